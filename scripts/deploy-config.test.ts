import { describe, expect, test } from 'vitest'
import { notFoundDocumentFor } from '#app/site/paths.ts'
import { redirects } from '#app/site/redirects.ts'
import {
	CMS_OPENER_POLICY,
	OPENER_POLICY_HEADER,
	openerPolicyFor,
	SAME_ORIGIN_OPENER_POLICY,
	securityHeaders,
} from '#app/site/security-headers.ts'
import { defaultContentSecurityPolicy, type SiteDocument } from '../server/site-rules.ts'
import {
	headerRules,
	renderHeadersFile,
	renderNginxHeaders,
	renderNginxMaps,
	renderRedirectsFile,
} from './deploy-config.ts'

const documents: SiteDocument[] = [
	{ file: '/404.html', path: undefined, csp: 'not-found policy' },
	{ file: '/about/index.html', path: '/about', csp: 'about policy' },
	{ file: '/cms/index.html', path: '/cms', csp: 'editor policy' },
	{ file: '/index.html', path: '/', csp: 'home policy' },
].map((document) => ({ ...document, openerPolicy: openerPolicyFor(document.file) }))
const publicFiles = [
	...documents.map(({ file }) => file),
	'/about/index.html.br',
	'/assets/app-abc123.js',
	'/assets/app-abc123.js.gz',
	'/generated/icon-192.png',
	'/robots.txt',
	'/cms/config.yml',
	'/_headers',
]

type ParsedRule = { pattern: RegExp; headers: Map<string, string> }

// How Netlify matches a `_headers` path: `*` is a splat, a trailing slash is optional.
function parseHeadersFile(text: string): ParsedRule[] {
	const rules: ParsedRule[] = []
	for (const line of text.split('\n')) {
		if (line.startsWith('/')) {
			const path = line.replace(/(.)\/$/, '$1').replace(/[.+?^${}()|[\]\\]/g, '\\$&')
			rules.push({ pattern: new RegExp(`^${path.replace('*', '.*')}/?$`), headers: new Map() })
		} else if (line.startsWith('  ')) {
			const [name = '', ...value] = line.trim().split(': ')
			rules.at(-1)?.headers.set(name, value.join(': '))
		}
	}
	return rules
}

const headersFor = (rules: ParsedRule[], url: string) => {
	const matching = rules.filter((rule) => rule.pattern.test(url))
	const names = matching.flatMap((rule) => [...rule.headers.keys()])
	return { names, headers: Object.fromEntries(matching.flatMap((rule) => [...rule.headers])) }
}

describe('_headers for static hosts', () => {
	const rules = parseHeadersFile(renderHeadersFile(headerRules(documents, publicFiles)))
	const urls = [
		'/',
		'/about',
		'/about/',
		'/assets/app-abc123.js',
		'/generated/icon-192.png',
		'/robots.txt',
		'/cms/',
		'/cms/config.yml',
	]

	test('gives each URL every header from one rule only, so no host joins two values', () => {
		for (const url of urls) {
			const { names } = headersFor(rules, url)
			expect(names.length, url).toBe(new Set(names).size)
		}
	})

	test('sends the security headers with every file', () => {
		const { [OPENER_POLICY_HEADER]: _checkedAbove, ...everyFile } = securityHeaders
		for (const url of urls) expect(headersFor(rules, url).headers).toMatchObject(everyFile)
	})

	test("lets the editor's sign-in popup answer its page and keeps every other file same-origin", () => {
		for (const url of urls)
			expect(headersFor(rules, url).headers[OPENER_POLICY_HEADER], url).toBe(
				url === '/cms/' ? CMS_OPENER_POLICY : SAME_ORIGIN_OPENER_POLICY,
			)
	})

	test("sends each page its own document's CSP, to be revalidated", () => {
		expect(headersFor(rules, '/').headers).toMatchObject({
			'Content-Security-Policy': 'home policy',
			'Cache-Control': 'no-cache',
		})
		expect(headersFor(rules, '/about/').headers['Content-Security-Policy']).toBe('about policy')
	})

	test('sends other files the CSP without inline scripts, hashed assets cached for a year', () => {
		expect(headersFor(rules, '/assets/app-abc123.js').headers).toMatchObject({
			'Content-Security-Policy': defaultContentSecurityPolicy,
			'Cache-Control': 'public, max-age=31536000, immutable',
		})
		expect(headersFor(rules, '/robots.txt').headers).toMatchObject({
			'Content-Security-Policy': defaultContentSecurityPolicy,
			'Cache-Control': 'no-cache',
		})
	})

	test('lists a directory without documents once and skips compressed copies and rule files', () => {
		const paths = headerRules(documents, publicFiles).map((rule) => rule.path)
		expect(paths).toEqual([
			'/*',
			'/assets/*',
			'/cms/config.yml',
			'/generated/*',
			'/robots.txt',
			'/about/',
			'/cms/',
			'/',
		])
	})
})

describe('_redirects for static hosts', () => {
	const lines = renderRedirectsFile()
		.split('\n')
		.filter((line) => line.startsWith('/'))
		.map((line) => line.split(' '))

	test('redirects every legacy slug permanently to its canonical page', () => {
		for (const rule of redirects) expect(lines).toContainEqual([rule.from, rule.to, '301'])
	})

	test('answers an unknown URL with the not-found document the Node server picks', () => {
		const hostAnswer = (url: string) => {
			const rule = lines.find(
				([from, , status]) =>
					status === '404' && new RegExp(`^${from?.replace(':slug', '[^/]+')}$`).test(url),
			)
			return rule?.[1] ?? '/404.html'
		}
		for (const url of ['/nope', '/services/x', '/service-details/x', '/services/x/y', '/a/b'])
			expect(hostAnswer(url), url).toBe(`/${notFoundDocumentFor(url).file}`)
	})

	test('has no trailing-slash rule, which would loop with the hosts’ own slash handling', () => {
		expect(lines.filter(([from]) => from?.endsWith('/'))).toEqual([])
	})
})

describe('nginx includes', () => {
	test('map every document file to its CSP and unknown files to the CSP without inline scripts', () => {
		const maps = renderNginxMaps(documents)
		expect(maps).toContain('\t"/about/index.html" "about policy";')
		expect(maps).toContain(`\tdefault "${defaultContentSecurityPolicy}";`)
	})

	test('refuse a value nginx would read as a variable', () => {
		expect(() =>
			renderNginxMaps([
				{ file: '/x.html', path: '/x', csp: "script-src '$x'", openerPolicy: 'same-origin' },
			]),
		).toThrow(/variable/)
	})

	test('add every security header to every response, error responses included', () => {
		const headers = renderNginxHeaders()
		for (const [name, value] of Object.entries(securityHeaders))
			if (name !== OPENER_POLICY_HEADER)
				expect(headers).toContain(`add_header ${name} "${value}" always;`)
		expect(headers).toContain(`add_header ${OPENER_POLICY_HEADER} $site_opener_policy always;`)
	})

	test("map the editor's page to the opener policy its sign-in popup needs, every other file to same-origin", () => {
		const maps = renderNginxMaps(documents)
		expect(maps).toContain(`\t"/cms/index.html" "${CMS_OPENER_POLICY}";`)
		expect(maps).toContain(`\tdefault "${SAME_ORIGIN_OPENER_POLICY}";`)
	})
})
