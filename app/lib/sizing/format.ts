// One number format for the prerender and the browser, so the text they render is the same.
const formats = new Map<number, Intl.NumberFormat>()

/** Indian digit grouping, at most `digits` decimals. */
export function formatNumber(value: number, digits = 0) {
	let format = formats.get(digits)
	if (!format) {
		format = new Intl.NumberFormat('en-IN', { maximumFractionDigits: digits })
		formats.set(digits, format)
	}
	return format.format(value)
}
