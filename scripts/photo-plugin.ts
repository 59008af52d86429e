// The Vite plugins behind the photos uploaded in the CMS. The content modules import each photo with
// the widths and formats of its slot (scripts/photos.ts); vite-imagetools converts it with sharp,
// keeps each conversion in node_modules/.cache/imagetools between builds, strips its metadata (a
// phone photo's location included) and emits the files as hashed assets, cached like the rest.
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { imagetools } from 'vite-imagetools'
import { LOGO_FOLDER } from '#app/lib/logo-files.ts'
import { PHOTO_FOLDER, PHOTO_SLOTS, type PhotoSlotName } from '#app/lib/photo-slots.ts'
import { loadContent } from './content.ts'
import { projectRoot } from './generate-content.ts'

const photoComponent = fileURLToPath(new URL('../app/components/ui/photo.tsx', import.meta.url))

const uploadedPhoto = new RegExp(`${PHOTO_FOLDER.replaceAll('/', '\\/')}\\/[^/?]+\\?`)

/** `import.meta.env.PHOTOS_NEWS` and so on: whether the build shows photos in that slot. */
const photoSlotFlag = (slot: PhotoSlotName) => `import.meta.env.PHOTOS_${slot.toUpperCase()}`

/**
 * A page shows a photo only where `import.meta.env.PHOTOS_<SLOT>` is true. The build sets it from the
 * content, so when no entry has a photo in a slot its branch is dropped before bundling, the photo
 * component with it (it runs nothing when loaded), and those pages load none of the photos' code.
 * The dev server shows every slot, so a first photo appears without a restart.
 */
function photoSlotsInUse(): Plugin {
	return {
		name: 'photo-slots-in-use',
		config(_config, { command }) {
			const slots = Object.keys(PHOTO_SLOTS) as PhotoSlotName[]
			const inUse =
				command === 'serve'
					? new Set(slots)
					: loadContent(projectRoot, join(projectRoot, 'app')).photoSlots
			return {
				define: Object.fromEntries(
					slots.map((slot) => [photoSlotFlag(slot), JSON.stringify(inUse.has(slot))]),
				),
			}
		},
		transform(code, id) {
			if (id === photoComponent) return { code, moduleSideEffects: false }
		},
	}
}

const uploadedLogo = new RegExp(`${LOGO_FOLDER.replaceAll('/', '\\/')}\\/[^/?]+\\.(?:png|webp)\\?`)

/**
 * Converts each photo a module imports from the upload folder and each PNG or WebP logo (the logo
 * component imports them fitted to its box), and no other image.
 */
export const photoConversion = (): Plugin => imagetools({ include: [uploadedPhoto, uploadedLogo] })

export const photoPlugins = (): Plugin[] => [photoConversion(), photoSlotsInUse()]
