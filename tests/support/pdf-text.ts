// What a reader gets out of a PDF, read by Debian's poppler-utils as any viewer would: its text, in
// the order it is drawn, and its document information.
import { execFileSync } from 'node:child_process'

/**
 * The PDF's text in drawing order, every run of white space made one space: lines wrap anywhere, and a
 * word broken after its hyphen ("high-|chloride") joined again.
 */
export const pdfText = (pdf: Uint8Array) =>
	execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', '-', '-'], { input: pdf })
		.toString('utf8')
		.replace(/-\n/g, '-')
		.replace(/\s+/g, ' ')

/** `pdfinfo`'s fields: Title, Pages, Tagged, "Page size" and the rest. */
export function pdfInfo(pdf: Uint8Array): Record<string, string> {
	const lines = execFileSync('pdfinfo', ['-'], { input: pdf }).toString('utf8').split('\n')
	return Object.fromEntries(
		lines.flatMap((line) => {
			const match = /^([^:]+):\s*(.*)$/.exec(line)
			return match ? [[match[1] ?? '', match[2] ?? '']] : []
		}),
	)
}

/**
 * Text without its white space, for comparing a page's words with a PDF's: poppler reads a space
 * that the font's kerning narrows ("316L membrane") as none.
 */
export const unspaced = (text: string) => text.replace(/\s+/g, '')
