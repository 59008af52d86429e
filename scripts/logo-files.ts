// Checks the logo files a logos file names (app/lib/logo-files.ts says what the site does with them),
// in the file's data as written, so a logo entry with a wrong field still has its file checked.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { imageSize } from 'image-size'
import { unsafeSvgReason } from './svg-safety.ts'

const BITMAP_TYPES: Readonly<Record<string, string>> = { png: 'PNG', webp: 'WebP' }

/** What is wrong with the logo file `file` (a path from the repository's root, in app/), if anything. */
export function logoFileProblem(appDirectory: string, file: string) {
	const path = join(appDirectory, file.replace(/^\/app\//, ''))
	if (!existsSync(path)) return `${file} does not exist: upload it again`
	const extension = file.slice(file.lastIndexOf('.') + 1)
	if (extension === 'svg') {
		const reason = unsafeSvgReason(readFileSync(path, 'utf8'))
		return (
			reason &&
			`${file} contains ${reason}, which could run when the logo is opened on its own: ask the client for a plain SVG, or upload the logo as PNG`
		)
	}
	let type: string | undefined
	try {
		type = imageSize(readFileSync(path)).type
	} catch {
		type = undefined
	}
	if (type !== extension) {
		return `${file} is not really a ${BITMAP_TYPES[extension] ?? extension} image: save the logo again as SVG, PNG or WebP`
	}
	return undefined
}
