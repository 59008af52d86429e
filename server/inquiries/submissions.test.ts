import { request } from 'node:http'
import { describe, expect, test } from 'vitest'
import { defaultLocale, localizedPath } from '#app/content/locales.ts'
import { pages } from '#app/content/pages.ts'
import { CONTACT_MAX_LENGTHS } from '#app/lib/contact-form.ts'
import { refusalWords, tooLongMessage } from '#app/lib/form-messages.ts'
import {
	DEFAULT_INQUIRY_ENDPOINT,
	INQUIRY_HONEYPOT_FIELD,
	INQUIRY_IDEMPOTENCY_FIELD,
	INQUIRY_STARTED_AT_FIELD,
} from '#app/lib/inquiry-protocol.ts'
import {
	freshKey,
	pdfBytes,
	postForm,
	postJson,
	postUnread,
	quoteFormData,
	startTestApi,
	type TestApi,
	validContact,
	validQuestion,
	validQuote,
} from '../../tests/support/inquiry-api.ts'
import { testApiPerTest } from '../../tests/support/test-api-per-test.ts'
import { inquiryWordsIn } from './inquiry-words.ts'

const start = testApiPerTest()
const { fieldMessages: fieldMessageWords, refusals } = inquiryWordsIn(defaultLocale)

type Row = {
	id: string
	kind: string
	service: string | null
	name: string
	status: string
	spam_reason: string | null
}
const rows = (api: TestApi) => api.query<Row>('SELECT * FROM inquiries ORDER BY received_at')

describe('accepting inquiries', () => {
	test('stores a JSON contact inquiry and answers 201 with its id', async () => {
		const api = await start()
		const response = await postJson(api.url, {
			...validContact,
			[INQUIRY_IDEMPOTENCY_FIELD]: freshKey(),
		})
		expect(response.status).toBe(201)
		const { id } = (await response.json()) as { id: string }
		expect(rows(api)).toEqual([
			expect.objectContaining({
				id,
				kind: 'contact',
				name: 'Asha Patel',
				status: 'new',
				spam_reason: null,
			}),
		])
	})

	test('stores an urlencoded Ask Question post and sends the browser 303 to the thank-you page', async () => {
		const api = await start()
		const response = await postForm(api.url, validQuestion)
		expect(response.status).toBe(303)
		expect(response.headers.get('location')).toBe(pages.thankYou.path)
		expect(rows(api)).toEqual([
			expect.objectContaining({ kind: 'question', service: 'ss-vessels' }),
		])
	})

	test('an inquiry sent from a Hindi page is stored as Hindi, and one from an English page as English', async () => {
		const api = await start()
		await postForm(
			api.url,
			{ ...validQuestion, [INQUIRY_IDEMPOTENCY_FIELD]: freshKey() },
			{},
			localizedPath('hi', DEFAULT_INQUIRY_ENDPOINT),
		)
		await postForm(api.url, { ...validContact, [INQUIRY_IDEMPOTENCY_FIELD]: freshKey() })
		expect(
			api.query<{ kind: string; language: string }>(
				'SELECT kind, language FROM inquiries ORDER BY rowid',
			),
		).toEqual([
			{ kind: 'question', language: 'hi' },
			{ kind: 'contact', language: 'en' },
		])
	})

	test('a post refused whole from a Hindi page is answered in Hindi, with the way back to the form', async () => {
		const api = await start()
		const hindi = inquiryWordsIn('hi').refusals
		const response = await postForm(
			api.url,
			validContact,
			{ Origin: 'https://evil.example' },
			localizedPath('hi', DEFAULT_INQUIRY_ENDPOINT),
		)
		expect(response.status).toBe(403)
		expect((await response.text()).split('\n')).toEqual([hindi.foreignOrigin, hindi.goBack])
		expect(hindi.goBack).not.toBe(refusals.goBack)
	})

	test('answers an urlencoded post from a script that accepts JSON with JSON', async () => {
		const api = await start()
		const response = await postForm(api.url, validContact, { Accept: 'application/json' })
		expect(response.status).toBe(201)
		expect(await response.json()).toEqual({ id: expect.any(String) })
	})

	test('a double submit or retry with the same idempotency key stores one row and answers both with its id', async () => {
		const api = await start()
		const body = { ...validContact, [INQUIRY_IDEMPOTENCY_FIELD]: freshKey() }
		const answers = await Promise.all([
			postJson(api.url, body),
			postJson(api.url, body),
			postJson(api.url, body),
		])
		const ids = await Promise.all(
			answers.map(async (answer) => ((await answer.json()) as { id: string }).id),
		)
		expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201])
		expect(new Set(ids).size).toBe(1)
		expect(rows(api)).toHaveLength(1)
	})
})

describe('validation', () => {
	test('refuses an invalid contact inquiry with 422 and the contact form’s own messages', async () => {
		const api = await start()
		const response = await postJson(api.url, {
			...validContact,
			email: 'asha@',
			phone_number: '0123',
			message: '  ',
		})
		expect(response.status).toBe(422)
		expect(await response.json()).toEqual({
			errors: {
				email: fieldMessageWords.emailInvalid,
				phone_number: fieldMessageWords.phoneInvalid,
				message: fieldMessageWords.messageRequired,
			},
		})
		expect(rows(api)).toHaveLength(0)
	})

	test('refuses a question with an empty message, an invalid e-mail or an unknown service', async () => {
		const api = await start()
		const response = await postJson(api.url, {
			...validQuestion,
			email: 'ravi',
			message: '',
			service: 'time-machines',
		})
		expect(response.status).toBe(422)
		const { errors } = (await response.json()) as { errors: Record<string, string> }
		expect(Object.keys(errors).sort()).toEqual(['email', 'message', 'service'])
		expect(errors.email).toBe(fieldMessageWords.emailInvalid)
	})

	test('refuses oversized fields with the length message', async () => {
		const api = await start()
		const response = await postJson(api.url, {
			...validQuestion,
			name: 'x'.repeat(CONTACT_MAX_LENGTHS.name + 1),
		})
		expect(response.status).toBe(422)
		expect(await response.json()).toEqual({
			errors: { name: refusalWords(tooLongMessage(CONTACT_MAX_LENGTHS.name), fieldMessageWords) },
		})
	})

	test('answers a browser form post it did not store with the reasons as text, pointing back to the form that holds the input', async () => {
		const api = await start()
		const response = await postForm(api.url, { ...validContact, email: 'not-an-address' })
		expect(response.status).toBe(422)
		expect(response.headers.get('content-type')).toContain('text/plain')
		const text = await response.text()
		expect(text).toContain(fieldMessageWords.emailInvalid)
		expect(text).toContain(refusals.goBack)
		expect(rows(api)).toHaveLength(0)
	})
})

describe('abuse', () => {
	test('refuses a body over 32 KiB with 413 before reading it all', async () => {
		const api = await start()
		const response = await postJson(api.url, { ...validContact, message: 'x'.repeat(40_000) })
		expect(response.status).toBe(413)
		expect(await response.json()).toEqual({ error: refusals.tooLarge })
	})

	test('refuses a body that grows past 32 KiB without a Content-Length with 413', async () => {
		const api = await start()
		const { port } = new URL(api.url)
		const status = await new Promise<number>((resolve, reject) => {
			const req = request(
				{
					hostname: '127.0.0.1',
					port,
					method: 'POST',
					path: '/api/inquiries',
					headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
				},
				(res) => resolve(res.statusCode ?? 0),
			)
			req.on('error', reject)
			for (let chunk = 0; chunk < 40; chunk += 1) req.write('x'.repeat(1024))
			req.end()
		})
		expect(status).toBe(413)
	})

	test('refuses another content type with 415', async () => {
		const api = await start()
		const response = await fetch(`${api.url}/api/inquiries`, {
			method: 'POST',
			headers: { 'Content-Type': 'text/plain' },
			body: 'hello',
			redirect: 'manual',
		})
		expect(response.status).toBe(415)
		expect(await response.text()).toContain(refusals.unreadable)
	})

	test('refuses a post from another site’s page with 403', async () => {
		const api = await start()
		const response = await postJson(api.url, validContact, { Origin: 'https://evil.example' })
		expect(response.status).toBe(403)
		expect(await response.json()).toEqual({ error: refusals.foreignOrigin })
		expect(rows(api)).toHaveLength(0)
	})

	test('accepts a post from its own origin', async () => {
		const api = await start()
		expect((await postJson(api.url, validContact, { Origin: api.origin })).status).toBe(201)
	})

	test('stores a filled honeypot as spam and answers it exactly like success', async () => {
		const api = await start()
		const response = await postJson(api.url, {
			...validContact,
			[INQUIRY_HONEYPOT_FIELD]: 'https://spam.example',
		})
		expect(response.status).toBe(201)
		expect(rows(api)).toEqual([
			expect.objectContaining({ status: 'spam', spam_reason: 'honeypot filled' }),
		])
	})

	test('stores a form sent within 3 s of opening as spam, answered like success', async () => {
		const api = await start()
		const quick = await postForm(api.url, {
			...validContact,
			[INQUIRY_STARTED_AT_FIELD]: String(Date.now() - 500),
		})
		expect(quick.status).toBe(303)
		const patient = await postForm(api.url, {
			...validContact,
			[INQUIRY_STARTED_AT_FIELD]: String(Date.now() - 20_000),
		})
		expect(patient.status).toBe(303)
		expect(rows(api).map((row) => row.status)).toEqual(['spam', 'new'])
	})

	test('limits posts per client address to INQUIRY_RATE_LIMIT per 10 minutes with 429 and Retry-After', async () => {
		const api = await start({ INQUIRY_RATE_LIMIT: '2' })
		const statuses = []
		for (let post = 0; post < 3; post += 1)
			statuses.push((await postJson(api.url, validContact)).status)
		expect(statuses).toEqual([201, 201, 429])
		const refused = await postJson(api.url, validContact)
		expect(refused.status).toBe(429)
		const retryAfter = Number(refused.headers.get('retry-after'))
		expect(retryAfter).toBeGreaterThan(0)
		expect(retryAfter).toBeLessThanOrEqual(600)
		expect(await refused.json()).toEqual({ error: refusals.tooMany })
		expect(rows(api)).toHaveLength(2)
	})

	test('counts the address from X-Forwarded-For only with TRUST_PROXY', async () => {
		const untrusted = await start({ INQUIRY_RATE_LIMIT: '1' })
		expect(
			(await postJson(untrusted.url, validContact, { 'X-Forwarded-For': '203.0.113.1' })).status,
		).toBe(201)
		expect(
			(await postJson(untrusted.url, validContact, { 'X-Forwarded-For': '203.0.113.2' })).status,
		).toBe(429)
		await untrusted.stop()

		const trusted = await start({ INQUIRY_RATE_LIMIT: '1', TRUST_PROXY: '1' })
		expect(
			(await postJson(trusted.url, validContact, { 'X-Forwarded-For': '203.0.113.1' })).status,
		).toBe(201)
		expect(
			(await postJson(trusted.url, validContact, { 'X-Forwarded-For': '203.0.113.2' })).status,
		).toBe(201)
		// A client-supplied entry before the proxy's own is not believed.
		expect(
			(
				await postJson(trusted.url, validContact, {
					'X-Forwarded-For': '198.51.100.9, 203.0.113.2',
				})
			).status,
		).toBe(429)
	})

	test('shares the rate limit between two servers on one file, as cluster processes do', async () => {
		const first = await start({ INQUIRY_RATE_LIMIT: '2' })
		const second = await startTestApi({ INQUIRY_RATE_LIMIT: '2' }, first.dataDir)
		try {
			expect((await postJson(first.url, validContact)).status).toBe(201)
			expect((await postJson(second.url, validContact)).status).toBe(201)
			expect((await postJson(first.url, validContact)).status).toBe(429)
		} finally {
			await second.stop()
		}
	})

	test('answers other methods on the endpoint with 405', async () => {
		const api = await start()
		const response = await fetch(`${api.url}/api/inquiries`)
		expect(response.status).toBe(405)
		expect(response.headers.get('allow')).toBe('POST')
	})
})

test('strips bidi controls from every stored text field, as from report names', async () => {
	const api = await start()
	const override = '\u202e'
	await postJson(api.url, {
		...validContact,
		name: `Asha${override} Patel`,
		message: `Please call back about the ${override}exe.pdf plant${'\u2066'}`,
	})
	const [row] = api.query<{ name: string; message: string }>('SELECT name, message FROM inquiries')
	expect(row).toEqual({ name: 'Asha Patel', message: 'Please call back about the exe.pdf plant' })
})

describe('retention', () => {
	test('deletes inquiries older than LEAD_RETENTION_DAYS and keeps newer ones', async () => {
		const api = await start({ LEAD_RETENTION_DAYS: '30' })
		await postJson(api.url, validContact)
		await postJson(api.url, validQuestion)
		const day = 24 * 60 * 60 * 1000
		expect(api.api.purgeExpired(Date.now() + 29 * day)).toEqual({ inquiries: 0 })
		expect(api.api.purgeExpired(Date.now() + 31 * day)).toEqual({ inquiries: 2 })
		expect(rows(api)).toHaveLength(0)
	})
})

test('tells a browser without JavaScript that hit the rate limit to wait, with Retry-After', async () => {
	const api = await start({ INQUIRY_RATE_LIMIT: '1' })
	expect((await postForm(api.url, validQuestion)).status).toBe(303)
	const refused = await postForm(api.url, { ...validQuestion, message: 'My second question' })
	expect(refused.status).toBe(429)
	expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
	expect(await refused.text()).toContain(refusals.tooMany)
})

describe('invalid posts', () => {
	const invalidContact = { ...validContact, email: 'typo' }

	test('a burst of invalid posts from one address ends in 429 after four times INQUIRY_RATE_LIMIT', async () => {
		const api = await start({ INQUIRY_RATE_LIMIT: '2' })
		const statuses = []
		for (let post = 0; post < 9; post += 1)
			statuses.push((await postJson(api.url, invalidContact)).status)
		expect(statuses).toEqual([...Array(8).fill(422), 429])
	})

	test('invalid posts rotated through one IPv6 /64 count as one visitor', async () => {
		const api = await start({ INQUIRY_RATE_LIMIT: '1', TRUST_PROXY: '1' })
		const statuses = []
		for (let post = 0; post < 5; post += 1)
			statuses.push(
				(
					await postJson(api.url, invalidContact, {
						'X-Forwarded-For': `2001:db8:7:9:${post.toString(16)}::${post + 1}`,
					})
				).status,
			)
		expect(statuses).toEqual([422, 422, 422, 422, 429])
		// Another /64 is another visitor.
		expect(
			(await postJson(api.url, invalidContact, { 'X-Forwarded-For': '2001:db8:7:a::1' })).status,
		).toBe(422)
	})

	test('oversized posts count toward the invalid posts’ limit', async () => {
		const api = await start({ INQUIRY_RATE_LIMIT: '1' })
		const oversized = { ...validContact, message: 'x'.repeat(40_000) }
		const statuses = []
		for (let post = 0; post < 5; post += 1)
			statuses.push((await postJson(api.url, oversized)).status)
		expect(statuses).toEqual([413, 413, 413, 413, 429])
	})

	test('an address past its invalid posts’ limit is refused before its body is read', async () => {
		const api = await start({ INQUIRY_RATE_LIMIT: '1' })
		for (let post = 0; post < 5; post += 1) await postJson(api.url, invalidContact)
		const large = quoteFormData(validQuote, { bytes: pdfBytes(4 * 1024 * 1024), name: 'lab.pdf' })
		// Only the first 64 KiB are sent: an answer at all means the server did not wait for the rest.
		const refused = await postUnread(`${api.url}/api/inquiries`, large)
		expect(refused.status).toBe(429)
		expect(refused.headers.connection).toBe('close')
		expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
	})
})

test('does not count refused, invalid posts against the rate limit', async () => {
	const api = await start({ INQUIRY_RATE_LIMIT: '1' })
	for (let attempt = 0; attempt < 3; attempt += 1)
		expect((await postJson(api.url, { ...validContact, email: 'typo' })).status).toBe(422)
	expect((await postJson(api.url, validContact)).status).toBe(201)
})
