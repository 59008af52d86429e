// The preloaded core face of the typeface (scripts/typeface.ts) must hold every character the pages
// show; otherwise a page quietly fetches the full Latin file as well, or shows a fallback glyph.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { editionOf, localeCodes, locales, localizedPath } from '#app/content/locales.ts'
import { clientDirectory } from '../server/build-directory.ts'
import { siteDocuments } from '../server/site-app.ts'
import { drawnOtherwiseBySubset, scriptWords } from './shaped-subset.ts'
import { shownText } from './shown-text.ts'
import { parseUnicodeRange, scriptFaces, typeface, unicodeRange } from './typeface.ts'

const fontPreloads = (html: string) =>
	[...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((match) => match[1] ?? '')

const pages = siteDocuments(clientDirectory).map(({ file }) => ({
	name: file,
	html: readFileSync(join(clientDirectory, file), 'utf8'),
}))

/** Every character the core faces an edition's pages preload can draw, read from its home page. */
function preloadedFontRange(home: string) {
	const html = readFileSync(join(clientDirectory, home), 'utf8')
	const preloads = fontPreloads(html)
	expect(preloads.length).toBeGreaterThan(0)
	const stylesheet = html.match(/<link rel="stylesheet" href="([^"]+)"/)?.[1] ?? ''
	const css = readFileSync(join(clientDirectory, stylesheet), 'utf8')
	const range = new Set<number>()
	for (const preload of preloads) {
		const face = css.match(/@font-face\{[^}]*\}/g)?.find((rule) => rule.includes(`url(${preload})`))
		const faceRange = face?.match(/unicode-range:([^;}]+)/)?.[1]
		expect(faceRange, preload).toBeDefined()
		for (const point of parseUnicodeRange(faceRange ?? '')) range.add(point)
	}
	return range
}

test('every character a prerendered page shows is in a core face its edition preloads', () => {
	const cores = new Map(
		localeCodes.map((code) => [code, preloadedFontRange(`${localizedPath(code, '')}/index.html`)]),
	)
	const outside = new Map<string, Set<string>>()
	for (const { name, html } of pages) {
		const { locale } = editionOf(name)
		const core = cores.get(locale) ?? new Set()
		// The language switch names each other language in its own script, drawn by the system's face.
		const otherNames = localeCodes
			.filter((code) => code !== locale)
			.map((code) => locales[code].name)
			.join('')
		for (const char of shownText(html)) {
			const point = char.codePointAt(0) ?? 0
			if (core.has(point) || typeface.systemCharacters.includes(char)) continue
			if (otherNames.includes(char)) continue
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

test('English pages load no face of another script; each other edition preloads its own', () => {
	const english = readFileSync(join(clientDirectory, 'index.html'), 'utf8')
	const hindi = readFileSync(join(clientDirectory, 'hi/index.html'), 'utf8')
	expect(fontPreloads(english)).toHaveLength(1)
	expect(fontPreloads(hindi)).toEqual([
		...fontPreloads(english),
		expect.stringContaining('devanagari'),
	])
	const stylesheet = english.match(/<link rel="stylesheet" href="([^"]+)"/)?.[1] ?? ''
	expect(readFileSync(join(clientDirectory, stylesheet), 'utf8')).not.toContain('U+0900')
})

test("the core face of each edition's script draws every word its pages show as the whole font does", async () => {
	for (const locale of localeCodes) {
		const script = scriptFaces[locale]
		if (!script) continue
		const range = parseUnicodeRange(script.range)
		const words = new Set<string>()
		for (const { name, html } of pages) {
			if (editionOf(name).locale !== locale) continue
			for (const word of scriptWords(shownText(html), range)) words.add(word)
		}
		const home = readFileSync(
			join(clientDirectory, `${localizedPath(locale, '')}/index.html`),
			'utf8',
		)
		const core = fontPreloads(home).find((file) => file.includes(script.name)) ?? ''
		const whole = createRequire(import.meta.url).resolve(script.file)
		expect(words.size, locale).toBeGreaterThan(500)
		// The core face is cut to the words of the edition's content (scripts/generate-typeface.ts): a
		// word here but not there (typed in the code, say) needs to be in the content, or in that list.
		expect(
			await drawnOtherwiseBySubset(
				readFileSync(join(clientDirectory, core)),
				readFileSync(whole),
				words,
			),
			locale,
		).toEqual([])
	}
})
