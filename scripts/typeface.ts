// The site's one typeface, Manrope (variable weight), ships as two faces of the same family. The core
// face holds the characters the site's own copy uses and is preloaded; it is subset small enough to
// arrive in the first round trip of a new connection (about 14 KB), which the full Latin file (25 KB)
// is not. The rest of Latin (accented letters a visitor may type) comes from the full file, which the
// browser fetches only when a page shows one of those characters.
import fontsourceRanges from '@fontsource-variable/manrope/unicode.json' with { type: 'json' }
import devanagariRanges from '@fontsource-variable/noto-sans-devanagari/unicode.json' with {
	type: 'json',
}
import type { Locale } from '#app/content/locales.ts'

export const typeface = {
	family: 'Manrope Variable',
	/** The full Latin file from Fontsource: the source of the core subset and the fallback face. */
	latinFile: '@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2',
	latinRange: fontsourceRanges.latin,
	/** Weights the stylesheet uses: regular text up to extrabold headings. */
	coreWeights: { min: 400, max: 800 },
	/** Every character of the site's copy; a build test fails when a page shows one outside it. */
	coreCharacters: `${basicLatin()}\u00a0©°²³µ·–—‘’“”•…`,
	/**
	 * Characters Manrope has no glyph for (the subscript of CaCO₃, a label that must read so): outside
	 * both faces' ranges, the browser draws them from a system face and fetches nothing for them.
	 */
	systemCharacters: '₃',
	/** Kerning. The default figures are proportional, which counters use so a 1 reads without a gap. */
	coreFeatures: ['kern'],
	/**
	 * The system face that draws the text until the core face arrives, scaled to Manrope's letter
	 * width and line, so the page barely moves when Manrope comes and a scroll offset restored before
	 * then still lands on its section: Arial (Windows, Apple), Liberation Sans (Linux, made to Arial's
	 * metrics) or Android's Roboto (0.2 % narrower).
	 */
	standIn: {
		family: 'Manrope stand-in',
		src: 'local("Arial"), local("ArialMT"), local("Liberation Sans"), local("Roboto"), local("Roboto-Regular")',
		/** Arial's metrics as capsize publishes them (@capsizecss/metrics, `arial`), in font units. */
		metrics: {
			familyName: 'Arial',
			unitsPerEm: 2048,
			ascent: 1854,
			descent: -434,
			lineGap: 67,
			xWidthAvg: 913,
		},
	},
} as const

/**
 * The faces a language's edition adds for its script, under the same family name so the stylesheet
 * needs no other: the browser takes each character from the face whose range holds it. As with
 * Manrope, the core face holds the characters the edition's copy uses (found in its generated content)
 * and is preloaded; the rest of the script comes from the full file, fetched only when a page shows one.
 * Only that edition's pages load them.
 */
export const scriptFaces: Partial<Record<Locale, { file: string; range: string; name: string }>> = {
	hi: {
		name: 'devanagari',
		file: '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2',
		range: devanagariRanges.devanagari,
	},
}

/**
 * The family fields draw a visitor's text from: the whole file of the edition's script. Its core face
 * is cut to the copy's words (scripts/shaped-subset.ts), and what a visitor types may join letters the
 * copy never does.
 */
export const typedTextFamily = 'Typed text'

/** The printable ASCII characters, from the space to the tilde. */
function basicLatin() {
	return String.fromCodePoint(...Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => 0x20 + i))
}

/** Code points of a CSS `unicode-range` value such as `U+0000-00FF,U+0131`. */
export function parseUnicodeRange(value: string): Set<number> {
	const codePoints = new Set<number>()
	for (const part of value.split(',')) {
		const [first = '', last = first] = part.trim().replace(/^U\+/i, '').split('-')
		for (let point = Number.parseInt(first, 16); point <= Number.parseInt(last, 16); point++) {
			codePoints.add(point)
		}
	}
	return codePoints
}

/** The shortest CSS `unicode-range` value for a set of code points (runs become ranges). */
export function unicodeRange(codePoints: Iterable<number>): string {
	const sorted = [...new Set(codePoints)].sort((a, b) => a - b)
	const runs: [number, number][] = []
	for (const point of sorted) {
		const last = runs.at(-1)
		if (last && point === last[1] + 1) last[1] = point
		else runs.push([point, point])
	}
	const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0')
	return runs
		.map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
		.join(',')
}

export const coreCodePoints = () =>
	new Set(Array.from(typeface.coreCharacters, (char) => char.codePointAt(0) ?? 0))

// Control characters have no glyph; in the fallback's range a line break in preformatted text would
// fetch the whole Latin file for nothing.
const isControl = (point: number) => point <= 0x1f || (point >= 0x7f && point <= 0x9f)

/** The fallback face covers the rest of Fontsource's Latin range, so the two faces never overlap. */
export const fallbackCodePoints = () => {
	const core = coreCodePoints()
	return [...parseUnicodeRange(typeface.latinRange)].filter(
		(point) => !core.has(point) && !isControl(point),
	)
}
