const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/**
 * "2025-09-18" as "18 Sep 2025". Written out instead of Intl, whose short month names differ between
 * ICU versions ("Sep" or "Sept"), so the same date renders the same on every build machine.
 */
export function shortDate(isoDate: string) {
	const [year, month, day] = isoDate.split('-').map(Number)
	return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`
}
