// A spreadsheet runs a cell that starts with one of these as a formula (tab and carriage return
// too, since some strip them first); a leading apostrophe makes it text again.
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * Every cell is quoted: a spreadsheet whose list separator is `;` (Excel in much of Europe and
 * India) splits an unquoted cell at each `;`, and a part after one could start a formula.
 */
export function csvCell(value: string | number | null | undefined): string {
	const text = value === null || value === undefined ? '' : String(value)
	const safe = FORMULA_START.test(text) ? `'${text}` : text
	return `"${safe.replaceAll('"', '""')}"`
}

/** UTF-8 with a byte-order mark, so Excel reads accents and scripts right; CRLF rows per RFC 4180. */
export const toCsv = (rows: readonly (readonly (string | number | null | undefined)[])[]) =>
	`\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`
