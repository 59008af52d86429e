/**
 * "2025-09-18" as "18 Sep 2025", in `months` (a language's short names, January first). Written out
 * instead of Intl, whose short month names differ between ICU versions ("Sep" or "Sept"), so the same
 * date renders the same on every build machine.
 */
export function shortDate(isoDate: string, months: readonly string[]) {
	const [year, month, day] = isoDate.split('-').map(Number)
	return `${day} ${months[(month ?? 1) - 1]} ${year}`
}
