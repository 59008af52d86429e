// Sets text in the site's typeface as SVG path outlines, for images rendered outside a browser
// (the Open Graph card), where web fonts cannot be loaded.
import { readFileSync } from 'node:fs'
import opentype, { type Font } from 'opentype.js'

const fonts = new Map<number, Font>()

function manrope(weight: number): Font {
	const cached = fonts.get(weight)
	if (cached) return cached
	const file = new URL(
		`../node_modules/@fontsource/manrope/files/manrope-latin-${weight}-normal.woff`,
		import.meta.url,
	)
	const font = opentype.parse(readFileSync(file))
	fonts.set(weight, font)
	return font
}

type TextPathOptions = { size: number; weight: number; maxWidth: number; lineHeight: number }

function lineWidth(font: Font, text: string, size: number) {
	const glyphs = Array.from(text, (char) => font.charToGlyph(char))
	const units = glyphs.reduce((total, glyph, index) => {
		const next = glyphs[index + 1]
		return total + (glyph.advanceWidth ?? 0) + (next ? font.getKerningValue(glyph, next) : 0)
	}, 0)
	return (units * size) / font.unitsPerEm
}

/** Greedy word wrap into lines no wider than `maxWidth`. */
function wrap(font: Font, text: string, size: number, maxWidth: number) {
	const lines: string[] = []
	for (const word of text.split(/\s+/)) {
		const current = lines.at(-1)
		if (current !== undefined && lineWidth(font, `${current} ${word}`, size) <= maxWidth) {
			lines[lines.length - 1] = `${current} ${word}`
		} else {
			lines.push(word)
		}
	}
	return lines
}

/** Returns `<path>` elements with the first baseline at `size` and the block's total height. */
export function textPath(text: string, { size, weight, maxWidth, lineHeight }: TextPathOptions) {
	const font = manrope(weight)
	const lines = wrap(font, text, size, maxWidth)
	const svg = lines
		.map((line, index) => {
			const glyphs = Array.from(line, (char) => font.charToGlyph(char))
			let x = 0
			const data = glyphs.map((glyph, glyphIndex) => {
				const path = glyph.getPath(x, size + index * lineHeight, size).toPathData(1)
				const next = glyphs[glyphIndex + 1]
				const kerning = next ? font.getKerningValue(glyph, next) : 0
				x += (((glyph.advanceWidth ?? 0) + kerning) * size) / font.unitsPerEm
				return path
			})
			return `<path d="${data.join('')}"/>`
		})
		.join('')
	return { svg, height: size + (lines.length - 1) * lineHeight }
}
