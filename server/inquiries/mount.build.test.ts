import { mkdtempSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { fieldMessageWords } from '#app/content/inquiries.ts'
import { INQUIRY_IDEMPOTENCY_FIELD, INQUIRY_SCRIPT_PARAM } from '#app/lib/inquiry-protocol.ts'
import { securityHeaders } from '#app/site/security-headers.ts'
import { freshKey, validContact } from '../../tests/support/inquiry-api.ts'
import { buildDirectory } from '../build-directory.ts'
import { createSiteApp } from '../site-app.ts'
import { readInquiryConfig } from './config.ts'
import { inquiryRequestContext } from './context.ts'
import { createInquiryApi, type InquiryApi } from './index.ts'

let dataDir: string
let api: InquiryApi
let server: Server
let url: string
/** The same app behind our TLS-terminating proxy (TRUST_PROXY set). */
let proxiedServer: Server
let proxiedUrl: string

beforeAll(async () => {
	dataDir = mkdtempSync(join(tmpdir(), 'inquiry-mount-'))
	api = createInquiryApi(readInquiryConfig({ DATA_DIR: dataDir }))
	const siteApp = (trustProxy: boolean) =>
		createSiteApp({
			buildDirectory,
			getLoadContext: (_request, peerAddress) => inquiryRequestContext({ api, peerAddress }),
			trustProxy,
		})
	const listen = async (trustProxy: boolean) => {
		const app = await siteApp(trustProxy)
		const listening = await new Promise<Server>((resolve) => {
			const started = app.listen(0, '127.0.0.1', () => resolve(started))
		})
		return {
			listening,
			url: `http://127.0.0.1:${(listening.address() as AddressInfo).port}`,
		}
	}
	;({ listening: server, url } = await listen(false))
	;({ listening: proxiedServer, url: proxiedUrl } = await listen(true))
})

afterAll(async () => {
	await new Promise((resolve) => server.close(resolve))
	await new Promise((resolve) => proxiedServer.close(resolve))
	await api.close()
	rmSync(dataDir, { recursive: true, force: true })
})

test('the site server hands /api/inquiries to its resource route, with the security headers', async () => {
	const response = await fetch(`${url}/api/inquiries`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify(validContact),
	})
	expect(response.status).toBe(201)
	for (const [name, value] of Object.entries(securityHeaders))
		expect(response.headers.get(name)).toBe(value)
	expect((await fetch(`${url}/api/inquiries`)).status).toBe(405)
})

test('paths under /api/ no route answers still get the site’s answers', async () => {
	expect((await fetch(`${url}/api/unknown`)).status).toBe(404)
	expect((await fetch(`${url}/api/unknown`, { method: 'POST' })).status).toBe(405)
	expect((await fetch(`${url}/`)).status).toBe(200)
})

test('a contact form posted without JavaScript and refused comes back as the contact page, its form holding the errors and everything typed', async () => {
	const response = await fetch(`${url}/contact`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
		body: new URLSearchParams({ ...validContact, email: 'not-an-address', message: 'Keep <this>' }),
		redirect: 'manual',
	})
	expect(response.status).toBe(422)
	const html = await response.text()
	expect(html).toContain(fieldMessageWords.emailInvalid)
	expect(html).toContain('value="not-an-address"')
	expect(html).toContain('Keep &lt;this&gt;</textarea>')
	// The page's inline scripts are allowed by hash, as in the prerendered pages.
	expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/)
})

/** A sign-in to the inbox with a wrong password: the action answers 401, a refused origin never reaches it. */
const signIn = (base: string, path: string, headers: Record<string, string>) =>
	fetch(`${base}${path}`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
		body: new URLSearchParams({ intent: 'sign-in', name: 'owner', password: 'not the password' }),
		redirect: 'manual',
	})

test("the inbox's actions refuse a post from another site's page, as a form and as the router's data request", async () => {
	for (const path of ['/admin', '/admin.data']) {
		const foreign = await signIn(url, path, { Origin: 'https://evil.example' })
		expect(foreign.status, path).toBe(400)
		expect(foreign.headers.get('set-cookie'), path).toBeNull()
		const own = await signIn(url, path, { Origin: url })
		expect(own.status, path).toBe(401)
	}
})

test('behind the TLS-terminating proxy a page of the address the visitor used may post, and only such a page', async () => {
	const forwarded = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'www.example.com' }
	const own = await signIn(proxiedUrl, '/admin', {
		...forwarded,
		Origin: 'https://www.example.com',
	})
	expect(own.status).toBe(401)
	const plainHttp = await signIn(proxiedUrl, '/admin', {
		...forwarded,
		Origin: 'http://www.example.com',
	})
	expect(plainHttp.status).toBe(400)
	const other = await signIn(proxiedUrl, '/admin', { ...forwarded, Origin: 'https://evil.example' })
	expect(other.status).toBe(400)
	// Without the proxy setting the forwarded headers are the client's own claim and count for nothing.
	const unproxied = await signIn(url, '/admin', { ...forwarded, Origin: 'https://www.example.com' })
	expect(unproxied.status).toBe(400)
})

// Last in this file: it spends the address's allowance of the one inbox the tests share.
test('a page posted past the rate limit answers 429 with Retry-After, as the endpoint does, with and without JavaScript', async () => {
	const post = (path: string) =>
		fetch(`${url}${path}`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: url },
			body: new URLSearchParams({ ...validContact, [INQUIRY_IDEMPOTENCY_FIELD]: freshKey() }),
			redirect: 'manual',
		})
	let refused: Response | undefined
	for (let sent = 0; sent < 10 && !refused; sent += 1) {
		const response = await post('/contact')
		if (response.status === 429) refused = response
	}
	expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0)
	const fromScript = await post(`/contact.data?${INQUIRY_SCRIPT_PARAM}`)
	expect(fromScript.status).toBe(429)
	expect(Number(fromScript.headers.get('retry-after'))).toBeGreaterThan(0)
})
