const UNITS = [
	'zero',
	'one',
	'two',
	'three',
	'four',
	'five',
	'six',
	'seven',
	'eight',
	'nine',
	'ten',
	'eleven',
	'twelve',
	'thirteen',
	'fourteen',
	'fifteen',
	'sixteen',
	'seventeen',
	'eighteen',
	'nineteen',
]
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']

/**
 * A count as English words ("twenty-one"), for copy that states how many records there are; 0 to 999,
 * the range a list on this site can reach. Outside it the figure is kept, so copy never breaks.
 */
export function numberInWords(count: number): string {
	if (!Number.isInteger(count) || count < 0 || count > 999) return String(count)
	if (count < 20) return UNITS[count] ?? String(count)
	if (count < 100) {
		const unit = count % 10
		const tens = TENS[Math.floor(count / 10)]
		return unit === 0 ? `${tens}` : `${tens}-${UNITS[unit]}`
	}
	const rest = count % 100
	const hundreds = `${UNITS[Math.floor(count / 100)]} hundred`
	return rest === 0 ? hundreds : `${hundreds} and ${numberInWords(rest)}`
}
