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
 * Converts each photo the pictures module imports from the upload folder, each PNG or WebP logo (the
 * logo component imports them fitted to its box) and each product's rendered picture, and no other
 * image.
 */
export const photoConversion = (): Plugin =>
	imagetools({ include: [uploadedPhoto, uploadedLogo, equipmentRender] })
