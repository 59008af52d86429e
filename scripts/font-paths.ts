// Sets text in the site's typeface as SVG path outlines, for images rendered outside a browser
// (the Open Graph card), where web fonts cannot be loaded.
import { readFileSync } from 'node:fs'
import opentype from 'opentype.js'

type TextPathOptions = { size: number; weight: number; maxWidth: number; lineHeight: number }

/**
 * Returns `<path>` elements with the first baseline at `size` and the block's total height, the text
 * wrapped greedily into lines no wider than `maxWidth`.
 */
export function textPath(text: string, { size, weight, maxWidth, lineHeight }: TextPathOptions) {
	const file = new URL(
		`../node_modules/@fontsource/manrope/files/manrope-latin-${weight}-normal.woff`,
		import.meta.url,
	)
	const font = opentype.parse(readFileSync(file))
	const lines: string[] = []
	for (const word of text.split(/\s+/)) {
		const current = lines.at(-1)
		if (current !== undefined && font.getAdvanceWidth(`${current} ${word}`, size) <= maxWidth) {
			lines[lines.length - 1] = `${current} ${word}`
		} else {
			lines.push(word)
		}
	}
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
