import { expect, test } from 'vitest'
import { numberInWords } from './number-words.ts'

test('writes counts as English words, hyphenating the tens and units', () => {
	expect(numberInWords(0)).toBe('zero')
	expect(numberInWords(7)).toBe('seven')
	expect(numberInWords(13)).toBe('thirteen')
	expect(numberInWords(20)).toBe('twenty')
	expect(numberInWords(21)).toBe('twenty-one')
	expect(numberInWords(99)).toBe('ninety-nine')
	expect(numberInWords(100)).toBe('one hundred')
	expect(numberInWords(342)).toBe('three hundred and forty-two')
})

test('keeps the figure for a count it cannot word, so copy stays correct', () => {
	expect(numberInWords(1000)).toBe('1000')
	expect(numberInWords(-1)).toBe('-1')
	expect(numberInWords(2.5)).toBe('2.5')
})
