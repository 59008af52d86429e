// The rules the site's copy keeps beyond the shape its schema checks, each a function of the text it
// judges. The content build applies them (scripts/content.ts) and reports what they return after the
// field's label, so an editor meets a rule where the text is written, not in a developer's test run;
// docs/editing.md lists them.

/** What is wrong with a text's length in words, or undefined when it fits. */
export function wordRangeProblem(text: string, range: { min: number; max: number }) {
	const count = text.split(/\s+/).filter(Boolean).length
	if (count >= range.min && count <= range.max) return undefined
	return `has ${count} words; write ${range.min} to ${range.max}`
}

/**
 * The words of `names` that keep their capital inside a sentence-case heading: the company's names,
 * places, clients and partners as the content writes them, so a heading may name any of them.
 */
export function properNames(names: readonly string[]) {
	return new Set(
		names.flatMap((name) => name.split(/[\s/,&()-]+/).filter((word) => /^\p{Lu}/u.test(word))),
	)
}

/** A word as a heading writes it, without the punctuation around it. */
const bare = (word: string) => word.replace(/^[("'‘“]+/, '').replace(/[^\p{L}\p{N}]+$/u, '')

// A capitalised word after one of these is read as a place or a company the content does not name yet
// ("a new plant at Mundra"), as are the capitalised words that follow it ("for Kaveri Dairy").
const BEFORE_A_NAME = new Set(['at', 'in', 'near', 'for', 'from', 'to', 'by', 'with'])

/**
 * What breaks sentence case in a heading, or undefined when nothing does: it starts with a capital
 * or a figure, and after the first word of each sentence only abbreviations (two or more capitals or
 * figures, as ZLD or 500), the names in `names` and a name after a preposition keep a capital.
 */
export function sentenceCaseProblem(heading: string, names: ReadonlySet<string>) {
	if (!/^[\p{Lu}\p{N}{]/u.test(heading)) return 'should start with a capital letter'
	const words = heading.split(/\s+/).map(bare)
	const capitalised: string[] = []
	let inName = false
	words.forEach((word, index) => {
		const previous = words[index - 1] ?? ''
		const startsSentence = index === 0 || /[.?!]$/.test(heading.split(/\s+/)[index - 1] ?? '')
		const isCapitalised = /^\p{Lu}/u.test(word)
		inName = isCapitalised && (inName || BEFORE_A_NAME.has(previous))
		if (startsSentence || !isCapitalised || inName) return
		if (!/^[\p{Lu}\p{N}]{2,}/u.test(word) && !names.has(word)) capitalised.push(word)
	})
	if (capitalised.length === 0) return undefined
	return `should be in sentence case: write ${capitalised.map((word) => `"${word}"`).join(', ')} in lower case (only the first word, names and abbreviations take a capital)`
}

// Numbers that name something (a steel grade, a standard, a neck finish, a refrigerant, a regulation's
// part) or measure a dimensionless index carry no unit; every other number is a quantity.
const NAMED_NUMBERS =
	/\b(?:SS|IS|ASME|ASTM|USP|ISO|PCO|AHRI|Section|Division|Part|code|R-)\s?[\d/:]+[A-Z]?\b|\b\d+ CFR\b|\b(?:pH|SDI)(?: below)? \d+(?: to \d+)?/g
const NUMBER_RUN =
	/(?<![\w.-])\d+(?:[.,]\d+)*\+?(?:(?:\s*,\s*|\s+(?:to|or|and)\s+(?:minus\s+)?)\d+(?:[.,]\d+)*\+?)*/g
const UNITS = new Set([
	...['LPH', 'm³/h', 'm³', 'KLD', 'MLD', 'BPM', 'TR', 'bottles', 'cartridges', 'litres', 'litre'],
	...['ml', 'bar', 'psi', 'mm', 'inch', 'micron', 'µS/cm', 'mg/L', 'ppb', 'NTU', 'kWh', 'V', 'Hz'],
	...['%', 'percent', 'degrees', 'times'],
])

/** The quantities of a text not followed by one of the units above, each with what follows it. */
export function quantitiesWithoutUnits(text: string): string[] {
	// "per cent" is one unit written as two words.
	const quantities = text.replace(NAMED_NUMBERS, '').replace(/\bper cent\b/g, 'percent')
	return [...quantities.matchAll(NUMBER_RUN)]
		.map((match) => {
			const after = quantities.slice((match.index ?? 0) + match[0].length)
			return { quantity: match[0], unit: after.match(/^\s*([^\s,;:)]+)/)?.[1] ?? '' }
		})
		.filter(({ unit }) => !UNITS.has(unit))
		.map(({ quantity }) => quantity)
}

/** What is wrong with a figure's units, or undefined when every number carries one. */
export function unitsProblem(text: string) {
	const bare = quantitiesWithoutUnits(text)
	if (bare.length === 0) return undefined
	return `gives ${bare.map((quantity) => `"${quantity}"`).join(', ')} without a unit: write the unit after the number`
}

/** The rows every specification table has, by their labels. */
export const REQUIRED_SPECIFICATION_ROWS = ['Materials of construction', 'Standards'] as const
/** The capacity has a field of its own, shown as the table's first row. */
const CAPACITY_ROW = 'Capacity range'

/** What is wrong with a specification table's rows, by their labels: one sentence-end each. */
export function specificationRowProblems(labels: readonly string[]) {
	const missing = REQUIRED_SPECIFICATION_ROWS.filter((row) => !labels.includes(row))
	const repeated = labels.filter((label, index) => labels.indexOf(label) !== index)
	return [
		...missing.map((row) => `needs a row "${row}"`),
		...[...new Set(repeated)].map((row) => `has the row "${row}" more than once`),
		...(labels.includes(CAPACITY_ROW)
			? [`has a row "${CAPACITY_ROW}": the capacity has its own field, shown as the first row`]
			: []),
	]
}

/** A figure written with grouping commas, whole: "1,00,000", "100,000", "4,500". */
const GROUPED_FIGURE = /(?<![\d.,])\d+(?:,\d+)+(?![\d,])/g
/** Grouped as Indian languages write it: thousands, then lakhs and crores in twos (1,00,000). */
const INDIAN_GROUPING = /^\d{1,2}(?:,\d{2})*,\d{3}$/

/**
 * What is wrong with a translation's figures grouped in thousands past 99,999 ("100,000"), which the
 * Indian languages group in lakhs and crores, or undefined.
 */
export function indianGroupingProblem(text: string) {
	const western = [...text.matchAll(GROUPED_FIGURE)]
		.map(([figure]) => figure)
		.filter((figure) => !INDIAN_GROUPING.test(figure))
	if (western.length === 0) return undefined
	const indian = western.map((figure) => Number(figure.replaceAll(',', '')).toLocaleString('en-IN'))
	return `writes ${western.map((figure) => `"${figure}"`).join(', ')}: group figures in lakhs and crores, as ${indian.map((figure) => `"${figure}"`).join(', ')}`
}
