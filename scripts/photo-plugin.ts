// The Vite plugin behind the photos uploaded in the CMS. The generated pictures module imports each
// photo with the widths and formats of its slot (scripts/photos.ts); vite-imagetools converts it with
// sharp, keeps each conversion in node_modules/.cache/imagetools between builds, strips its metadata (a
// phone photo's location included) and emits the files as hashed assets, cached like the rest.
import type { Plugin } from 'vite'
import { imagetools } from 'vite-imagetools'
import { LOGO_FOLDER } from '#app/lib/logo-files.ts'
import { PHOTO_FOLDER } from '#app/lib/photo-slots.ts'

const uploadedPhoto = new RegExp(`${PHOTO_FOLDER.replaceAll('/', '\\/')}\\/[^/?]+\\?`)
const uploadedLogo = new RegExp(`${LOGO_FOLDER.replaceAll('/', '\\/')}\\/[^/?]+\\.(?:png|webp)\\?`)
const equipmentRender = /\/app\/assets\/renders\/[^/?]+\.webp\?/

/**
 * How hard the AVIF and WebP encoders search (sharp's default is 4). The 20 product renders at 960 px
 * in AVIF: effort 3 encodes them in 13 s against 40-48 s at 4, in 380 KB against 364 KB, 0.4 dB below
 * in PSNR (2 would save 5 s more for 384 KB and 0.9 dB). A clean machine, the test gate's, converts
 * every picture afresh on each build, which took over a minute of the gate at sharp's default.
 */
const ENCODER_EFFORT = '3'

/**
 * Converts each photo the pictures module imports from the upload folder, each PNG or WebP logo (the
 * logo component imports them fitted to its box) and each product's rendered picture, and no other
 * image.
 */
export const photoConversion = (): Plugin =>
	imagetools({
		include: [uploadedPhoto, uploadedLogo, equipmentRender],
		defaultDirectives: new URLSearchParams({ effort: ENCODER_EFFORT }),
	})
