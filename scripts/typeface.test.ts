import fontsourceRanges from '@fontsource-variable/manrope/unicode.json' with { type: 'json' }
import { describe, expect, test } from 'vitest'
import {
	coreCodePoints,
	fallbackCodePoints,
	parseUnicodeRange,
	typeface,
	unicodeRange,
} from './typeface.ts'

describe('unicode-range values', () => {
	test('runs of consecutive code points become one range, single ones stay single', () => {
		expect(unicodeRange([0x43, 0x41, 0x42, 0xa9, 0x2013, 0x2014])).toBe(
			'U+0041-0043,U+00A9,U+2013-2014',
		)
	})

	test('reading a value and writing it back gives the same set of code points', () => {
		const latin = parseUnicodeRange(fontsourceRanges.latin)
		expect(parseUnicodeRange(unicodeRange(latin))).toEqual(latin)
		expect(latin.has(0x20)).toBe(true)
		expect(latin.has(0x2215)).toBe(true)
		expect(latin.has(0x0100)).toBe(false)
	})
})

describe('the two faces of the typeface', () => {
	// The fallback is the Latin range less the core, so it never overlaps the core; what can go wrong is
	// a core character outside the Latin file, or a control character counted as printable.
	test('together they cover exactly the printable characters of the Latin file Fontsource ships', () => {
		const printableLatin = [...parseUnicodeRange(typeface.latinRange)].filter(
			(point) => !/\p{Cc}/u.test(String.fromCodePoint(point)),
		)
		expect(new Set([...coreCodePoints(), ...fallbackCodePoints()])).toEqual(new Set(printableLatin))
	})
})
