// The carousels' buttons and the names a screen reader gives their slides and rows. Written in
// content/site/carousel.yaml, apart from the other controls' words, so only pages with a carousel load
// them; a sentence with a {placeholder} arrives as a function of those values.
export { text as carouselText } from '#app/generated/content/site/carousel.ts'
