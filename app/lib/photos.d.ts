// A photo imported for conversion (scripts/photos.ts writes these imports into the generated pictures module):
// the image plugin turns it into each format's srcset and the fallback with its intrinsic size.
declare module '*&as=picture' {
	const picture: import('./photo-slots.ts').Picture
	export default picture
}
