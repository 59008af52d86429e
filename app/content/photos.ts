// The photos the editors uploaded, converted at build for each slot that shows them (scripts/photos.ts).
export { pictures } from '#content/photos.ts'
