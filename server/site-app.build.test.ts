// One table of expectations, checked against the build as `npm start` serves it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { Agent } from 'node:http'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { pages as pages_ } from '#app/content/pages.ts'
import { fillingSearch } from '#app/lib/sizing/filling-params.ts'
import { sewageSearch } from '#app/lib/sizing/sewage-params.ts'
import { waterSearch } from '#app/lib/sizing/sizing-params.ts'
import { publishedWellWater } from '#app/lib/sizing/worked-examples.ts'
import { queryRenderedPaths } from '#app/site/paths.ts'
import { redirects } from '#app/site/redirects.ts'
import {
	CMS_OPENER_POLICY,
	CMS_PATH,
	cacheControlFor,
	OPENER_POLICY_HEADER,
	PRIVATE_PAGE_PATH,
	SAME_ORIGIN_OPENER_POLICY,
	securityHeaders,
} from '#app/site/security-headers.ts'
import { sizingSummary } from '#app/site/sizing-summary.ts'
import { MIN_COMPRESS_BYTES } from '../scripts/precompress.ts'
import { freePort, type LocalServer, startNodeServer } from '../tests/support/local-servers.ts'
import { type RawResponse, rawRequest } from '../tests/support/raw-request.ts'
import { buildDirectory } from './build-directory.ts'
import { ALLOW_HEADER, defaultContentSecurityPolicy, siteDocuments } from './site-app.ts'

const client = join(buildDirectory, 'client')
if (!existsSync(client)) throw new Error('No build/client: run `npm run build` first.')

const documents = siteDocuments(client)
const calculatorQueries: Readonly<Record<string, string>> = {
	[pages_.plantSizingWater.path]: waterSearch(publishedWellWater),
	[pages_.plantSizingFilling.path]: fillingSearch({
		product: 'water',
		container: '500ml',
		output: 9000,
		unit: 'bph',
	}),
	[pages_.plantSizingSewage.path]: sewageSearch({ building: 'hospital', count: 150 }),
}
// React escapes these in text; a figure such as "m³/h" reads the same either way.
const escapeHtml = (text: string) =>
	text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

const pages = documents.map((document) => ({
	...document,
	path: document.file.replace(/\/index\.html$/, '') || '/',
}))
const assets = readdirSync(join(client, 'assets'), { encoding: 'utf8' })
	.filter((name) => !/\.(br|gz)$/.test(name))
	.map((name) => `/assets/${name}`)
const generatedFiles = readdirSync(join(client, 'generated'), { encoding: 'utf8' }).map(
	(name) => `/generated/${name}`,
)

const TYPES: Readonly<Record<string, RegExp>> = {
	html: /^text\/html/,
	js: /^(text|application)\/javascript/,
	css: /^text\/css/,
	svg: /^image\/svg\+xml/,
	woff2: /^font\/woff2$/,
	png: /^image\/png$/,
	webmanifest: /^application\/manifest\+json/,
}
const typeOf = (file: string) => TYPES[file.split('.').pop() ?? ''] ?? /./

// Files outside build/client that a path traversal could reach: the server bundle, the project's
// package.json.
const OUTSIDE_BUILD = ['createRequestHandler', '"name": "jalsetu-site"']

type Case = {
	method?: string
	path: string
	headers?: Record<string, string>
	status: number | readonly number[]
	location?: string
	/** The response body must be exactly this file of build/client. */
	file?: string
	encoding?: 'br' | 'gzip'
	csp?: string
	/** The opener policy it must have, when not the same-origin every other response has. */
	openerPolicy?: string
	cacheControl?: string
	contentType?: RegExp
	allow?: string
}

const CLIENT_ERROR = [400, 404, 405, 414, 431] as const
const brotli = { 'accept-encoding': 'gzip, deflate, br' }
const gzip = { 'accept-encoding': 'gzip' }
const precompressed = (file: string, suffix: 'br' | 'gz') =>
	existsSync(join(client, `${file}.${suffix}`))

// Rendered per request (no file is the page of an unknown URL), so its policy is its own and no cache
// keeps it.
const notFound = (path: string, headers: Record<string, string> = {}): Case => ({
	path,
	headers,
	status: 404,
	cacheControl: 'no-store',
	contentType: TYPES.html,
})

const table: Readonly<Record<string, readonly Case[]>> = {
	'serves every prerendered route with its document, its own CSP and no-cache (the inbox no-store)':
		pages.map(({ path, file, csp, openerPolicy }) => ({
			path,
			status: 200,
			file,
			csp,
			openerPolicy,
			cacheControl: path === PRIVATE_PAGE_PATH ? 'no-store' : 'no-cache',
			contentType: TYPES.html,
		})),
	// The content editor's page is a few tags long, too short to be worth a compressed copy.
	'serves the brotli or gzip copy of every route to browsers that accept it': pages
		.filter(({ file }) => statSync(join(client, file)).size >= MIN_COMPRESS_BYTES)
		.flatMap(({ path, file, csp }) =>
			(['br', 'gzip'] as const).map((encoding) => ({
				path,
				headers: encoding === 'br' ? brotli : gzip,
				status: 200,
				file: `${file}.${encoding === 'br' ? 'br' : 'gz'}`,
				encoding,
				csp,
			})),
		),
	// Its sign-in popup hands the token back through window.opener, which same-origin would cut.
	"lets only the content editor's page keep its link to a sign-in popup of another origin": [
		{ path: CMS_PATH.replace(/\/$/, ''), status: 200, openerPolicy: CMS_OPENER_POLICY },
		...['/', '/about', `${CMS_PATH}config.yml`, '/no-such-page'].map((path) => ({
			path,
			status: path === '/no-such-page' ? 404 : 200,
		})),
	],
	'answers HEAD like GET, without a body': ['/', '/about', '/services/ss-vessels'].map((path) => ({
		method: 'HEAD',
		path,
		status: 200,
		csp: pages.find((page) => page.path === path)?.csp,
	})),
	'serves every hashed asset as immutable for a year, with a CSP allowing no inline script':
		assets.map((file) => ({
			path: file,
			status: 200,
			file,
			csp: defaultContentSecurityPolicy,
			cacheControl: cacheControlFor(file),
			contentType: typeOf(file),
		})),
	'serves the precompressed copies of assets': assets
		.filter((file) => precompressed(file, 'br'))
		.flatMap((file) => [
			{ path: file, headers: brotli, status: 200, file: `${file}.br`, encoding: 'br' as const },
			{ path: file, headers: gzip, status: 200, file: `${file}.gz`, encoding: 'gzip' as const },
		]),
	'serves the icons and manifest with their types, to be revalidated': generatedFiles.map(
		(file) => ({
			path: file,
			status: 200,
			file,
			cacheControl: 'no-cache',
			contentType: typeOf(file),
		}),
	),
	'redirects every legacy slug permanently to its canonical page, keeping the query': redirects.map(
		(rule) => ({ path: `${rule.from}?ref=old`, status: 301, location: `${rule.to}?ref=old` }),
	),
	'redirects a trailing slash permanently to the canonical URL': [
		...pages
			.filter(({ path }) => path !== '/')
			.map(({ path }) => ({ path: `${path}/`, status: 301, location: path })),
		{ path: '/about//?x=1', status: 301, location: '/about?x=1' },
		{ path: '//', status: 301, location: '/' },
		{ path: '//evil.example/', status: 301, location: '/evil.example' },
		{ path: '/\\evil.example/', status: 301, location: '/evil.example' },
	],
	'answers an unknown URL with status 404 and the not-found document of its family': [
		notFound('/no-such-page'),
		notFound('/services/no-such-plant'),
		notFound('/service-details/no-such-plant'),
		notFound('/services/no-such-plant/deeper'),
		notFound('/assets/no-such-file.js'),
		notFound('/no-such-page', brotli),
		notFound('/services/no-such-plant', brotli),
	],
	'answers OPTIONS with the allowed methods and refuses other methods with 405': [
		{ method: 'OPTIONS', path: '/about', status: 204, allow: ALLOW_HEADER },
		...['PUT', 'DELETE', 'PATCH', 'TRACE'].map((method) => ({
			method,
			path: '/about',
			status: 405,
			allow: ALLOW_HEADER,
		})),
		// React Router answers a post to a page without an action.
		{ method: 'POST', path: '/about', status: 405 },
		{ method: 'POST', path: '/no-such-page', status: 405 },
	],
	'answers a method HTTP does not know with a client error': [
		{ method: 'FOO', path: '/about', status: [400, 405] },
	],
	'never serves a file from outside build/client': [
		'/../server/index.js',
		'/..%2fserver%2findex.js',
		'/%2e%2e/server/index.js',
		'/.%2e/server/index.js',
		'/%2e%2e%2fserver%2findex.js',
		'/%252e%252e/server/index.js',
		'/%252e%252e%252fserver%252findex.js',
		'/assets/..%5c..%5cserver%5cindex.js',
		'/assets/%2e%2e/%2e%2e/package.json',
		'/..%c0%af..%c0%afpackage.json',
		'//../../package.json',
		'/../server/index.js',
	].map((path) => ({ path, status: CLIENT_ERROR })),
	'answers malformed or NUL-smuggling paths with 400': [
		'/%E0%A4%A',
		'/%',
		'/about%00.html',
		'/%00',
		'/..%00/package.json',
	].map((path) => ({ path, status: 400 })),
	'answers over-long URLs and header blocks with a client error, never a server error': [
		{ path: `/${'a'.repeat(6000)}`, status: 404 },
		{ path: `/${'a'.repeat(20_000)}`, status: CLIENT_ERROR },
		{ path: '/about', headers: { 'x-padding': 'a'.repeat(20_000) }, status: CLIENT_ERROR },
		{
			path: '/about',
			headers: Object.fromEntries(
				Array.from({ length: 400 }, (_, index) => [`x-header-${index}`, 'a'.repeat(100)]),
			),
			status: CLIENT_ERROR,
		},
	],
}

function send(agent: Agent, base: string, item: Case) {
	const { hostname, port, protocol } = new URL(base)
	const { method = 'GET', path, headers } = item
	return rawRequest({ agent, hostname, port, protocol, method, path, headers })
}

function check(response: RawResponse, item: Case) {
	const where = `${item.method ?? 'GET'} ${item.path.slice(0, 80)} ${JSON.stringify(item.headers ?? {}).slice(0, 60)}`
	const statuses = typeof item.status === 'number' ? [item.status] : item.status
	expect.soft(statuses, `${where}: status ${response.status}`).toContain(response.status)
	const expectedHeaders = {
		...securityHeaders,
		[OPENER_POLICY_HEADER]: item.openerPolicy ?? SAME_ORIGIN_OPENER_POLICY,
	}
	for (const [name, value] of Object.entries(expectedHeaders)) {
		expect.soft(response.headers[name.toLowerCase()], `${where}: ${name}`).toBe(value)
	}
	const csp = String(response.headers['content-security-policy'])
	expect.soft(csp, `${where}: CSP`).toMatch(/frame-ancestors 'none'/)
	expect.soft(csp, `${where}: CSP`).not.toMatch(/script-src[^;]*'unsafe-inline'/)
	if (item.csp) expect.soft(csp, `${where}: CSP`).toBe(item.csp)
	if (item.location)
		expect.soft(response.headers.location, `${where}: Location`).toBe(item.location)
	if (item.cacheControl)
		expect
			.soft(response.headers['cache-control'], `${where}: Cache-Control`)
			.toBe(item.cacheControl)
	if (item.contentType)
		expect
			.soft(response.headers['content-type'], `${where}: Content-Type`)
			.toMatch(item.contentType)
	if (item.allow) expect.soft(response.headers.allow, `${where}: Allow`).toBe(item.allow)
	expect
		.soft(response.headers['content-encoding'], `${where}: Content-Encoding`)
		.toBe(item.encoding)
	if (item.encoding)
		expect.soft(response.headers.vary, `${where}: Vary`).toMatch(/accept-encoding/i)
	if (item.method === 'HEAD') expect.soft(response.body.length, `${where}: body`).toBe(0)
	if (item.file) {
		const expected = readFileSync(join(client, item.file))
		expect.soft(response.body.equals(expected), `${where}: body is ${item.file}`).toBe(true)
	}
	const text = response.body.toString('latin1')
	for (const marker of OUTSIDE_BUILD) expect.soft(text, where).not.toContain(marker)
}

describe('npm start', () => {
	let server: LocalServer
	let agent: Agent

	beforeAll(async () => {
		server = await startNodeServer(await freePort())
		agent = new Agent({ keepAlive: true, maxSockets: 8 })
	})
	afterAll(async () => {
		agent?.destroy()
		await server?.stop()
	})

	// Browsers replace a cached page's headers with those of the 304, CSP included.
	test("answers a page's revalidation with 304 and that page's own CSP", async () => {
		for (const { path, csp } of pages) {
			const { headers } = await send(agent, server.url, { path, status: 200 })
			const validator: Record<string, string> = headers.etag
				? { 'if-none-match': String(headers.etag) }
				: { 'if-modified-since': String(headers['last-modified']) }
			const response = await send(agent, server.url, { path, headers: validator, status: 304 })
			expect.soft(response.status, path).toBe(304)
			expect.soft(response.headers['content-security-policy'], path).toBe(csp)
		}
	})

	test("renders a calculator's result from its query, for a form sent without JavaScript", async () => {
		for (const path of queryRenderedPaths) {
			const query = calculatorQueries[path] ?? ''
			const summary = sizingSummary(`${path}${query}`)
			const response = await send(agent, server.url, { path: `${path}${query}`, status: 200 })
			expect.soft(response.status, path).toBe(200)
			const html = response.body.toString('utf8')
			// Every result figure the rules give is in the page the server drew (a list's items each).
			for (const item of summary?.results.flatMap(({ value }) => value.split(', ')) ?? [])
				expect.soft(html, `${path}: ${item}`).toContain(escapeHtml(item))
			expect.soft(summary?.results.length, path).toBeGreaterThan(5)
		}
	})

	test.each(Object.entries(table))('%s', async (_, cases) => {
		const responses = await Promise.all(
			cases.map(async (item) => ({ item, response: await send(agent, server.url, item) })),
		)
		for (const { item, response } of responses) check(response, item)
	})
})
