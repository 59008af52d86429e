// Photos uploaded in the CMS. The content build checks each one when it loads the entry that names it
// (the file exists, its bytes are the type its name says, it is big enough for its slot and not
// oversized) and writes it into the generated module as an import that the image plugin converts at
// build (scripts/photo-plugin.ts): the slot's widths, AVIF and WebP with a JPEG fallback.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { imageSize } from 'image-size'
import {
	PHOTO_FORMATS,
	PHOTO_MAX_BYTES,
	PHOTO_SLOTS,
	PHOTO_TYPES,
	type PhotoSlotName,
} from '#app/lib/photo-slots.ts'
import { Code } from './written-as-code.ts'

const TYPE_NAMES: Readonly<Record<string, string>> = { jpg: 'JPEG', png: 'PNG', webp: 'WebP' }
const typeName = (type: string) => TYPE_NAMES[type] ?? type.toUpperCase()
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** The photo's usable size: EXIF-rotated photos (orientation 5–8) are stored on their side. */
function uprightSize(bytes: Uint8Array) {
	const { width, height, orientation, type } = imageSize(bytes)
	return orientation !== undefined && orientation >= 5
		? { type, width: height, height: width }
		: { type, width, height }
}

/**
 * Checks the photo at `image` (a path from the repository's root, as the CMS writes it) for `slot`.
 * Returns why it cannot be used, or the widths to make of it: the slot's widths that need no
 * enlarging once the photo is cropped to the slot's shape.
 */
export function checkPhoto(
	root: string,
	image: string,
	slot: PhotoSlotName,
): { problem: string } | { widths: readonly number[] } {
	const file = join(root, image)
	if (!existsSync(file)) return { problem: `${image} does not exist` }
	const bytes = statSync(file).size
	if (bytes > PHOTO_MAX_BYTES) {
		return {
			problem: `${image} is ${megabytes(bytes)}; a photo may be at most ${PHOTO_MAX_BYTES / 1024 / 1024} MB`,
		}
	}
	let size: ReturnType<typeof uprightSize>
	try {
		size = uprightSize(readFileSync(file))
	} catch {
		return { problem: `${image} is not a JPEG, PNG or WebP image` }
	}
	const extension = image.slice(image.lastIndexOf('.') + 1).toLowerCase()
	const named: string | undefined = PHOTO_TYPES[extension as keyof typeof PHOTO_TYPES]
	const types: readonly string[] = Object.values(PHOTO_TYPES)
	if (size.type === undefined || !types.includes(size.type)) {
		const found = size.type === undefined ? 'an image' : `a ${typeName(size.type)} image`
		return { problem: `${image} is ${found}, not a JPEG, PNG or WebP` }
	}
	if (size.type !== named) {
		return { problem: `${image} is a ${typeName(size.type)} image named .${extension}` }
	}
	const { aspect, widths, minWidth } = PHOTO_SLOTS[slot]
	const [across, down] = aspect
	// Cropped to the slot's shape around its centre, a photo keeps this much of its width.
	const croppedWidth = Math.floor(Math.min(size.width, (size.height * across) / down))
	if (croppedWidth < minWidth) {
		return {
			problem: `${image} is ${size.width} × ${size.height} px; cropped to ${across}:${down} it must be at least ${minWidth} px wide`,
		}
	}
	return { widths: widths.filter((width) => width <= croppedWidth) }
}

/** The import that makes the image plugin convert a checked photo for its slot. */
export function photoImport(image: string, slot: PhotoSlotName, widths: readonly number[]) {
	const [across, down] = PHOTO_SLOTS[slot].aspect
	const query = `w=${widths.join(';')}&aspect=${across}:${down}&format=${PHOTO_FORMATS.join(';')}&as=picture`
	return `${image}?${query}`
}

/** The photos of one generated module: each is imported, and the data names it by its import. */
export class ModulePhotos {
	readonly #imports: string[] = []

	/** The photo as the module's data holds it: its alt text, and its picture by the import's name. */
	add(alt: string, source: string) {
		this.#imports.push(source)
		return { alt, picture: new Code(`photo${this.#imports.length - 1}`) }
	}

	/** `body` with the photos' imports before it. */
	code(body: string) {
		const imports = this.#imports.map(
			(source, index) => `import photo${index} from ${JSON.stringify(source)}\n`,
		)
		return `${imports.join('')}${imports.length > 0 ? '\n' : ''}${body}`
	}
}
