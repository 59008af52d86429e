import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { expect, test } from 'vitest'
import { localeCodes, localizedPath } from '../app/content/locales.ts'
import { pages } from '../app/content/pages.ts'
import { prerenderPaths } from '../app/site/paths.ts'
import { clientDirectory } from '../server/build-directory.ts'

// Budgets checked on the build output alone (deterministic, not timed, no browser). Sizes are gzip
// level 9, the way postbuild precompresses them. What a browser measures is in tests/budgets.spec.ts.
const KB = 1024
// Every page's JavaScript before it is interactive, the line the site holds every page to: the
// header, footer and router carry every page's record and link, and each route its own parts.
const INITIAL_JS = 150 * KB
const CSS = 25 * KB
// A new connection's first round trip carries ten TCP segments (about 14 KB), response headers included.
const FIRST_ROUND_TRIP_BODY = 13 * KB

/** Every prerendered page in every language. */
const editionPaths = localeCodes.flatMap((code) =>
	prerenderPaths.map((path) => localizedPath(code, path)),
)

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

test('every route loads at most 150 KB of JavaScript (gzip) before it is interactive', () => {
	const measured = editionPaths.map((path) => ({
		path,
		bytes: total(initialScripts(documentFor(path))),
	}))
	expect(measured.every(({ bytes }) => bytes > 0)).toBe(true)
	expect(measured.filter(({ bytes }) => bytes > INITIAL_JS)).toEqual([])
})

test('every route loads at most 25 KB of CSS (gzip)', () => {
	for (const path of editionPaths) {
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
	for (const path of prerenderPaths) {
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
	for (const path of prerenderPaths) {
		const html = documentFor(path)
		const holder = html.match(/<noscript id="hydration-scripts">([\s\S]*?)<\/noscript>/)?.[1] ?? ''
		const outside = html.replace(holder, '')
		expect(holder, path).toMatch(/<script type="module"/)
		expect(initialScripts(holder).size, path).toBeGreaterThan(0)
		expect(initialScripts(outside), path).toEqual(new Set())
		expect(outside, path).not.toMatch(/<script type="module"/)
	}
})
