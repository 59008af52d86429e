// The quote requests' water reports on disk. A report is written under a temporary name and synced
// before its inquiry is stored; the same transaction that inserts the inquiry's row renames it to its
// final name, so a report and its row are kept together or not at all: a crash before the rename
// leaves a temporary file, one between the rename and COMMIT leaves a file no row names, and the
// process that starts the server removes both (prepareInquiryStorage) before any request is served.
import { randomUUID } from 'node:crypto'
import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { QuoteReportType } from '#app/lib/quote-request.ts'

const TEMPORARY_PREFIX = 'incoming-'
const ORIGINAL_NAME_MAX = 200
const EXTENSIONS: Record<QuoteReportType, string> = {
	'application/pdf': 'pdf',
	'image/jpeg': 'jpg',
	'image/png': 'png',
}

/** A report written and synced under its temporary name, waiting for its inquiry's transaction. */
export type PendingUpload = Awaited<ReturnType<typeof writePendingUpload>>

// Bidi controls reorder what follows them: a right-to-left override shows `report\u202Efdp.exe`
// as `reportexe.pdf`.
export const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g
// Control characters, line breaks and path separators.
const SEPARATING = /[\p{Cc}\u2028\u2029/\\]+/gu
const SENT_EXTENSION = /\.[\p{L}\p{N}]{1,10}$/u

/**
 * The name a report is stored, shown, mailed and downloaded under: the sender's name without its
 * extension, followed by the extension of the type its first bytes showed, so a file opened from a
 * mail client or a disk opens as what it is (`Water-Analysis.hta` holding a PDF becomes
 * `Water-Analysis.pdf`). Bidi and control characters go, path separators become spaces, and the
 * length is bounded. Applied to a name it made, it gives the same name back.
 */
export function reportFileName(sentName: string, mediaType: QuoteReportType): string {
	const cleaned = sentName.replace(BIDI_CONTROLS, '').replace(SEPARATING, ' ').trim()
	const extension = EXTENSIONS[mediaType]
	const stem = [...cleaned.replace(SENT_EXTENSION, '')]
		.slice(0, ORIGINAL_NAME_MAX - extension.length - 1)
		.join('')
		// Windows drops trailing dots and spaces from a name; they would only hide the extension.
		.replace(/[.\s]+$/u, '')
	return `${stem || 'report'}.${extension}`
}

export async function writePendingUpload(
	directory: string,
	file: File,
	mediaType: QuoteReportType,
) {
	mkdirSync(directory, { recursive: true })
	const id = randomUUID()
	const temporaryName = `${TEMPORARY_PREFIX}${id}`
	const path = join(directory, temporaryName)
	try {
		await writeFile(path, file.stream(), { flag: 'wx', flush: true })
	} catch (error) {
		rmSync(path, { force: true })
		throw error
	}
	return {
		temporaryName,
		storedName: `${id}.${EXTENSIONS[mediaType]}`,
		originalName: reportFileName(file.name, mediaType),
		mediaType,
		size: file.size,
	}
}

/**
 * Gives a pending report its final name and syncs the directory, so the rename is on disk before the
 * caller commits the row that names it. Runs inside that transaction: if it throws, nothing commits.
 */
export function promoteUpload(directory: string, upload: PendingUpload) {
	renameSync(join(directory, upload.temporaryName), join(directory, upload.storedName))
	const handle = openSync(directory, 'r')
	try {
		fsyncSync(handle)
	} finally {
		closeSync(handle)
	}
}

/** Removes files by name from the uploads directory; a file already gone is no error. */
export function removeUploads(directory: string, names: readonly string[]) {
	for (const name of names) rmSync(join(directory, name), { force: true })
}
