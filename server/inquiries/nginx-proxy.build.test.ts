// deploy/nginx.conf serves the pages itself and hands /api/ and form posts to `npm run serve`: an
// inquiry posted to nginx over HTTPS is stored by the Node server behind it, with nginx's own body
// limit in front.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { Agent, request } from 'node:https'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
	INQUIRY_IDEMPOTENCY_FIELD,
	INQUIRY_MAX_BODY_BYTES,
	INQUIRY_STARTED_AT_FIELD,
} from '#app/lib/inquiry-protocol.ts'
import { QUOTE_MAX_BODY_BYTES, QUOTE_REPORT_MAX_BYTES } from '#app/lib/quote-request.ts'
import {
	freshKey,
	pdfBytes,
	quoteFormData,
	validContact,
	validQuote,
} from '../../tests/support/inquiry-api.ts'
import {
	freePort,
	type LocalNginx,
	type LocalServer,
	nginxUnavailableReason,
	startNginx,
	startNodeServer,
} from '../../tests/support/local-servers.ts'

test("deploy/nginx.conf's body caps are the server's own limits: an inquiry's, and a quote's with its report", () => {
	const site = readFileSync(join(import.meta.dirname, '..', '..', 'deploy', 'nginx.conf'), 'utf8')
	const caps = new Set(
		[...site.matchAll(/client_max_body_size (\d+)k;/g)].map((match) => Number(match[1]) * 1024),
	)
	expect(caps).toEqual(new Set([INQUIRY_MAX_BODY_BYTES, QUOTE_MAX_BODY_BYTES]))
})

describe.skipIf(Boolean(nginxUnavailableReason()))('nginx in front of the inquiry API', () => {
	const dataDir = mkdtempSync(join(tmpdir(), 'inquiries-nginx-'))
	let node: LocalServer
	let nginx: LocalNginx
	const agent = new Agent({ rejectUnauthorized: false })

	beforeAll(async () => {
		const apiPort = await freePort()
		node = await startNodeServer(apiPort, {
			DATA_DIR: dataDir,
			TRUST_PROXY: '1',
			INQUIRY_RATE_LIMIT: '0',
			WEB_CONCURRENCY: '1',
		})
		nginx = await startNginx(await freePort(apiPort + 1), { apiPort })
	}, 30_000)
	afterAll(async () => {
		await nginx?.stop()
		await node?.stop()
		rmSync(dataDir, { recursive: true, force: true })
	})

	/** A request to nginx's HTTPS port, as a browser on the site's own origin sends it. */
	const send = (
		method: string,
		path: string,
		body: string | Buffer = '',
		contentType = 'application/json',
	) =>
		new Promise<{ status: number; body: string }>((resolve, reject) => {
			const { hostname, port } = new URL(nginx.url)
			const req = request(
				{
					hostname,
					port,
					method,
					path,
					agent,
					headers: {
						host: 'www.example.com',
						origin: 'https://www.example.com',
						'content-type': contentType,
						'content-length': String(Buffer.byteLength(body)),
					},
				},
				(res) => {
					let text = ''
					res.on('data', (chunk) => (text += chunk))
					res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
				},
			)
			req.on('error', (error: NodeJS.ErrnoException) => {
				// nginx may answer 413 and close before a large body is all sent.
				if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error)
			})
			req.end(body)
		})
	const post = (body: string) => send('POST', '/api/inquiries', body)

	test('an inquiry posted to nginx is stored by the Node server, which sees the visitor over HTTPS', async () => {
		const key = freshKey()
		const response = await post(
			JSON.stringify({
				...validContact,
				[INQUIRY_IDEMPOTENCY_FIELD]: key,
				[INQUIRY_STARTED_AT_FIELD]: Date.now() - 60_000,
			}),
		)
		expect(response.status, response.body).toBe(201)
		const database = new DatabaseSync(join(dataDir, 'inquiries.sqlite'), { readOnly: true })
		const rows = database
			.prepare('SELECT name FROM inquiries WHERE idempotency_key = ?')
			.all(key) as { name: string }[]
		database.close()
		expect(rows).toEqual([{ name: validContact.name }])
	})

	test('nginx refuses a body over the inquiry limit before it reaches the server', async () => {
		const response = await post('x'.repeat(INQUIRY_MAX_BODY_BYTES + 1024))
		expect(response.status).toBe(413)
	})

	test('a form posted without JavaScript reaches its page action through nginx; a page without one refuses the POST with 405', async () => {
		const form = (fields: Record<string, string>) =>
			send(
				'POST',
				'/contact',
				new URLSearchParams(fields).toString(),
				'application/x-www-form-urlencoded',
			)
		const stored = await form({ ...validContact, [INQUIRY_IDEMPOTENCY_FIELD]: freshKey() })
		expect(stored.status).toBe(303)
		const refused = await form({ ...validContact, email: 'not-an-address' })
		expect(refused.status).toBe(422)
		expect(refused.body).toContain('value="not-an-address"')
		expect((await send('POST', '/about')).status).toBe(405)
	})
	test('the inbox, its data and its export are answered by the Node server through nginx, never from a file', async () => {
		const page = await send('GET', '/admin')
		expect(page.status).toBe(200)
		expect(page.body).toContain('>Sign in</h2>')
		expect((await send('GET', '/admin.data')).status).toBe(200)
		expect((await send('GET', '/admin/inquiries.csv')).status).toBe(401)
	})

	/** A quote as the form posts it, multipart with a report of `reportBytes`, ready to send. */
	async function multipartQuote(reportBytes: number) {
		const encoded = new Response(
			quoteFormData(
				{ ...validQuote, [INQUIRY_IDEMPOTENCY_FIELD]: freshKey() },
				{ bytes: pdfBytes(reportBytes), name: 'lab.pdf' },
			),
		)
		return {
			body: Buffer.from(await encoded.arrayBuffer()),
			type: encoded.headers.get('content-type') ?? '',
		}
	}

	test('a quote with a 5 MB report passes nginx to the endpoint and is stored; a 6 MB one is refused with 413', async () => {
		const largest = await multipartQuote(QUOTE_REPORT_MAX_BYTES)
		// Posted as a form without JavaScript: stored, it answers with the thank-you page.
		const stored = await send('POST', '/api/inquiries', largest.body, largest.type)
		expect(stored.status, stored.body).toBe(303)
		const tooLarge = await multipartQuote(6 * 1024 * 1024)
		expect((await send('POST', '/api/inquiries', tooLarge.body, tooLarge.type)).status).toBe(413)
	})

	test('the quote page takes a quote-sized post through to the server, while other pages keep the small cap', async () => {
		const quote = await multipartQuote(1024 * 1024)
		const toQuotePage = await send('POST', '/quote', quote.body, quote.type)
		expect(toQuotePage.status).not.toBe(413)
		expect(toQuotePage.body).not.toContain('<center>nginx</center>')
		const toContactPage = await send('POST', '/contact', quote.body, quote.type)
		expect(toContactPage.status).toBe(413)
		expect(toContactPage.body).toContain('<center>nginx</center>')
		const justOver = await send(
			'POST',
			'/contact',
			'x'.repeat(INQUIRY_MAX_BODY_BYTES + 1),
			'application/x-www-form-urlencoded',
		)
		expect(justOver.body).toContain('<center>nginx</center>')
	})
})
