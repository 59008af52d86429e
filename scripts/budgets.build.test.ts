import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { expect, test } from 'vitest'
import { pages } from '../app/content/pages.ts'
import { prerenderedPagePaths } from '../app/site/paths.ts'
import { clientDirectory } from '../server/build-directory.ts'

// Budgets checked on the build output alone (deterministic, not timed, no browser). Sizes are gzip
// level 9, the way postbuild precompresses them. What a browser measures is in tests/budgets.spec.ts.
const KB = 1024
// Every page carries the records the header, footer and router need of every other page: each
// service's link (slug, title, family, icon), the page records and the route manifest. The services'
// card text is a module of its own that only the pages showing cards load, which took home from just
// over 141 KB to 138.7 KB; the quote page's record and route then added 0.8 KB to every page (139.5).
// A product page is the heaviest other route (144.0 KB): its own copy, the Ask Question form's client
// action and the sticky quote link.
const HOME_INITIAL_JS = 140 * KB
const ROUTE_INITIAL_JS = 144 * KB
// The plant-sizing calculators carry their design rules, form and diagrams in the route itself, so a
// shared link shows its result as soon as the page hydrates.
const CALCULATOR_INITIAL_JS = 150 * KB
const calculatorPaths: readonly string[] = [
	pages.plantSizingWater.path,
	pages.plantSizingFilling.path,
]
// The quote page's route reads the address's pre-filling; its form, rules and file check load after it.
const QUOTE_INITIAL_JS = 150 * KB
const ownBudget: readonly string[] = [pages.home.path, pages.quote.path]
const CSS = 25 * KB
// A new connection's first round trip carries ten TCP segments (about 14 KB), response headers included.
const FIRST_ROUND_TRIP_BODY = 13 * KB

const documentFor = (path: string) =>
	readFileSync(join(clientDirectory, path, 'index.html'), 'utf8')
const gzipSize = (file: string) =>
	gzipSync(readFileSync(join(clientDirectory, file)), { level: 9 }).length
const attributeValues = (html: string, element: RegExp, attribute: string) =>
	[...html.matchAll(element)].flatMap((match) => {
		const value = match[0].match(new RegExp(`\\b${attribute}="([^"]*)"`))?.[1]
		return value ? [value] : []
	})

/** Every script the page loads before it is interactive: module preloads and external scripts. */
function initialScripts(html: string) {
	return new Set([
		...attributeValues(html, /<link[^>]*rel="modulepreload"[^>]*>/g, 'href'),
		...attributeValues(html, /<script[^>]*\bsrc="[^"]*"[^>]*>/g, 'src'),
		...[...html.matchAll(/import\("([^"]+)"\)/g)].map((match) => match[1] ?? ''),
	])
}

const stylesheets = (html: string) =>
	attributeValues(html, /<link[^>]*rel="stylesheet"[^>]*>/g, 'href')

const total = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + gzipSize(file), 0)

test('the home page loads at most 140 KB of JavaScript (gzip) before it is interactive', () => {
	const scripts = initialScripts(documentFor(pages.home.path))
	expect(scripts.size).toBeGreaterThan(0)
	expect(total(scripts)).toBeLessThanOrEqual(HOME_INITIAL_JS)
})

test('each plant-sizing calculator loads at most 150 KB of JavaScript (gzip) before it is interactive', () => {
	for (const path of calculatorPaths) {
		const scripts = initialScripts(documentFor(path))
		expect(scripts.size, path).toBeGreaterThan(0)
		expect(total(scripts), path).toBeLessThanOrEqual(CALCULATOR_INITIAL_JS)
	}
})

test('the quote page loads at most 150 KB of JavaScript (gzip) before it is interactive', () => {
	const scripts = initialScripts(documentFor(pages.quote.path))
	expect(scripts.size).toBeGreaterThan(0)
	expect(total(scripts)).toBeLessThanOrEqual(QUOTE_INITIAL_JS)
})

test('every other route loads at most 144 KB of JavaScript (gzip) before it is interactive', () => {
	const over = prerenderedPagePaths
		.filter((path) => !ownBudget.includes(path) && !calculatorPaths.includes(path))
		.map((path) => ({ path, bytes: total(initialScripts(documentFor(path))) }))
		.filter(({ bytes }) => bytes > ROUTE_INITIAL_JS)
	expect(over).toEqual([])
})

test('every route loads at most 25 KB of CSS (gzip)', () => {
	for (const path of prerenderedPagePaths) {
		expect(total(stylesheets(documentFor(path))), path).toBeLessThanOrEqual(CSS)
	}
})

test("the preloaded font arrives in a new connection's first round trip (at most 13 KB)", () => {
	const fonts = attributeValues(
		documentFor(pages.home.path),
		/<link[^>]*rel="preload"[^>]*as="font"[^>]*>/g,
		'href',
	)
	expect(fonts).toHaveLength(1)
	for (const font of fonts) {
		expect(statSync(join(clientDirectory, font)).size).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BODY)
	}
})

test('no route has a render-blocking request to another host', () => {
	for (const path of prerenderedPagePaths) {
		const head = documentFor(path).split('</head>')[0] ?? ''
		const blocking = [
			...stylesheets(head),
			...attributeValues(head, /<script(?![^>]*\b(?:async|defer|type="module"))[^>]*>/g, 'src'),
		]
		expect(
			blocking.filter((url) => !url.startsWith('/') || url.startsWith('//')),
			path,
		).toEqual([])
	}
})

test('no route starts a module download before its first paint: every module preload and the module script wait in the noscript holder', () => {
	for (const path of prerenderedPagePaths) {
		const html = documentFor(path)
		const holder = html.match(/<noscript id="hydration-scripts">([\s\S]*?)<\/noscript>/)?.[1] ?? ''
		const outside = html.replace(holder, '')
		expect(holder, path).toMatch(/<script type="module"/)
		expect(initialScripts(holder).size, path).toBeGreaterThan(0)
		expect(initialScripts(outside), path).toEqual(new Set())
		expect(outside, path).not.toMatch(/<script type="module"/)
	}
})
