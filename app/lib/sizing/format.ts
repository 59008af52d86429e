// One number format for the prerender and the browser, so the text they render is the same.
const formats = new Map<string, Intl.NumberFormat>()

function format(value: number, digits: number, fixed: boolean) {
	const key = `${digits}${fixed}`
	let formatter = formats.get(key)
	if (!formatter) {
		formatter = new Intl.NumberFormat('en-IN', {
			maximumFractionDigits: digits,
			minimumFractionDigits: fixed ? digits : 0,
		})
		formats.set(key, formatter)
	}
	return formatter.format(value)
}

/** Indian digit grouping, at most `digits` decimals: for figures a visitor typed. */
export const formatNumber = (value: number, digits = 0) => format(value, digits, false)

/** Indian digit grouping, exactly `digits` decimals: for computed figures, which keep their precision. */
export const formatFixed = (value: number, digits: number) => format(value, digits, true)

/** A share as whole percents: 0.85 is "85". */
export const formatPercent = (share: number) => formatNumber(share * 100)

/** Flows in m³/h: two decimals for small plants, one for the rest. */
export const formatFlow = (flow: number) => formatFixed(flow, flow < 10 ? 2 : 1)

/** Figures with their unit, the way every result shows them. */
export const withUnit = (value: string, unit: string) => `${value} ${unit}`
