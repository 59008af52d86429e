import { expect, test } from 'vitest'
import {
	indianGroupingProblem,
	properNames,
	quantitiesWithoutUnits,
	REQUIRED_SPECIFICATION_ROWS,
	sentenceCaseProblem,
	specificationRowProblems,
	unitsProblem,
	wordRangeProblem,
} from './content-rules.ts'

test('a text longer or shorter than its range in words is refused, saying how many it has', () => {
	const range = { min: 3, max: 5 }
	expect(wordRangeProblem('one two three four five six', range)).toBe('has 6 words; write 3 to 5')
	expect(wordRangeProblem('one two', range)).toBe('has 2 words; write 3 to 5')
	expect(wordRangeProblem('  one two   three ', range)).toBeUndefined()
})

test('a Title Case heading is refused, naming the words to write in lower case', () => {
	const names = properNames([])
	expect(sentenceCaseProblem('What Our Clients Say', names)).toMatch(
		/^should be in sentence case: write "Our", "Clients", "Say" in lower case/,
	)
	expect(sentenceCaseProblem('latest news', names)).toBe('should start with a capital letter')
})

test('a sentence-case heading may name places and companies learned from the content or after a preposition, and abbreviations', () => {
	const names = properNames(['Mundra', 'Gujarat', 'Kaveri Foods Pvt Ltd'])
	expect(sentenceCaseProblem('A new RO plant at Mundra for Kaveri Foods', names)).toBeUndefined()
	expect(sentenceCaseProblem('A new plant at Mundra', properNames([]))).toBeUndefined()
	expect(sentenceCaseProblem('A visit to Kaveri Dairy', properNames([]))).toBeUndefined()
	expect(sentenceCaseProblem('A New Plant at Mundra', properNames([]))).toMatch(
		/write "New", "Plant" in lower case/,
	)
	expect(
		sentenceCaseProblem('500 BPM filling line with CE-conformant panels (ZLD ready)', names),
	).toBeUndefined()
	expect(sentenceCaseProblem("No internet ? Don't worry", names)).toBeUndefined()
})

test('a number without its unit is refused; units, percentages, grades and standards pass', () => {
	expect(quantitiesWithoutUnits('Up to 50,000 of permeate')).toEqual(['50,000'])
	expect(unitsProblem('Pumps at 16')).toBe(
		'gives "16" without a unit: write the unit after the number',
	)
	expect(unitsProblem('SS 316L at 6 to 10 bar, pH 0 to 14, IS 10500:2012')).toBeUndefined()
	expect(unitsProblem('Recovery of 35 to 45 percent')).toBeUndefined()
	expect(unitsProblem('Recovery of 35 to 45 per cent')).toBeUndefined()
	expect(unitsProblem('Recovery of 35 to 45%')).toBeUndefined()
})

test('a specification table without a required row, with a repeated row or with the capacity as a row is refused', () => {
	const complete = ['Feed', ...REQUIRED_SPECIFICATION_ROWS]
	expect(specificationRowProblems(complete)).toEqual([])
	const [materials, standards] = REQUIRED_SPECIFICATION_ROWS
	expect(specificationRowProblems(['Feed', materials])).toEqual([`needs a row "${standards}"`])
	expect(specificationRowProblems([...complete, 'Feed'])).toEqual([
		'has the row "Feed" more than once',
	])
	expect(specificationRowProblems([...complete, 'Capacity range'])).toEqual([
		expect.stringMatching(/^has a row "Capacity range": the capacity has its own field/),
	])
})

test('a translation grouping a figure in thousands past 99,999 is refused, giving it in lakhs and crores; figures already so, or smaller, pass', () => {
	expect(indianGroupingProblem('1,000 LPH से 100,000 LPH, 2,500,000 लीटर')).toBe(
		'writes "100,000", "2,500,000": group figures in lakhs and crores, as "1,00,000", "25,00,000"',
	)
	expect(
		indianGroupingProblem('₹ 4,00,000; 10,000 mg/L; 1,25,00,000; 3.5; 1,500 m³'),
	).toBeUndefined()
})
