import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { locales, localizedPath } from '#app/content/locales.ts'
import {
	capacityUnitLabels,
	quoteFormText,
	quoteTimelineLabels,
	quoteWaterSourceLabels,
} from '#app/content/quote.ts'
import { findService } from '#app/content/services.ts'
import { siteUrl } from '#app/content/site-config.ts'
import { inquiryReportUrl } from '#app/lib/inbox-protocol.ts'
import {
	DEFAULT_INQUIRY_ENDPOINT,
	INQUIRY_HONEYPOT_FIELD,
	INQUIRY_IDEMPOTENCY_FIELD,
} from '#app/lib/inquiry-protocol.ts'
import { sizingSummary } from '#app/site/sizing-summary.ts'
import {
	freshKey,
	pdfBytes,
	postForm,
	postJson,
	postQuote,
	quoteFormData,
	startTestApi,
	type TestApi,
	validContact,
	validQuestion,
	validQuote,
	validQuoteFigures,
	wellWaterSizingAddress,
} from '../../tests/support/inquiry-api.ts'
import { mimeParts, startSmtp, textOf } from '../../tests/support/smtp.ts'
import { readInquiryConfig } from './config.ts'
import { MAX_DELIVERY_ATTEMPTS } from './outbox.ts'

type Hook = { body: Record<string, string>; at: number }

/** A local webhook receiver; `status` decides each answer, so failures can be injected. */
async function startWebhook(status: (call: number) => number = () => 200, delayMs = 0) {
	const calls: Hook[] = []
	let count = 0
	const server: Server = createServer((req: IncomingMessage, res) => {
		let text = ''
		req.on('data', (chunk: Buffer) => (text += chunk))
		req.on('end', () => {
			count += 1
			const answer = status(count)
			if (answer < 300) calls.push({ body: JSON.parse(text), at: Date.now() })
			else calls.push({ body: { failed: 'yes' }, at: Date.now() })
			setTimeout(() => res.writeHead(answer).end(), delayMs)
		})
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const { port } = server.address() as AddressInfo
	return {
		url: `http://127.0.0.1:${port}/leads`,
		calls,
		delivered: () => calls.filter((call) => !call.body.failed).map((call) => call.body),
		stop: () => {
			server.closeAllConnections()
			return new Promise<void>((resolve) => server.close(() => resolve()))
		},
	}
}

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
	for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
	vi.restoreAllMocks()
})
async function start(environment: Record<string, string>, dataDir?: string) {
	const api = await startTestApi({ INQUIRY_RATE_LIMIT: '0', ...environment }, dataDir)
	cleanups.push(api.stop)
	return api
}

async function until(condition: () => boolean, timeoutMs = 10_000) {
	const deadline = Date.now() + timeoutMs
	while (!condition()) {
		if (Date.now() > deadline) throw new Error('timed out waiting')
		await new Promise((resolve) => setTimeout(resolve, 20))
	}
}

type OutboxRow = {
	channel: string
	attempts: number
	delivered_at: number | null
	last_error: string | null
	next_attempt_at: number
}
const outboxOf = (api: TestApi) => api.query<OutboxRow>('SELECT * FROM outbox ORDER BY id')

describe('e-mail', () => {
	test('e-mails a stored inquiry to MAIL_TO from MAIL_FROM with Reply-To the visitor, never to the visitor', async () => {
		const smtp = await startSmtp()
		cleanups.push(smtp.stop)
		const api = await start({
			SMTP_URL: smtp.url,
			MAIL_TO: 'sales@jalsetu.example',
			MAIL_FROM: 'website@jalsetu.example',
		})
		const response = await postJson(api.url, validContact)
		expect(response.status).toBe(201)
		await until(() => smtp.mails.length === 1)
		const [mail] = smtp.mails
		expect(mail?.to).toEqual(['sales@jalsetu.example'])
		expect(mail?.from).toBe('website@jalsetu.example')
		expect(mail?.raw).toMatch(/^Reply-To: Asha Patel <asha@example\.in>$/m)
		expect(mail?.raw).toMatch(/^Subject: Website inquiry: RO plant for 2,000 L\/h$/m)
		expect(mail?.raw).toContain('Please send a quotation')
		await until(() => outboxOf(api)[0]?.delivered_at !== null)
	})

	test('an inquiry from a Hindi page reaches staff with its language named, so they answer in it', async () => {
		const smtp = await startSmtp()
		cleanups.push(smtp.stop)
		const api = await start({ SMTP_URL: smtp.url, MAIL_TO: 'sales@jalsetu.example' })
		const response = await postForm(
			api.url,
			validContact,
			{ Accept: 'application/json' },
			localizedPath('hi', DEFAULT_INQUIRY_ENDPOINT),
		)
		expect(response.status).toBe(201)
		await until(() => smtp.mails.length === 1)
		expect(smtp.mails[0]?.raw).toMatch(new RegExp(`^Language: ${locales.hi.englishName} `, 'm'))
	})

	test('retries a refused e-mail with backoff, records the failure on the row, and delivers it later', async () => {
		let refusals = 2
		const smtp = await startSmtp(() => refusals-- > 0)
		cleanups.push(smtp.stop)
		const api = await start({
			SMTP_URL: smtp.url,
			MAIL_TO: 'sales@jalsetu.example',
			DELIVERY_RETRY_BASE_MS: '150',
		})
		await postJson(api.url, validQuestion)
		await until(() => (outboxOf(api)[0]?.attempts ?? 0) >= 1)
		const afterFirstFailure = outboxOf(api)[0]
		expect(afterFirstFailure?.last_error).toContain('mailbox busy')
		expect(
			api.query<{ delivery_error: string }>('SELECT delivery_error FROM inquiries')[0]
				?.delivery_error,
		).toContain('mailbox busy')
		await until(() => smtp.mails.length === 1)
		await until(() => outboxOf(api)[0]?.delivered_at !== null)
		expect(outboxOf(api)[0]).toMatchObject({
			attempts: 3,
			last_error: expect.stringContaining('mailbox busy'),
		})
		expect(
			api.query<{ delivery_error: string | null }>('SELECT delivery_error FROM inquiries')[0]
				?.delivery_error,
		).toBeNull()
	})
})

describe('quote requests', () => {
	const mailEnvironment = (url: string) => ({
		SMTP_URL: url,
		MAIL_TO: 'sales@jalsetu.example',
	})

	test('the e-mail lists every quote field by its label and carries the report, byte for byte, under its own name', async () => {
		const smtp = await startSmtp()
		cleanups.push(smtp.stop)
		const api = await start(mailEnvironment(smtp.url))
		const report = pdfBytes(120 * 1024)
		const response = await postQuote(
			api.url,
			quoteFormData(validQuote, { bytes: report, name: 'Lab report.pdf' }),
		)
		expect(response.status).toBe(201)
		await until(() => smtp.mails.length === 1)
		const raw = smtp.mails[0]?.raw ?? ''
		const text = textOf(raw)
		const { labels } = quoteFormText
		for (const [label, value] of [
			[labels.service, findService(validQuote.service)?.title],
			[labels.name, validQuote.name],
			[labels.company, validQuote.company],
			[labels.email, validQuote.email],
			[labels.phone_number, validQuote.phone_number],
			[labels.capacity, `2,000 ${capacityUnitLabels.lph}`],
			[labels.water_source, quoteWaterSourceLabels.borewell],
			[labels.site_location, validQuote.site_location],
			[labels.timeline, quoteTimelineLabels['3-6-months']],
		])
			expect(text).toContain(`${label}: ${value}`)
		expect(text).toContain(validQuote.message)
		const attachment = mimeParts(raw).find((part) => /attachment/i.test(part.head))
		expect(attachment?.head).toMatch(/filename="?Lab report\.pdf"?/)
		expect(attachment?.head).toMatch(/content-type:\s*application\/pdf/i)
		expect(attachment?.bytes.equals(Buffer.from(report))).toBe(true)
	})

	test('a mail server that refuses the message for its size gets it without the file, with the inbox link', async () => {
		const smtp = await startSmtp(() => false, 64 * 1024)
		cleanups.push(smtp.stop)
		const api = await start(mailEnvironment(smtp.url))
		const response = await postQuote(
			api.url,
			quoteFormData(validQuote, { bytes: pdfBytes(300 * 1024), name: 'Lab report.pdf' }),
		)
		const { id } = (await response.json()) as { id: string }
		await until(() => smtp.mails.length === 1)
		const raw = smtp.mails[0]?.raw ?? ''
		expect(mimeParts(raw).some((part) => /attachment/i.test(part.head))).toBe(false)
		expect(textOf(raw)).toContain(siteUrl(inquiryReportUrl(id)))
		await until(() => outboxOf(api)[0]?.delivered_at != null)
	})

	test("the webhook JSON has the quote fields, the sizing address and the report's inbox link", async () => {
		const hook = await startWebhook()
		cleanups.push(hook.stop)
		const api = await start({ LEADS_WEBHOOK_URL: hook.url })
		const response = await postQuote(
			api.url,
			quoteFormData(
				{ ...validQuote, sizing: wellWaterSizingAddress },
				{ bytes: pdfBytes(), name: 'Lab report.pdf' },
			),
		)
		const { id } = (await response.json()) as { id: string }
		await until(() => hook.delivered().length === 1)
		expect(hook.delivered()[0]).toMatchObject({
			id,
			kind: 'quote',
			phone: validQuote.phone_number,
			quote: {
				...validQuoteFigures,
				sizingUrl: siteUrl(wellWaterSizingAddress),
				sizingFigures: { tool: sizingSummary(wellWaterSizingAddress)?.tool },
				report: { originalName: 'Lab report.pdf', url: siteUrl(inquiryReportUrl(id)) },
			},
		})
	})
})

describe('webhook', () => {
	test('posts the stored inquiry as JSON to LEADS_WEBHOOK_URL', async () => {
		const hook = await startWebhook()
		cleanups.push(hook.stop)
		const api = await start({ LEADS_WEBHOOK_URL: hook.url })
		const { id } = (await (await postJson(api.url, validQuestion)).json()) as { id: string }
		await until(() => hook.delivered().length === 1)
		expect(hook.delivered()[0]).toMatchObject({
			id,
			kind: 'question',
			service: 'ss-vessels',
			serviceTitle: 'SS Vessels',
			email: 'ravi@example.in',
		})
	})

	test('waits twice as long before each retry of a failing webhook', async () => {
		const hook = await startWebhook((call) => (call <= 3 ? 503 : 200))
		cleanups.push(hook.stop)
		const api = await start({ LEADS_WEBHOOK_URL: hook.url, DELIVERY_RETRY_BASE_MS: '200' })
		await postJson(api.url, validContact)
		await until(() => hook.delivered().length === 1)
		const gaps = hook.calls.slice(1).map((call, index) => call.at - (hook.calls[index]?.at ?? 0))
		expect(gaps[0]).toBeGreaterThanOrEqual(190)
		expect(gaps[1]).toBeGreaterThanOrEqual(390)
		expect(gaps[2]).toBeGreaterThanOrEqual(790)
		await until(() => outboxOf(api)[0]?.delivered_at !== null)
		expect(outboxOf(api)[0]).toMatchObject({
			attempts: 4,
			last_error: 'webhook: webhook answered 503 Service Unavailable',
		})
	})

	test('answers 201 at once while the webhook is slow: delivery never holds up the visitor', async () => {
		const hook = await startWebhook(() => 200, 2000)
		cleanups.push(hook.stop)
		const api = await start({ LEADS_WEBHOOK_URL: hook.url })
		const started = Date.now()
		expect((await postJson(api.url, validContact)).status).toBe(201)
		expect(Date.now() - started).toBeLessThan(1000)
	})

	test('sends nothing for spam', async () => {
		const hook = await startWebhook()
		cleanups.push(hook.stop)
		const api = await start({ LEADS_WEBHOOK_URL: hook.url })
		await postJson(api.url, { ...validContact, [INQUIRY_HONEYPOT_FIELD]: 'x' })
		await postJson(api.url, validQuestion)
		await until(() => hook.delivered().length === 1)
		await api.api.drainOutbox()
		expect(hook.delivered().map((body) => body.kind)).toEqual(['question'])
	})
})

test('two API instances on one SQLite file deliver each inquiry exactly once', async () => {
	const hook = await startWebhook(() => 200, 30)
	cleanups.push(hook.stop)
	const first = await start({ LEADS_WEBHOOK_URL: hook.url })
	const second = await start({ LEADS_WEBHOOK_URL: hook.url }, first.dataDir)
	const posts = Array.from({ length: 30 }, (_, index) =>
		postJson(index % 2 ? first.url : second.url, {
			...validContact,
			[INQUIRY_IDEMPOTENCY_FIELD]: freshKey(),
		}),
	)
	await Promise.all(posts)
	await Promise.all([first.api.drainOutbox(), second.api.drainOutbox(), first.api.drainOutbox()])
	await until(() => first.query('SELECT 1 FROM outbox WHERE delivered_at IS NULL').length === 0)
	const ids = hook.delivered().map((body) => body.id)
	expect(ids).toHaveLength(30)
	expect(new Set(ids).size).toBe(30)
})

test('with no delivery configured, logs one line per stored inquiry and keeps it in the inbox', async () => {
	const log = vi.spyOn(console, 'log').mockImplementation(() => {})
	const api = await start({})
	const { id } = (await (await postJson(api.url, validContact)).json()) as { id: string }
	expect(log.mock.calls.filter(([line]) => String(line).includes(id))).toHaveLength(1)
	expect(outboxOf(api)).toEqual([])
	expect(api.query('SELECT id FROM inquiries')).toEqual([{ id }])
})

describe('leases', () => {
	test('leaves a delivery another process holds a live lease on, and takes it over once the lease ran out', async () => {
		const hook = await startWebhook()
		cleanups.push(hook.stop)
		const api = await start({ LEADS_WEBHOOK_URL: hook.url })
		const { id } = (await (await postJson(api.url, validContact)).json()) as { id: string }
		await until(() => hook.delivered().length === 1)

		// Another process claimed the same delivery again and is still sending it.
		const database = new DatabaseSync(join(api.dataDir, 'inquiries.sqlite'))
		database
			.prepare(
				`UPDATE outbox SET delivered_at = NULL, lease_owner = 'other process', lease_until = ? WHERE inquiry_id = ?`,
			)
			.run(Date.now() + 60_000, id)
		await api.api.drainOutbox()
		expect(hook.delivered()).toHaveLength(1)

		// That process died: its lease runs out and this one delivers.
		database
			.prepare('UPDATE outbox SET lease_until = ? WHERE inquiry_id = ?')
			.run(Date.now() - 1, id)
		database.close()
		await api.api.drainOutbox()
		expect(hook.delivered()).toHaveLength(2)
	})

	test(`gives up after ${MAX_DELIVERY_ATTEMPTS} failed attempts and keeps the inquiry`, async () => {
		const hook = await startWebhook(() => 500)
		cleanups.push(hook.stop)
		const api = await start({ LEADS_WEBHOOK_URL: hook.url, DELIVERY_RETRY_BASE_MS: '1' })
		vi.spyOn(console, 'error').mockImplementation(() => {})
		await postJson(api.url, validContact)
		await until(
			() =>
				outboxOf(api)[0]?.attempts === MAX_DELIVERY_ATTEMPTS &&
				api.query('SELECT 1 FROM outbox WHERE failed_at IS NOT NULL').length === 1,
		)
		await new Promise((resolve) => setTimeout(resolve, 200))
		expect(hook.calls).toHaveLength(MAX_DELIVERY_ATTEMPTS)
		expect(api.query('SELECT id FROM inquiries')).toHaveLength(1)
	})
})

test('refuses to start with SMTP_URL but no MAIL_TO, naming the variable', () => {
	expect(() => readInquiryConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' })).toThrow(/MAIL_TO/)
	expect(() => readInquiryConfig({ INQUIRY_RATE_LIMIT: 'many' })).toThrow(/INQUIRY_RATE_LIMIT/)
})
