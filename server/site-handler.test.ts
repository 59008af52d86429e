import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { pages } from '#app/content/pages.ts'
import { queryRenderedPaths } from '#app/site/paths.ts'
import { inlineScriptHashes, securityHeaders } from '#app/site/security-headers.ts'
import { rawRequest } from '../tests/support/raw-request.ts'
import { createSiteServer } from './site-handler.ts'
import { defaultContentSecurityPolicy } from './site-rules.ts'

const page = (text: string) =>
	`<!DOCTYPE html><html><head><script>window.ctx=${JSON.stringify(text)}</script></head><body><h1>${text}</h1><script type="module">import("/assets/app-abc123.js")</script></body></html>`

const OUTSIDE_MARKER = 'outside-the-build-directory'

let parent: string
let root: string
let server: Server
let port: number

// The server's answer with the body as text.
async function send(method: string, path: string, headers: Record<string, string> = {}) {
	const response = await rawRequest({ hostname: '127.0.0.1', port, method, path, headers })
	return { ...response, body: response.body.toString('utf8') }
}

beforeAll(async () => {
	parent = mkdtempSync(join(tmpdir(), 'site-handler-'))
	root = join(parent, 'client')
	writeFileSync(join(parent, 'outside.txt'), OUTSIDE_MARKER)
	mkdirSync(join(root, 'about'), { recursive: true })
	mkdirSync(join(root, 'assets'))
	writeFileSync(join(root, 'index.html'), page('Home'))
	mkdirSync(join(root, 'plant-sizing'))
	writeFileSync(join(root, 'plant-sizing', 'water-treatment.html'), page('Calculator'))
	writeFileSync(join(root, 'about', 'index.html'), page('About'))
	writeFileSync(join(root, 'about', 'index.html.br'), brotliCompressSync(page('About')))
	writeFileSync(join(root, 'assets', 'app-abc123.js'), 'console.log("app")')
	writeFileSync(join(root, '404.html'), page('Page not found'))
	writeFileSync(join(root, '404-service.html'), page('Service not found'))
	writeFileSync(join(root, '404.html.br'), brotliCompressSync(page('Page not found')))
	writeFileSync(join(root, '_headers'), '/*\n  X-Host-Rule: yes\n')
	server = createSiteServer(root)
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	port = (server.address() as AddressInfo).port
})

afterAll(async () => {
	await new Promise((resolve) => server.close(resolve))
	rmSync(parent, { recursive: true, force: true })
})

describe('pages and assets', () => {
	test('serves a prerendered page with a CSP that allows exactly its inline scripts', async () => {
		const response = await send('GET', '/about')
		expect(response.status).toBe(200)
		expect(response.body).toContain('<h1>About</h1>')
		const csp = String(response.headers['content-security-policy'])
		for (const hash of inlineScriptHashes(page('About'))) expect(csp).toContain(hash)
		expect(csp).not.toContain("unsafe-inline' ;")
		expect(csp).toMatch(/script-src 'self' 'sha256-[^']+' 'sha256-[^']+'(;|$)/)
		expect(csp).toContain("frame-ancestors 'none'")
		expect(response.headers['cache-control']).toBe('no-cache')
	})

	test("answers a page's revalidation with 304 and that page's CSP, which browsers keep for it", async () => {
		const first = await send('GET', '/about')
		const revalidated = await send('GET', '/about', {
			'if-none-match': String(first.headers.etag),
		})
		expect(revalidated.status).toBe(304)
		expect(revalidated.headers['content-security-policy']).toBe(
			first.headers['content-security-policy'],
		)
	})

	test('serves hashed assets as immutable for a year', async () => {
		const response = await send('GET', '/assets/app-abc123.js')
		expect(response.status).toBe(200)
		expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
	})

	test('allows no inline script in responses that are not documents', async () => {
		for (const path of ['/assets/app-abc123.js', '/about/', '/%']) {
			const response = await send('GET', path)
			expect(response.headers['content-security-policy'], path).toBe(defaultContentSecurityPolicy)
		}
	})

	test('sends the security headers with every response, whatever its status', async () => {
		for (const path of ['/', '/nope', '/about/', '/%E0%A4%A']) {
			const response = await send('GET', path)
			for (const [name, value] of Object.entries(securityHeaders)) {
				expect(response.headers[name.toLowerCase()], `${name} on ${path}`).toBe(value)
			}
		}
	})

	test('answers HEAD without a body and OPTIONS with the allowed methods', async () => {
		const head = await send('HEAD', '/about')
		expect(head.status).toBe(200)
		expect(head.body).toBe('')
		const options = await send('OPTIONS', '/about')
		expect(options.status).toBe(204)
		expect(options.headers.allow).toBe('GET, HEAD, OPTIONS')
	})

	test.each(['POST', 'PUT', 'DELETE', 'PATCH', 'TRACE'])(
		'refuses %s with 405 and the allowed methods',
		async (method) => {
			const response = await send(method, '/about')
			expect(response.status).toBe(405)
			expect(response.headers.allow).toBe('GET, HEAD, OPTIONS')
		},
	)
})

describe('not found and redirects', () => {
	test('answers an unknown path with status 404 and the not-found page', async () => {
		const response = await send('GET', '/no-such-page')
		expect(response.status).toBe(404)
		expect(response.body).toContain('Page not found')
		expect(response.headers['content-security-policy']).toContain('sha256-')
	})

	test('answers an unknown service slug with status 404 and the service not-found page', async () => {
		const response = await send('GET', '/services/no-such-plant')
		expect(response.status).toBe(404)
		expect(response.body).toContain('Service not found')
	})

	test('serves the brotli copy of the not-found page to browsers that accept it', async () => {
		const response = await send('GET', '/nope', { 'accept-encoding': 'gzip, br' })
		expect(response.status).toBe(404)
		expect(response.headers['content-encoding']).toBe('br')
	})

	test('redirects /services/soda-and-juice-plants permanently to the canonical slug', async () => {
		const response = await send('GET', '/services/soda-and-juice-plants?ref=old')
		expect(response.status).toBe(301)
		expect(response.headers.location).toBe('/services/soda-juice-plants?ref=old')
	})

	test('redirects a trailing slash to the canonical path', async () => {
		const response = await send('GET', '/about/')
		expect(response.status).toBe(301)
		expect(response.headers.location).toBe('/about')
	})

	test.each(['//evil.example/', '/\\evil.example/', '///evil.example//'])(
		'never redirects %s to another host',
		async (path) => {
			const response = await send('GET', path)
			expect(response.status).toBe(301)
			expect(response.headers.location).toBe('/evil.example')
		},
	)
})

describe('hostile requests', () => {
	test.each([
		'/../outside.txt',
		'/..%2foutside.txt',
		'/%2e%2e/outside.txt',
		'/.%2e/outside.txt',
		'/%2e%2e%2foutside.txt',
		'/%252e%252e/outside.txt',
		'/%252e%252e%252foutside.txt',
		'/assets/..%5c..%5coutside.txt',
		'/..%c0%afoutside.txt',
		'/assets/%2e%2e/%2e%2e/outside.txt',
	])('never serves a file outside the build for %s', async (path) => {
		const response = await send('GET', path)
		expect([400, 404]).toContain(response.status)
		expect(response.body).not.toContain(OUTSIDE_MARKER)
	})

	test.each(['/%E0%A4%A', '/%', '/about%00.html', '/%00', '/..%00/outside.txt'])(
		'answers the malformed path %s with 400',
		async (path) => {
			expect((await send('GET', path)).status).toBe(400)
		},
	)

	test('answers a very long URL without a server error', async () => {
		const response = await send('GET', `/${'a'.repeat(8000)}`)
		expect(response.status).toBe(404)
	})

	test('answers a URL or header block over the limit with 431 and the security headers', async () => {
		for (const response of [
			await send('GET', `/${'a'.repeat(20_000)}`),
			await send('GET', '/about', { 'x-padding': 'a'.repeat(20_000) }),
		]) {
			expect(response.status).toBe(431)
			expect(response.headers['x-content-type-options']).toBe('nosniff')
			expect(response.headers['content-security-policy']).toBe(defaultContentSecurityPolicy)
		}
	})

	test('answers a method HTTP does not know with 400 and the security headers', async () => {
		const response = await send('FOO', '/about')
		expect(response.status).toBe(400)
		expect(response.headers['x-frame-options']).toBe('DENY')
	})

	test.each(['/_headers', '/_redirects', '/%5Fheaders'])(
		'answers the static-host rules file %s with the not-found page',
		async (path) => {
			const response = await send('GET', path)
			expect(response.status).toBe(404)
			expect(response.body).toContain('Page not found')
			expect(response.body).not.toContain('X-Host-Rule')
		},
	)
})

describe('health, ranges and validators', () => {
	test('answers GET /healthz with 200 that no cache may keep', async () => {
		const response = await send('GET', '/healthz')
		expect(response.status).toBe(200)
		expect(response.headers['cache-control']).toBe('no-store')
		expect(response.headers['x-content-type-options']).toBe('nosniff')
	})

	test('serves one byte range of a file with 206, and 416 for a range past its end', async () => {
		const partial = await send('GET', '/assets/app-abc123.js', { range: 'bytes=0-6' })
		expect(partial.status).toBe(206)
		expect(partial.body).toBe('console')
		expect(partial.headers['content-range']).toBe('bytes 0-6/18')
		const suffix = await send('GET', '/assets/app-abc123.js', { range: 'bytes=-7' })
		expect(suffix.body).toBe('("app")')
		const beyond = await send('GET', '/assets/app-abc123.js', { range: 'bytes=100-' })
		expect(beyond.status).toBe(416)
		expect(beyond.headers['content-range']).toBe('bytes */18')
	})

	test('answers If-Modified-Since at or after the build time with 304', async () => {
		const first = await send('GET', '/about')
		const revalidated = await send('GET', '/about', {
			'if-modified-since': String(first.headers['last-modified']),
		})
		expect(revalidated.status).toBe(304)
	})

	test('gives the brotli copy its own ETag, so caches never swap the two encodings', async () => {
		const about = await send('GET', '/about')
		const brotli = await send('GET', '/about', { 'accept-encoding': 'br' })
		expect(brotli.headers['content-encoding']).toBe('br')
		expect(about.headers.etag).toBeTruthy()
		expect(brotli.headers.etag).not.toBe(about.headers.etag)
	})
})

describe('with an app handler and an access log', () => {
	let apiServer: Server
	let apiPort: number
	const logLines: string[] = []
	const sendToApiServer = async (method: string, path: string, headers = {}) => {
		const response = await rawRequest({
			hostname: '127.0.0.1',
			port: apiPort,
			method,
			path,
			headers,
		})
		return { ...response, body: response.body.toString('utf8') }
	}

	beforeAll(async () => {
		apiServer = createSiteServer(root, {
			app: {
				handles: (_method, pathname) =>
					pathname.startsWith('/api/') || queryRenderedPaths.includes(pathname),
				listener(req, res) {
					res
						.writeHead(201, { 'Content-Type': 'application/json' })
						.end(JSON.stringify({ rendered: req.url }))
				},
			},
			logAccess: (line) => logLines.push(line),
		})
		await new Promise<void>((resolve) => apiServer.listen(0, '127.0.0.1', resolve))
		apiPort = (apiServer.address() as AddressInfo).port
	})
	afterAll(async () => {
		await new Promise((resolve) => apiServer.close(resolve))
	})

	test('lets the app answer the paths it has a handler for, POST included, with the security headers and no caching', async () => {
		const response = await sendToApiServer('POST', '/api/inquiries')
		expect(response.status).toBe(201)
		expect(JSON.parse(response.body)).toEqual({ rendered: '/api/inquiries' })
		expect(response.headers['x-frame-options']).toBe('DENY')
		expect(response.headers['cache-control']).toBe('no-store')
	})

	test('leaves every other request to the site', async () => {
		const page = await sendToApiServer('GET', '/about')
		expect(page.body).toContain('<h1>About</h1>')
		expect(page.headers['content-security-policy']).toMatch(/^default-src[^,]*'sha256-/)
		expect((await sendToApiServer('POST', '/about')).status).toBe(405)
	})

	test("renders a calculator's query per request, with the security headers, but serves its page without one from the build", async () => {
		const query = `${pages.plantSizingWater.path}?source=borewell&tds=470`
		const rendered = await sendToApiServer('GET', query)
		expect(JSON.parse(rendered.body)).toEqual({ rendered: query })
		expect(rendered.headers['x-frame-options']).toBe('DENY')
		expect(rendered.headers['cache-control']).toBe('no-store')
		const plain = await sendToApiServer('GET', pages.plantSizingWater.path)
		expect(plain.body).toContain('<h1>Calculator</h1>')
		expect((await sendToApiServer('GET', '/about?source=borewell')).body).toContain(
			'<h1>About</h1>',
		)
	})

	test('logs each request as one Combined Log Format line', async () => {
		logLines.length = 0
		await sendToApiServer('GET', '/about?from=mail', {
			referer: 'https://example.com/',
			'user-agent': 'Tester "quoted"',
		})
		// The line is written once the response has finished, which may be after the client has it.
		await vi.waitFor(() => expect(logLines).toHaveLength(1))
		expect(logLines[0]).toMatch(
			/^127\.0\.0\.1 - - \[\d\d\/[A-Z][a-z]{2}\/\d{4}:\d\d:\d\d:\d\d \+0000\] "GET \/about\?from=mail HTTP\/1\.1" 200 \d+ "https:\/\/example\.com\/" "Tester \\"quoted\\""$/,
		)
	})

	test('logs the visitor a local proxy names in X-Forwarded-For', async () => {
		logLines.length = 0
		await sendToApiServer('GET', '/about', { 'x-forwarded-for': '203.0.113.7' })
		await vi.waitFor(() => expect(logLines).toHaveLength(1))
		expect(logLines[0]).toMatch(/^203\.0\.113\.7 - - /)
	})
})
