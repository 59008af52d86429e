// A photo imported for conversion (scripts/photos.ts writes these imports into the content modules):
// the image plugin turns it into each format's srcset and the fallback with its intrinsic size.
declare module '*&as=picture' {
	const picture: import('./photo-slots.ts').Picture
	export default picture
}

// Whether some entry shows a photo in that slot; set by the build from the content
// (scripts/photo-plugin.ts), so a slot without photos ships none of their code.
interface ImportMetaEnv {
	readonly PHOTOS_NEWS: boolean
	readonly PHOTOS_CASESTUDY: boolean
	readonly PHOTOS_PORTRAIT: boolean
}
