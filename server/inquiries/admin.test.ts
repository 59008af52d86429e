import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { describe, expect, test, vi } from 'vitest'
import { pages } from '#app/content/pages.ts'
import { quoteFormText } from '#app/content/quote.ts'
import { INQUIRIES_CSV_URL, inquiryReportUrl } from '#app/lib/inbox-protocol.ts'
import {
	pdfBytes,
	postJson,
	postQuote,
	quoteFormData,
	sha256,
	type TestApi,
	validContact,
	validQuestion,
	validQuote,
	validQuoteFigures,
} from '../../tests/support/inquiry-api.ts'
import { testApiPerTest } from '../../tests/support/test-api-per-test.ts'
import { MAX_FAILED_SIGN_INS, MAX_FAILED_SIGN_INS_PER_ADDRESS, SESSION_COOKIE } from './admin.ts'
import { csvCell } from './csv.ts'
import { openDatabase } from './database.ts'
import { setUserPassword } from './passwords.ts'

// Each sign-in and password change runs scrypt at full cost, seconds in all on a busy machine.
vi.setConfig({ testTimeout: 30_000 })

const PASSWORD = 'correct horse battery'
/** More guesses at once than the limit, many times over, as a script would send them. */
const PARALLEL_GUESSES = 40

const start = testApiPerTest(async (api) => {
	const database = openDatabase(join(api.dataDir, 'inquiries.sqlite'))
	await setUserPassword(database, 'alice', PASSWORD)
	database.close()
})

/** A form post as the inbox page sends it: same origin, urlencoded, with the session cookie if any. */
function post(
	api: TestApi,
	fields: Record<string, string>,
	options: { cookie?: string; headers?: Record<string, string> } = {},
) {
	return fetch(`${api.url}${pages.admin.path}`, {
		method: 'POST',
		headers: {
			Origin: api.origin,
			'Content-Type': 'application/x-www-form-urlencoded',
			...(options.cookie ? { Cookie: options.cookie } : {}),
			...options.headers,
		},
		body: new URLSearchParams(fields).toString(),
		redirect: 'manual',
	})
}

/** What the inbox page's loader gives the page at `search`, with the session cookie if any. */
async function inbox(api: TestApi, cookie = '', search = '') {
	const response = await fetch(`${api.url}${pages.admin.path}${search}`, {
		headers: cookie ? { Cookie: cookie } : {},
	})
	expect(response.status).toBe(200)
	expect(response.headers.get('cache-control')).toBe('no-store')
	return (await response.json()) as {
		user: string | null
		inquiries?: Record<string, unknown>[]
		opened?: Record<string, unknown> | null
	}
}

/**
 * The rows of cells a spreadsheet reads from `csv` when `separator` splits its cells: a `"` opens or
 * closes a quoted stretch (`""` within one is a quote), and only a separator or a line end outside
 * one splits.
 */
function spreadsheetRows(csv: string, separator: ',' | ';'): string[][] {
	const rows: string[][] = [[]]
	let cell = ''
	let quoted = false
	for (let index = 0; index < csv.length; index += 1) {
		const character = csv[index]
		if (character === '"' && quoted && csv[index + 1] === '"') {
			cell += '"'
			index += 1
		} else if (character === '"') quoted = !quoted
		else if (!quoted && character === separator) {
			rows.at(-1)?.push(cell)
			cell = ''
		} else if (!quoted && csv.startsWith('\r\n', index)) {
			rows.at(-1)?.push(cell)
			rows.push([])
			cell = ''
			index += 1
		} else cell += character
	}
	if (cell) rows.at(-1)?.push(cell)
	return rows.filter((row) => row.length > 0)
}

async function signIn(api: TestApi, password = PASSWORD) {
	const response = await post(api, { intent: 'sign-in', name: 'alice', password })
	const setCookie = response.headers.get('set-cookie') ?? ''
	return { response, setCookie, cookie: setCookie.split(';')[0] ?? '' }
}

describe('signing in', () => {
	test('signs in with the right password: back to the inbox with an HttpOnly, SameSite=Strict session cookie', async () => {
		const api = await start()
		const { response, setCookie, cookie } = await signIn(api)
		expect(response.status).toBe(303)
		expect(response.headers.get('location')).toBe(pages.admin.path)
		expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[^;]{40,};`))
		expect(setCookie).toContain('HttpOnly')
		expect(setCookie).toContain('SameSite=Strict')
		expect(setCookie).not.toContain('Secure')
		expect((await inbox(api, cookie)).user).toBe('alice')
	})

	test('marks the cookie Secure when the request came over HTTPS through the trusted proxy', async () => {
		const api = await start({ TRUST_PROXY: '1' })
		const response = await post(
			api,
			{ intent: 'sign-in', name: 'alice', password: PASSWORD },
			{ headers: { 'X-Forwarded-Proto': 'https', Origin: `https://${new URL(api.url).host}` } },
		)
		expect(response.status).toBe(303)
		expect(response.headers.get('set-cookie')).toContain('Secure')
	})

	test('refuses a wrong password or an unknown user with 401, the message, the name kept and no cookie', async () => {
		const api = await start()
		const { response, setCookie } = await signIn(api, 'wrong password!!')
		expect(response.status).toBe(401)
		expect(setCookie).toBe('')
		expect(await response.json()).toEqual({ name: 'alice', error: 'Wrong user name or password.' })
		const unknown = await post(api, { intent: 'sign-in', name: 'mallory', password: PASSWORD })
		expect(unknown.status).toBe(401)
	})

	test(`locks sign-in after ${MAX_FAILED_SIGN_INS} failures, even with the right password, with 429, Retry-After and when to try again`, async () => {
		const api = await start()
		for (let attempt = 0; attempt < MAX_FAILED_SIGN_INS; attempt += 1)
			expect((await signIn(api, `wrong password ${attempt}`)).response.status).toBe(401)
		const { response, setCookie } = await signIn(api)
		expect(response.status).toBe(429)
		expect(setCookie).toBe('')
		const retryAfter = Number(response.headers.get('retry-after'))
		expect(retryAfter).toBeGreaterThan(0)
		const { error } = (await response.json()) as { error: string }
		expect(error).toContain(`about ${Math.ceil(retryAfter / 60)} minutes`)
	})

	/** A sign-in for alice from `address`, as our proxy passes it on. */
	const signInFrom = (api: TestApi, address: string, password: string) =>
		post(
			api,
			{ intent: 'sign-in', name: 'alice', password },
			{ headers: { 'X-Forwarded-For': address } },
		)

	test(`${PARALLEL_GUESSES} parallel wrong sign-ins from one address run at most ${MAX_FAILED_SIGN_INS} password checks, and the owner still signs in from another address`, async () => {
		const api = await start({ TRUST_PROXY: '1' })
		// One IPv6 client holds its whole /64, so the guesses come from a different address in it each.
		const answers = await Promise.all(
			Array.from({ length: PARALLEL_GUESSES }, (_, guess) =>
				signInFrom(api, `2001:db8:1:2::${guess + 1}`, `wrong password ${guess}`),
			),
		)
		const statuses = answers.map((answer) => answer.status)
		expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(
			MAX_FAILED_SIGN_INS,
		)
		expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(true)
		expect((await signInFrom(api, '2001:db8:1:3::1', PASSWORD)).status).toBe(303)
	})

	test(`${MAX_FAILED_SIGN_INS} wrong sign-ins for a name from one address do not lock its owner out at another`, async () => {
		const api = await start({ TRUST_PROXY: '1' })
		for (let attempt = 0; attempt < MAX_FAILED_SIGN_INS; attempt += 1)
			expect((await signInFrom(api, '203.0.113.7', `wrong password ${attempt}`)).status).toBe(401)
		expect((await signInFrom(api, '203.0.113.7', PASSWORD)).status).toBe(429)
		expect((await signInFrom(api, '198.51.100.20', PASSWORD)).status).toBe(303)
	})

	test(`${MAX_FAILED_SIGN_INS_PER_ADDRESS} wrong sign-ins from one IPv6 /64, under any names, lock that /64 out`, async () => {
		const api = await start({ TRUST_PROXY: '1' })
		const guessFrom = (guess: number) =>
			post(
				api,
				{ intent: 'sign-in', name: `guessed-name-${guess}`, password: 'wrong password' },
				{ headers: { 'X-Forwarded-For': `2001:db8:5:6::${guess + 1}` } },
			)
		for (let guess = 0; guess < MAX_FAILED_SIGN_INS_PER_ADDRESS; guess += 1)
			expect((await guessFrom(guess)).status).toBe(401)
		expect((await guessFrom(MAX_FAILED_SIGN_INS_PER_ADDRESS)).status).toBe(429)
	})

	test('signs out: the session no longer works and the cookie is cleared', async () => {
		const api = await start()
		const { cookie } = await signIn(api)
		const out = await post(api, { intent: 'sign-out' }, { cookie })
		expect(out.status).toBe(200)
		expect(out.headers.get('set-cookie')).toMatch(
			new RegExp(`^${SESSION_COOKIE}=;.*Expires=Thu, 01 Jan 1970`),
		)
		expect(await inbox(api, cookie)).toEqual({ user: null })
	})

	test('a session ends after its time: the inbox then gives the sign-in form and no data', async () => {
		const api = await start()
		const { cookie } = await signIn(api)
		const database = new DatabaseSync(join(api.dataDir, 'inquiries.sqlite'))
		database.prepare('UPDATE sessions SET expires_at = ?').run(Date.now() - 1)
		database.close()
		expect(await inbox(api, cookie)).toEqual({ user: null })
		const mark = await post(api, { intent: 'mark', id: 'any', status: 'spam' }, { cookie })
		expect(mark.status).toBe(401)
	})

	test('gives no inquiry, mark or export without a session', async () => {
		const api = await start()
		await postJson(api.url, validContact)
		expect(await inbox(api)).toEqual({ user: null })
		expect(await inbox(api, `${SESSION_COOKIE}=forged`)).toEqual({ user: null })
		const csv = await fetch(`${api.url}${INQUIRIES_CSV_URL}`)
		expect(csv.status).toBe(401)
		expect(await csv.text()).not.toContain(validContact.email)
		const [stored] = api.query<{ id: string }>('SELECT id FROM inquiries')
		const mark = await post(api, { intent: 'mark', id: stored?.id ?? '', status: 'spam' })
		expect(mark.status).toBe(401)
		expect(api.query<{ status: string }>('SELECT status FROM inquiries')).toEqual([
			{ status: 'new' },
		])
	})

	test('refuses a form post larger than any the inbox sends, without reading it', async () => {
		const api = await start()
		const { cookie } = await signIn(api)
		const large = await post(api, { intent: 'sign-out', padding: 'x'.repeat(8192) }, { cookie })
		expect(large.status).toBe(413)
		expect((await inbox(api, cookie)).user).toBe('alice')
	})

	test('resetting a password with user:add signs the user out everywhere', async () => {
		const api = await start()
		const { cookie } = await signIn(api)
		const database = openDatabase(join(api.dataDir, 'inquiries.sqlite'))
		await setUserPassword(database, 'alice', 'another long password')
		database.close()
		expect(await inbox(api, cookie)).toEqual({ user: null })
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
		const { inquiries = [] } = await inbox(api, cookie)
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
		const { opened } = await inbox(api, cookie, `?inquiry=${contactId}`)
		expect(opened).toMatchObject({
			id: contactId,
			phone: '+91 98765 43210',
			message: validContact.message,
			deliveries: [],
		})
		expect((await inbox(api, cookie, '?inquiry=no-such-id')).opened).toBeNull()
	})

	test('marks an inquiry handled, spam or new again, the mark persists, and the list filters by status', async () => {
		const { api, cookie, contactId } = await withInquiries()
		const mark = (status: string, id = contactId) =>
			post(api, { intent: 'mark', id, status }, { cookie })
		const handled = await mark('handled')
		expect(handled.status).toBe(200)
		expect(await handled.json()).toEqual({ marked: 'handled' })
		const { inquiries = [] } = await inbox(api, cookie, '?status=handled')
		expect(inquiries.map((inquiry) => inquiry.id)).toEqual([contactId])
		expect((await mark('spam')).status).toBe(200)
		expect((await inbox(api, cookie, `?inquiry=${contactId}`)).opened?.status).toBe('spam')
		expect((await mark('archived')).status).toBe(400)
		expect((await mark('handled', 'no-such-id')).status).toBe(404)
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
		const response = await fetch(`${api.url}${INQUIRIES_CSV_URL}`, { headers: { Cookie: cookie } })
		expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
		expect(response.headers.get('cache-control')).toBe('no-store')
		expect(response.headers.get('content-disposition')).toMatch(
			/^attachment; filename="inquiries-\d{4}-\d{2}-\d{2}\.csv"$/,
		)
		const bytes = new Uint8Array(await response.arrayBuffer())
		expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
		const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
		expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")"`)
		expect(text).toContain(`,"'+1 subject",`)
		expect(text).toContain(`"'@SUM(A1), ""quoted""\nनमस्ते"`)
	})

	test('a spreadsheet that separates cells with ; finds no formula in any cell', async () => {
		const api = await start()
		const payload = "x;=cmd|' /C calc'!A0;y"
		await postJson(api.url, { ...validContact, name: payload, msg_subject: payload })
		const { cookie } = await signIn(api)
		const csv = await (
			await fetch(`${api.url}${INQUIRIES_CSV_URL}`, { headers: { Cookie: cookie } })
		).text()
		expect(csv).toContain('cmd|')
		const cells = spreadsheetRows(csv.replace(/^\uFEFF/, ''), ';').flat()
		expect(cells.filter((cell) => /^[=+\-@]/.test(cell))).toEqual([])
	})
})

test('quotes every cell, and escapes one that starts with = + - @, tab or carriage return', () => {
	expect(['=1+1', '+1', '-1', '@A1', '\tx', '\rx', 'plain', null].map(csvCell)).toEqual([
		`"'=1+1"`,
		`"'+1"`,
		`"'-1"`,
		`"'@A1"`,
		`"'\tx"`,
		`"'\rx"`,
		'"plain"',
		'""',
	])
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

describe('quote requests in the inbox', () => {
	const REPORT_NAME = 'Analyse du forage — mars.pdf'

	async function storeQuote(api: TestApi, report = pdfBytes(200 * 1024)) {
		const response = await postQuote(
			api.url,
			quoteFormData(validQuote, { bytes: report, name: REPORT_NAME }),
		)
		expect(response.status).toBe(201)
		return { id: ((await response.json()) as { id: string }).id, report }
	}

	test('a signed-out request for a report gets 401 and not one byte of the file', async () => {
		const api = await start()
		const { id, report } = await storeQuote(api)
		const response = await fetch(`${api.url}${inquiryReportUrl(id)}`)
		expect(response.status).toBe(401)
		expect(response.headers.get('content-disposition')).toBeNull()
		const body = new Uint8Array(await response.arrayBuffer())
		expect(body.length).toBeLessThan(100)
		expect(sha256(body)).not.toBe(sha256(report))
	})

	test('a signed-in download is the file byte for byte, as an attachment under its own name, unsniffed and uncached', async () => {
		const api = await start()
		const { id, report } = await storeQuote(api)
		const { cookie } = await signIn(api)
		const response = await fetch(`${api.url}${inquiryReportUrl(id)}`, {
			headers: { Cookie: cookie },
		})
		expect(response.status).toBe(200)
		expect(response.headers.get('content-type')).toBe('application/pdf')
		expect(response.headers.get('x-content-type-options')).toBe('nosniff')
		expect(response.headers.get('cache-control')).toBe('no-store')
		const disposition = response.headers.get('content-disposition') ?? ''
		expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/)
		const encoded = disposition.split("filename*=UTF-8''")[1] ?? ''
		expect(decodeURIComponent(encoded)).toBe(REPORT_NAME)
		expect(sha256(new Uint8Array(await response.arrayBuffer()))).toBe(sha256(report))
	})

	test('a report that does not exist is 404 for a signed-in user', async () => {
		const api = await start()
		const { cookie } = await signIn(api)
		const response = await fetch(`${api.url}${inquiryReportUrl('no-such-inquiry')}`, {
			headers: { Cookie: cookie },
		})
		expect(response.status).toBe(404)
	})

	test('the kind filter lists only that kind, and an opened quote carries its figures and report', async () => {
		const api = await start()
		await postJson(api.url, validContact)
		const { id } = await storeQuote(api)
		const { cookie } = await signIn(api)
		const quotes = await inbox(api, cookie, '?kind=quote')
		expect(quotes.inquiries?.map((inquiry) => inquiry.id)).toEqual([id])
		const contacts = await inbox(api, cookie, '?kind=contact')
		expect(contacts.inquiries?.map((inquiry) => inquiry.kind)).toEqual(['contact'])
		const opened = await inbox(api, cookie, `?kind=quote&inquiry=${id}`)
		expect(opened.opened).toMatchObject({
			kind: 'quote',
			phone: validQuote.phone_number,
			quote: {
				...validQuoteFigures,
				report: { originalName: REPORT_NAME, mediaType: 'application/pdf' },
			},
		})
	})

	test("the CSV has a column per quote field under the form's labels, the choices by their labels", async () => {
		const api = await start()
		const { id } = await storeQuote(api)
		const { cookie } = await signIn(api)
		const csv = await (
			await fetch(`${api.url}${INQUIRIES_CSV_URL}`, { headers: { Cookie: cookie } })
		).text()
		const [header, row] = spreadsheetRows(csv.replace(/^\uFEFF/, ''), ',')
		const { labels } = quoteFormText
		for (const label of [
			labels.company,
			labels.capacity,
			labels.capacity_unit,
			labels.water_source,
			labels.site_location,
			labels.timeline,
			labels.water_report,
		])
			expect(header).toContain(label)
		expect(row).toContain('Borewell or groundwater')
		expect(row).toContain('litres per hour')
		expect(row?.some((cell) => cell.endsWith(inquiryReportUrl(id)))).toBe(true)
	})
})
