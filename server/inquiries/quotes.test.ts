import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { describe, expect, test, vi } from 'vitest'
import { defaultLocale } from '#app/content/locales.ts'
import { pages } from '#app/content/pages.ts'
import { inquiryReportUrl } from '#app/lib/inbox-protocol.ts'
import { INQUIRY_IDEMPOTENCY_FIELD } from '#app/lib/inquiry-protocol.ts'
import {
	QUOTE_MAX_BODY_BYTES,
	QUOTE_REFERENCE_FIELD,
	QUOTE_REPORT_MAX_BYTES,
	QUOTE_SIZING_FIELD,
} from '#app/lib/quote-request.ts'
import { proposalReference } from '#app/site/proposal-reference.ts'
import { sizingSummary } from '#app/site/sizing-summary.ts'
import {
	freshKey,
	jpegBytes,
	pdfBytes,
	postQuote,
	postUnread,
	quoteFormData,
	sha256,
	signedInCookie,
	type TestApi,
	validContact,
	validQuote,
	wellWaterSizingAddress,
} from '../../tests/support/inquiry-api.ts'
import { testApiPerTest } from '../../tests/support/test-api-per-test.ts'
import { prepareInquiryStorage, readInquiryConfig } from './index.ts'
import { inquiryWordsIn } from './inquiry-words.ts'

const { fieldMessages: fieldMessageWords, refusals } = inquiryWordsIn(defaultLocale)

const start = testApiPerTest()

const uploadsOf = (api: TestApi) => {
	try {
		return readdirSync(join(api.dataDir, 'uploads'))
	} catch {
		return []
	}
}
type AttachmentRow = {
	inquiry_id: string
	stored_name: string
	original_name: string
	media_type: string
	size: number
}
const attachments = (api: TestApi) => api.query<AttachmentRow>('SELECT * FROM attachments')
const quoteRows = (api: TestApi) =>
	api.query<Record<string, unknown>>("SELECT * FROM inquiries WHERE kind = 'quote'")

/** A quote posted to the quote page's action, handed to the API's submit as the router would. */
const quoteRequest = (api: TestApi, form: FormData) =>
	new Request(`${api.url}/quote`, { method: 'POST', body: form })

describe('multipart quote requests', () => {
	test('a quote with a PDF is stored with every figure, and its report under a random name, byte for byte', async () => {
		const api = await start()
		const report = pdfBytes(300 * 1024)
		const response = await postQuote(
			api.url,
			quoteFormData(
				{
					...validQuote,
					[INQUIRY_IDEMPOTENCY_FIELD]: freshKey(),
					[QUOTE_SIZING_FIELD]: wellWaterSizingAddress,
				},
				{ bytes: report, name: 'Lab report (March).pdf' },
			),
		)
		expect(response.status).toBe(201)
		const { id } = (await response.json()) as { id: string }
		expect(quoteRows(api)).toEqual([
			expect.objectContaining({
				id,
				service: validQuote.service,
				name: validQuote.name,
				company: validQuote.company,
				phone: validQuote.phone_number,
				capacity: Number(validQuote.capacity),
				capacity_unit: validQuote.capacity_unit,
				water_source: validQuote.water_source,
				site_location: validQuote.site_location,
				timeline: validQuote.timeline,
				sizing: wellWaterSizingAddress,
			}),
		])
		const [attachment] = attachments(api)
		expect(attachment).toMatchObject({
			inquiry_id: id,
			original_name: 'Lab report (March).pdf',
			media_type: 'application/pdf',
			size: report.length,
		})
		expect(attachment?.stored_name).not.toContain('Lab report')
		expect(uploadsOf(api)).toEqual([attachment?.stored_name])
		const stored = readFileSync(join(api.dataDir, 'uploads', attachment?.stored_name ?? ''))
		expect(sha256(stored)).toBe(sha256(report))
	})

	test('a quote without a report (an empty file input) is stored with no attachment', async () => {
		const api = await start()
		const form = quoteFormData(validQuote, { bytes: new Uint8Array(0), name: '' })
		const response = await postQuote(api.url, form)
		expect(response.status).toBe(201)
		expect(quoteRows(api)).toHaveLength(1)
		expect(attachments(api)).toEqual([])
		expect(uploadsOf(api)).toEqual([])
	})

	test('a text file named .pdf is refused on its field with every typed value returned, and nothing is kept', async () => {
		const api = await start()
		const key = freshKey()
		const fake = new TextEncoder().encode('Not a PDF at all, only text.\n'.repeat(100))
		const submission = await api.api.submit(
			quoteRequest(
				api,
				quoteFormData(
					{ ...validQuote, [INQUIRY_IDEMPOTENCY_FIELD]: key },
					{ bytes: fake, name: 'report.pdf', type: 'application/pdf' },
				),
			),
			'127.0.0.1',
		)
		expect(submission).toMatchObject({
			stored: false,
			status: 422,
			errors: { water_report: fieldMessageWords.reportFile },
			values: { ...validQuote, [INQUIRY_IDEMPOTENCY_FIELD]: key },
		})
		expect(quoteRows(api)).toEqual([])
		expect(uploadsOf(api)).toEqual([])
	})

	test('the endpoint answers a wrong report with 422 and the message on its field', async () => {
		const api = await start()
		const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00, 0x00, 0x00])
		const response = await postQuote(
			api.url,
			quoteFormData(validQuote, { bytes: png, name: 'scan.png', type: 'image/png' }),
		)
		expect(response.status).toBe(422)
		expect(await response.json()).toEqual({
			errors: { water_report: fieldMessageWords.reportFile },
		})
	})

	test('a report over 5 MB but within the body cap is refused on its field, with the values', async () => {
		const api = await start()
		const submission = await api.api.submit(
			quoteRequest(
				api,
				quoteFormData(validQuote, {
					bytes: pdfBytes(QUOTE_REPORT_MAX_BYTES + 1),
					name: 'big.pdf',
				}),
			),
			'127.0.0.1',
		)
		expect(submission).toMatchObject({
			status: 422,
			errors: { water_report: fieldMessageWords.reportFile },
			values: { name: validQuote.name, site_location: validQuote.site_location },
		})
		expect(uploadsOf(api)).toEqual([])
	})

	test("a body past the cap (a 6 MB file) gets 413 with Connection: close and the report's message, and nothing is stored", async () => {
		const api = await start()
		const response = await postUnread(
			`${api.url}/api/inquiries`,
			quoteFormData(validQuote, { bytes: pdfBytes(6 * 1024 * 1024), name: 'huge.pdf' }),
		)
		expect(response.status).toBe(413)
		expect(response.headers.connection).toBe('close')
		expect(JSON.parse(response.body)).toEqual({ error: fieldMessageWords.reportFile })
		expect(quoteRows(api)).toEqual([])
		expect(uploadsOf(api)).toEqual([])
	})

	test('a body that grows past the cap without a Content-Length gets 413 and leaves no file', async () => {
		const api = await start()
		const form = quoteFormData(validQuote, {
			bytes: pdfBytes(QUOTE_MAX_BODY_BYTES + 2 * 1024 * 1024),
			name: 'huge.pdf',
		})
		// Streamed in chunks, so no Content-Length is known up front: the server must count what arrives.
		const encoded = new Response(form)
		const bytes = new Uint8Array(await encoded.arrayBuffer())
		let offset = 0
		const body = new ReadableStream<Uint8Array>({
			pull(controller) {
				if (offset >= bytes.length) return controller.close()
				controller.enqueue(bytes.slice(offset, offset + 64 * 1024))
				offset += 64 * 1024
			},
		})
		const submission = await api.api.submit(
			new Request(`${api.url}/api/inquiries`, {
				method: 'POST',
				headers: { 'Content-Type': encoded.headers.get('content-type') ?? '' },
				body,
				duplex: 'half',
			} as RequestInit),
			'127.0.0.1',
		)
		// Reading stopped at the cap, short of the end.
		expect(offset).toBeLessThan(bytes.length)
		expect(submission).toMatchObject({ stored: false, status: 413 })
		expect(quoteRows(api)).toEqual([])
		expect(uploadsOf(api)).toEqual([])
	})

	test('a multipart post that is not our form (too many parts, two files, broken framing) is refused with 422, never an error', async () => {
		const api = await start()
		const manyParts = quoteFormData(validQuote)
		for (let part = 0; part < 100; part += 1) manyParts.append(`extra${part}`, 'x')
		const twoFiles = quoteFormData(validQuote, { bytes: pdfBytes(), name: 'a.pdf' })
		twoFiles.append('another', new Blob([pdfBytes() as BlobPart]), 'b.pdf')
		for (const form of [manyParts, twoFiles]) {
			const response = await postQuote(api.url, form)
			expect(response.status).toBe(422)
			expect(await response.json()).toEqual({ error: refusals.unreadable })
		}
		const broken = await fetch(`${api.url}/api/inquiries`, {
			method: 'POST',
			headers: { 'Content-Type': 'multipart/form-data; boundary=abc', Accept: 'application/json' },
			body: 'no boundary here at all',
		})
		expect(broken.status).toBe(422)
		expect(uploadsOf(api)).toEqual([])
		expect(quoteRows(api)).toEqual([])
	})

	test('a quote with a wrong field and a good report is refused and its report not kept', async () => {
		const api = await start()
		const submission = await api.api.submit(
			quoteRequest(
				api,
				quoteFormData({ ...validQuote, capacity: '0' }, { bytes: pdfBytes(), name: 'lab.pdf' }),
			),
			'127.0.0.1',
		)
		expect(submission).toMatchObject({ status: 422, errors: { capacity: expect.any(String) } })
		expect(uploadsOf(api)).toEqual([])
	})

	test("an invalid quote's report never reaches the disk: its fields are checked first", async () => {
		const api = await start()
		// A file where the uploads folder should be: any attempt to write a report fails.
		writeFileSync(join(api.dataDir, 'uploads'), '')
		const response = await postQuote(
			api.url,
			quoteFormData({ ...validQuote, name: '' }, { bytes: pdfBytes(), name: 'lab.pdf' }),
		)
		expect(response.status).toBe(422)
		expect(await response.json()).toEqual({ errors: { name: fieldMessageWords.nameRequired } })
	})

	test('the same draft sent twice stores one quote and one report', async () => {
		const api = await start()
		const key = freshKey()
		const send = () =>
			postQuote(
				api.url,
				quoteFormData(
					{ ...validQuote, [INQUIRY_IDEMPOTENCY_FIELD]: key },
					{ bytes: pdfBytes(), name: 'lab.pdf' },
				),
			)
		const first = (await (await send()).json()) as { id: string }
		const second = (await (await send()).json()) as { id: string }
		expect(second.id).toBe(first.id)
		expect(attachments(api)).toHaveLength(1)
		expect(uploadsOf(api)).toHaveLength(1)
	})

	test("a quote's sizing result is kept with the figures the rules give for its inputs and its PDF's reference, not figures from the post", async () => {
		const api = await start()
		await postQuote(
			api.url,
			quoteFormData({
				...validQuote,
				[QUOTE_SIZING_FIELD]: wellWaterSizingAddress,
				sizing_figures: JSON.stringify({ tool: 'forged', inputs: [], results: [] }),
			}),
		)
		const [row] = quoteRows(api)
		const expected = sizingSummary(wellWaterSizingAddress)
		expect(expected).toBeDefined()
		expect(JSON.parse(String(row?.sizing_figures))).toEqual({
			tool: expected?.tool,
			reference: proposalReference(wellWaterSizingAddress, new Date()),
			inputs: expected?.inputs,
			results: expected?.results,
		})
	})

	test("a quote keeps the reference its form showed before midnight in India, and files one it was not shown under the day's", async () => {
		const api = await start()
		const dayBefore = new Date(Date.now() - 24 * 60 * 60 * 1000)
		const shownBeforeMidnight = proposalReference(wellWaterSizingAddress, dayBefore)
		const twoDaysBefore = proposalReference(
			wellWaterSizingAddress,
			new Date(dayBefore.getTime() - 24 * 60 * 60 * 1000),
		)
		for (const shown of [shownBeforeMidnight, twoDaysBefore])
			await postQuote(
				api.url,
				quoteFormData({
					...validQuote,
					[QUOTE_SIZING_FIELD]: wellWaterSizingAddress,
					[QUOTE_REFERENCE_FIELD]: shown,
				}),
			)
		const filed = quoteRows(api).map((row) => JSON.parse(String(row.sizing_figures)).reference)
		expect(filed.sort()).toEqual(
			[shownBeforeMidnight, proposalReference(wellWaterSizingAddress, new Date())].sort(),
		)
	})

	test('a sizing address with inputs the calculator refuses is not kept', async () => {
		const api = await start()
		await postQuote(
			api.url,
			quoteFormData({
				...validQuote,
				[QUOTE_SIZING_FIELD]: `${pages.plantSizingWater.path}?tds=470`,
			}),
		)
		expect(quoteRows(api)).toEqual([
			expect.objectContaining({ sizing: null, sizing_figures: null }),
		])
	})

	test('a sizing address outside the plant-sizing pages is not kept', async () => {
		const api = await start()
		await postQuote(
			api.url,
			quoteFormData({ ...validQuote, [QUOTE_SIZING_FIELD]: 'https://evil.example/plant-sizing/' }),
		)
		expect(quoteRows(api)).toEqual([expect.objectContaining({ sizing: null })])
	})

	test('a contact form posted as multipart is stored like its urlencoded twin, and a file in it is not kept', async () => {
		const api = await start()
		const response = await postQuote(
			api.url,
			quoteFormData(validContact, { bytes: pdfBytes(), name: 'lab.pdf' }),
		)
		expect(response.status).toBe(201)
		expect(api.query('SELECT kind FROM inquiries')).toEqual([{ kind: 'contact' }])
		expect(uploadsOf(api)).toEqual([])
	})

	test('a quote from another origin is refused with 403 and its report not kept', async () => {
		const api = await start()
		const response = await postQuote(
			api.url,
			quoteFormData(validQuote, { bytes: pdfBytes(), name: 'lab.pdf' }),
			{ Origin: 'https://elsewhere.example' },
		)
		expect(response.status).toBe(403)
		expect(uploadsOf(api)).toEqual([])
	})

	test('quotes count against the rate limit and get Retry-After', async () => {
		const api = await start({ INQUIRY_RATE_LIMIT: '1' })
		const send = () =>
			postQuote(
				api.url,
				quoteFormData(
					{ ...validQuote, [INQUIRY_IDEMPOTENCY_FIELD]: freshKey() },
					{ bytes: pdfBytes(), name: 'lab.pdf' },
				),
			)
		expect((await send()).status).toBe(201)
		const refused = await send()
		expect(refused.status).toBe(429)
		expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
		expect(uploadsOf(api)).toHaveLength(1)
	})
})

describe("a report's name", () => {
	/** The name a signed-in download of the inquiry's report is saved under. */
	async function downloadName(api: TestApi, id: string, cookie: string) {
		const response = await fetch(`${api.url}${inquiryReportUrl(id)}`, {
			headers: { Cookie: cookie },
		})
		expect(response.status).toBe(200)
		const disposition = response.headers.get('content-disposition') ?? ''
		const [, fallback] = /filename="([^"]*)"/.exec(disposition) ?? []
		const exact = decodeURIComponent(disposition.split("filename*=UTF-8''")[1] ?? '')
		return { fallback, exact }
	}

	test('a report is stored and downloaded under the extension of the type its bytes showed, without bidi controls', async () => {
		const api = await start()
		const sent = [
			{ bytes: pdfBytes(), name: 'Water-Analysis.hta', expected: 'Water-Analysis.pdf' },
			{ bytes: jpegBytes(), name: 'photo.html', expected: 'photo.jpg' },
			{
				bytes: pdfBytes(),
				name: 'r\u00e9port \u202Egpj.exe\u2026.pdf',
				expected: 'r\u00e9port gpj.exe\u2026.pdf',
			},
		]
		const ids: string[] = []
		for (const { bytes, name } of sent) {
			const response = await postQuote(
				api.url,
				quoteFormData(
					{ ...validQuote, [INQUIRY_IDEMPOTENCY_FIELD]: freshKey() },
					{ bytes, name, type: 'text/html' },
				),
			)
			expect(response.status).toBe(201)
			ids.push(((await response.json()) as { id: string }).id)
		}
		const cookie = await signedInCookie(api)
		for (const [index, { expected }] of sent.entries()) {
			const id = ids[index] ?? ''
			const [row] = api.query<AttachmentRow>('SELECT * FROM attachments WHERE inquiry_id = ?', id)
			expect(row?.original_name).toBe(expected)
			const { fallback, exact } = await downloadName(api, id, cookie)
			expect(exact).toBe(expected)
			expect(fallback?.endsWith(expected.slice(-4))).toBe(true)
		}
	})

	test('a report stored under the name its sender gave is downloaded under its detected type all the same', async () => {
		const api = await start()
		const response = await postQuote(
			api.url,
			quoteFormData(validQuote, { bytes: pdfBytes(), name: 'Water-Analysis.pdf' }),
		)
		const { id } = (await response.json()) as { id: string }
		const database = new DatabaseSync(join(api.dataDir, 'inquiries.sqlite'))
		database
			.prepare('UPDATE attachments SET original_name = ? WHERE inquiry_id = ?')
			.run('Water-Analysis\u202Eath.hta', id)
		database.close()
		expect((await downloadName(api, id, await signedInCookie(api))).exact).toBe(
			'Water-Analysisath.pdf',
		)
	})
})

describe('uploads on disk', () => {
	test('past UPLOADS_MAX_MB a report is refused on its field with every value kept, logged once, and the quote goes without it', async () => {
		const api = await start({ UPLOADS_MAX_MB: '1' })
		const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
		try {
			const send = (report?: Uint8Array) =>
				api.api.submit(
					quoteRequest(
						api,
						quoteFormData(
							{ ...validQuote, [INQUIRY_IDEMPOTENCY_FIELD]: freshKey() },
							report && { bytes: report, name: 'lab.pdf' },
						),
					),
					'127.0.0.1',
				)
			expect(await send(pdfBytes(600 * 1024))).toMatchObject({ stored: true })
			for (let refused = 0; refused < 2; refused += 1)
				expect(await send(pdfBytes(600 * 1024))).toMatchObject({
					stored: false,
					status: 422,
					errors: { water_report: fieldMessageWords.reportsFull },
					values: { name: validQuote.name, site_location: validQuote.site_location },
				})
			expect(uploadsOf(api)).toHaveLength(1)
			expect(logged).toHaveBeenCalledTimes(1)
			expect(String(logged.mock.calls[0]?.[0])).toContain('Uploads folder full')
			expect(await send()).toMatchObject({ stored: true })
			expect(await send(pdfBytes(300 * 1024))).toMatchObject({ stored: true })
			expect(uploadsOf(api)).toHaveLength(2)
		} finally {
			logged.mockRestore()
		}
	})

	test('reports refused while the uploads folder is full count toward the invalid posts’ limit', async () => {
		const api = await start({ UPLOADS_MAX_MB: '1', INQUIRY_RATE_LIMIT: '1' })
		const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
		try {
			const send = () =>
				api.api.submit(
					quoteRequest(
						api,
						quoteFormData(
							{ ...validQuote, [INQUIRY_IDEMPOTENCY_FIELD]: freshKey() },
							{ bytes: pdfBytes(1100 * 1024), name: 'lab.pdf' },
						),
					),
					'127.0.0.1',
				)
			const statuses = []
			for (let post = 0; post < 5; post += 1) {
				const answer = await send()
				statuses.push(answer.stored ? 201 : answer.status)
			}
			expect(statuses).toEqual([422, 422, 422, 422, 429])
		} finally {
			logged.mockRestore()
		}
	})

	test('purging an expired quote removes its report', async () => {
		const api = await start({ LEAD_RETENTION_DAYS: '1' })
		await postQuote(api.url, quoteFormData(validQuote, { bytes: pdfBytes(), name: 'lab.pdf' }))
		expect(uploadsOf(api)).toHaveLength(1)
		api.api.purgeExpired(Date.now() + 2 * 24 * 60 * 60 * 1000)
		expect(attachments(api)).toEqual([])
		expect(uploadsOf(api)).toEqual([])
	})

	test('at start, temporary files and files no row names are removed; stored reports stay', async () => {
		const api = await start()
		await postQuote(api.url, quoteFormData(validQuote, { bytes: pdfBytes(), name: 'lab.pdf' }))
		const [kept] = uploadsOf(api)
		const uploads = join(api.dataDir, 'uploads')
		writeFileSync(join(uploads, 'incoming-left-by-a-crash'), 'half')
		writeFileSync(join(uploads, '0f6e3c1a-renamed-before-commit.pdf'), '%PDF-')
		prepareInquiryStorage(readInquiryConfig({ DATA_DIR: api.dataDir }))
		expect(uploadsOf(api)).toEqual([kept])
	})
})
