import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterEach, describe, expect, test, vi } from 'vitest'
import {
	postJson,
	startTestApi,
	type TestApi,
	validContact,
	validQuestion,
} from '../../tests/support/inquiry-api.ts'
import { MAX_FAILED_SIGN_INS, SESSION_COOKIE } from './admin.ts'
import { csvCell } from './csv.ts'
import { openDatabase } from './database.ts'
import { setUserPassword } from './passwords.ts'

// Each sign-in and password change runs scrypt at full cost, seconds in all on a busy machine.
vi.setConfig({ testTimeout: 30_000 })

const PASSWORD = 'correct horse battery'

let running: TestApi | undefined
async function start(environment: Record<string, string> = {}) {
	running = await startTestApi({ INQUIRY_RATE_LIMIT: '0', ...environment })
	const database = openDatabase(join(running.dataDir, 'inquiries.sqlite'))
	await setUserPassword(database, 'alice', PASSWORD)
	database.close()
	return running
}
afterEach(async () => {
	await running?.stop()
	running = undefined
})

/** A call as the inbox page makes it: same origin, JSON, with the session cookie if any. */
function call(
	api: TestApi,
	method: string,
	path: string,
	options: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
) {
	return fetch(`${api.url}/api/admin${path}`, {
		method,
		headers: {
			...(method === 'GET' ? { 'Sec-Fetch-Site': 'same-origin' } : { Origin: api.origin }),
			...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
			...(options.cookie ? { Cookie: options.cookie } : {}),
			...options.headers,
		},
		body: options.body === undefined ? undefined : JSON.stringify(options.body),
	})
}

async function signIn(api: TestApi, password = PASSWORD) {
	const response = await call(api, 'POST', '/session', { body: { name: 'alice', password } })
	const setCookie = response.headers.get('set-cookie') ?? ''
	return { response, setCookie, cookie: setCookie.split(';')[0] ?? '' }
}

describe('signing in', () => {
	test('signs in with the right password: HttpOnly, SameSite=Strict session cookie, no-store', async () => {
		const api = await start()
		const { response, setCookie, cookie } = await signIn(api)
		expect(response.status).toBe(200)
		expect(response.headers.get('cache-control')).toBe('no-store')
		expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[^;]{40,};`))
		expect(setCookie).toContain('HttpOnly')
		expect(setCookie).toContain('SameSite=Strict')
		expect(setCookie).not.toContain('Secure')
		expect(await (await call(api, 'GET', '/session', { cookie })).json()).toEqual({ name: 'alice' })
	})

	test('marks the cookie Secure when the request came over HTTPS through the trusted proxy', async () => {
		const api = await start({ TRUST_PROXY: '1' })
		const response = await call(api, 'POST', '/session', {
			body: { name: 'alice', password: PASSWORD },
			headers: { 'X-Forwarded-Proto': 'https', Origin: `https://${new URL(api.url).host}` },
		})
		expect(response.status).toBe(200)
		expect(response.headers.get('set-cookie')).toContain('Secure')
	})

	test('refuses a wrong password or an unknown user with 401 and no cookie', async () => {
		const api = await start()
		const { response, setCookie } = await signIn(api, 'wrong password!!')
		expect(response.status).toBe(401)
		expect(setCookie).toBe('')
		const unknown = await call(api, 'POST', '/session', {
			body: { name: 'mallory', password: PASSWORD },
		})
		expect(unknown.status).toBe(401)
	})

	test(`locks sign-in after ${MAX_FAILED_SIGN_INS} failures, even with the right password, with 429 and Retry-After`, async () => {
		const api = await start()
		for (let attempt = 0; attempt < MAX_FAILED_SIGN_INS; attempt += 1)
			expect((await signIn(api, `wrong password ${attempt}`)).response.status).toBe(401)
		const { response } = await signIn(api)
		expect(response.status).toBe(429)
		expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
	})

	test('signs out: the session no longer works and the cookie is cleared', async () => {
		const api = await start()
		const { cookie } = await signIn(api)
		const out = await call(api, 'DELETE', '/session', { cookie })
		expect(out.status).toBe(204)
		expect(out.headers.get('set-cookie')).toMatch(
			new RegExp(`^${SESSION_COOKIE}=;.*Expires=Thu, 01 Jan 1970`),
		)
		expect((await call(api, 'GET', '/inquiries', { cookie })).status).toBe(401)
	})

	test('refuses every inbox call without a session', async () => {
		const api = await start()
		for (const path of ['/session', '/inquiries', '/inquiries.csv'])
			expect((await call(api, 'GET', path)).status).toBe(401)
		expect(
			(await call(api, 'GET', '/inquiries', { cookie: `${SESSION_COOKIE}=forged` })).status,
		).toBe(401)
	})

	test('refuses calls from another origin, even with a valid session', async () => {
		const api = await start()
		const { cookie } = await signIn(api)
		const foreign = { Origin: 'https://evil.example' }
		expect((await call(api, 'GET', '/inquiries', { cookie, headers: foreign })).status).toBe(403)
		expect(
			(
				await call(api, 'GET', '/inquiries', {
					cookie,
					headers: { 'Sec-Fetch-Site': 'cross-site' },
				})
			).status,
		).toBe(403)
		expect(
			(
				await call(api, 'POST', '/session', {
					body: { name: 'alice', password: PASSWORD },
					headers: foreign,
				})
			).status,
		).toBe(403)
		const noOrigin = await fetch(`${api.url}/api/admin/session`, {
			method: 'DELETE',
			headers: { Cookie: cookie },
		})
		expect(noOrigin.status).toBe(403)
	})

	test('resetting a password with user:add signs the user out everywhere', async () => {
		const api = await start()
		const { cookie } = await signIn(api)
		const database = openDatabase(join(api.dataDir, 'inquiries.sqlite'))
		await setUserPassword(database, 'alice', 'another long password')
		database.close()
		expect((await call(api, 'GET', '/session', { cookie })).status).toBe(401)
	})
})

describe('the inbox', () => {
	async function withInquiries() {
		const api = await start()
		const contact = (await (await postJson(api.url, validContact)).json()) as { id: string }
		// The inbox orders by arrival time: the second inquiry must arrive in a later millisecond.
		const firstArrival = Date.now()
		await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(firstArrival))
		const question = (await (await postJson(api.url, validQuestion)).json()) as { id: string }
		const { cookie } = await signIn(api)
		return { api, cookie, contactId: contact.id, questionId: question.id }
	}

	test('lists inquiries newest first with kind, service, name, subject, received, status and spam flag', async () => {
		const { api, cookie, contactId, questionId } = await withInquiries()
		const response = await call(api, 'GET', '/inquiries', { cookie })
		expect(response.headers.get('cache-control')).toBe('no-store')
		const { inquiries } = (await response.json()) as { inquiries: Record<string, unknown>[] }
		expect(inquiries.map((inquiry) => inquiry.id)).toEqual([questionId, contactId])
		expect(inquiries[0]).toMatchObject({
			kind: 'question',
			service: 'ss-vessels',
			serviceTitle: 'SS Vessels',
			name: 'Ravi',
			status: 'new',
			spam: false,
		})
		expect(inquiries[1]).toMatchObject({
			kind: 'contact',
			subject: 'RO plant for 2,000 L/h',
			receivedAt: expect.stringMatching(/^\d{4}-/),
		})
	})

	test('opens one inquiry with its message and deliveries', async () => {
		const { api, cookie, contactId } = await withInquiries()
		const { inquiry } = (await (
			await call(api, 'GET', `/inquiries/${contactId}`, { cookie })
		).json()) as { inquiry: Record<string, unknown> }
		expect(inquiry).toMatchObject({
			id: contactId,
			phone: '+91 98765 43210',
			message: validContact.message,
			deliveries: [],
		})
		expect((await call(api, 'GET', '/inquiries/no-such-id', { cookie })).status).toBe(404)
	})

	test('marks an inquiry handled, spam or new again, and filters the list by status', async () => {
		const { api, cookie, contactId } = await withInquiries()
		const handled = await call(api, 'PATCH', `/inquiries/${contactId}`, {
			cookie,
			body: { status: 'handled' },
		})
		expect(handled.status).toBe(200)
		expect(((await handled.json()) as { inquiry: { status: string } }).inquiry.status).toBe(
			'handled',
		)
		const list = (await (
			await call(api, 'GET', '/inquiries?status=handled', { cookie })
		).json()) as { inquiries: { id: string }[] }
		expect(list.inquiries.map((inquiry) => inquiry.id)).toEqual([contactId])
		expect(
			(await call(api, 'PATCH', `/inquiries/${contactId}`, { cookie, body: { status: 'spam' } }))
				.status,
		).toBe(200)
		expect(
			(
				await call(api, 'PATCH', `/inquiries/${contactId}`, {
					cookie,
					body: { status: 'archived' },
				})
			).status,
		).toBe(400)
	})

	test('exports CSV in UTF-8 with a BOM, escaping cells a spreadsheet would run as formulas', async () => {
		const api = await start()
		await postJson(api.url, {
			...validContact,
			name: '=HYPERLINK("http://evil.example")',
			msg_subject: '+1 subject',
			message: '@SUM(A1), "quoted"\nनमस्ते',
		})
		const { cookie } = await signIn(api)
		const response = await call(api, 'GET', '/inquiries.csv', { cookie })
		expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
		expect(response.headers.get('content-disposition')).toMatch(
			/^attachment; filename="inquiries-\d{4}-\d{2}-\d{2}\.csv"$/,
		)
		const bytes = new Uint8Array(await response.arrayBuffer())
		expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
		const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
		expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")"`)
		expect(text).toContain(",'+1 subject,")
		expect(text).toContain(`"'@SUM(A1), ""quoted""\nनमस्ते"`)
	})
})

test('escapes every cell that starts with = + - @, tab or carriage return', () => {
	expect(['=1+1', '+1', '-1', '@A1', '\tx', '\rx'].map(csvCell)).toEqual([
		`'=1+1`,
		`'+1`,
		`'-1`,
		`'@A1`,
		`'\tx`,
		`"'\rx"`,
	])
	expect(csvCell('plain')).toBe('plain')
	expect(csvCell(null)).toBe('')
})

test('stores users with scrypt hashes, not passwords', async () => {
	const api = await start()
	const database = new DatabaseSync(join(api.dataDir, 'inquiries.sqlite'), { readOnly: true })
	const [user] = database.prepare('SELECT password_hash FROM users').all() as {
		password_hash: string
	}[]
	database.close()
	expect(user?.password_hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$/)
	expect(user?.password_hash).not.toContain(PASSWORD)
})
