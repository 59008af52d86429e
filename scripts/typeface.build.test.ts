// The preloaded core face of the typeface (scripts/typeface.ts) must hold every character the pages
// show; otherwise a page quietly fetches the full Latin file as well, or shows a fallback glyph.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { clientDirectory } from '../server/build-directory.ts'
import { siteDocuments } from '../server/site-app.ts'
import { parseUnicodeRange, typeface, unicodeRange } from './typeface.ts'

const pages = siteDocuments(clientDirectory).map(({ file }) => ({
	name: file,
	html: readFileSync(join(clientDirectory, file), 'utf8'),
}))

const ENTITIES: Record<string, string> = {
	amp: '&',
	lt: '<',
	gt: '>',
	quot: '"',
	apos: "'",
	nbsp: '\u00a0',
}

function decodeEntities(text: string) {
	return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
		if (name.startsWith('#x') || name.startsWith('#X'))
			return String.fromCodePoint(Number.parseInt(name.slice(2), 16))
		if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)))
		return ENTITIES[name] ?? entity
	})
}

/** Text a visitor sees on a prerendered page: text nodes and form placeholders, whitespace collapsed. */
function shownText(html: string) {
	const body = html.slice(html.indexOf('<body'))
	const placeholders = [...body.matchAll(/\splaceholder="([^"]*)"/g)].map((match) => match[1])
	const text = body
		.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, ' ')
		.replace(/<[^>]*>/g, ' ')
	return decodeEntities(`${text} ${placeholders.join(' ')}`).replace(/\s+/g, ' ')
}

function preloadedFontRange() {
	const home = readFileSync(join(clientDirectory, 'index.html'), 'utf8')
	const preload = home.match(/<link rel="preload" href="([^"]+)" as="font"/)?.[1]
	expect(preload).toBeDefined()
	const stylesheet = home.match(/<link rel="stylesheet" href="([^"]+)"/)?.[1] ?? ''
	const css = readFileSync(join(clientDirectory, stylesheet), 'utf8')
	const face = css.match(/@font-face\{[^}]*\}/g)?.find((rule) => rule.includes(`url(${preload})`))
	const range = face?.match(/unicode-range:([^;}]+)/)?.[1]
	expect(range).toBeDefined()
	return parseUnicodeRange(range ?? '')
}

test('every character a prerendered page shows is in the preloaded core face of the typeface', () => {
	const core = preloadedFontRange()
	const outside = new Map<string, Set<string>>()
	for (const { name, html } of pages) {
		for (const char of shownText(html)) {
			const point = char.codePointAt(0) ?? 0
			if (core.has(point) || typeface.systemCharacters.includes(char)) continue
			outside.set(char, (outside.get(char) ?? new Set()).add(name))
		}
	}
	const report = [...outside].map(
		([char, names]) => `${unicodeRange([char.codePointAt(0) ?? 0])} "${char}" on ${[...names][0]}`,
	)
	// Add a new character to `coreCharacters` in scripts/typeface.ts (or reword the copy).
	expect(report).toEqual([])
	expect(pages.length).toBeGreaterThan(20)
})
