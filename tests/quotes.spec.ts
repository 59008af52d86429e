import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { fieldMessageWords } from '../app/content/inquiries.ts'
import { pages } from '../app/content/pages.ts'
import {
	capacityUnitLabels,
	quoteFormText,
	quoteTimelineLabels,
	quoteWaterSourceLabels,
} from '../app/content/quote.ts'
import { findService } from '../app/content/services.ts'
import { inquiryReportUrl } from '../app/lib/inbox-protocol.ts'
import {
	inquiriesNamed,
	postQuoteRequest,
	type ReportFile,
	signInThroughPage,
	siteRequest,
	uniqueName,
} from './inbox.ts'
import { expect, test } from './support/fixtures.ts'
import { postUnread, quoteFormData, sha256, wellWaterSizingAddress } from './support/inquiry-api.ts'

// Quote requests posted directly to the production server (no form needed: the form is the quote
// page's), then read back through the inbox as the company's staff would.

const quote = {
	service: 'fully-auto-ss-deluxe-ro-plant',
	company: 'Iyer Dairy Pvt Ltd',
	email: 'meera@dairy.example.in',
	phone_number: '+91 98450 12345',
	capacity: '2500',
	capacity_unit: 'lph',
	water_source: 'borewell',
	site_location: 'Hosur, Tamil Nadu',
	timeline: '3-6-months',
	message: 'TDS about 1,400 mg/L.',
	sizing: wellWaterSizingAddress,
} as const

/** A PDF's signature followed by random bytes, so no two runs send the same file. */
const pdfReport = (size = 256 * 1024): ReportFile => ({
	name: 'Borewell analysis — March.pdf',
	mimeType: 'application/pdf',
	buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size - 9)]),
})

async function storeQuote(baseURL: string | undefined, name: string, report = pdfReport()) {
	const api = await siteRequest(baseURL ?? '')
	const response = await postQuoteRequest(api, { ...quote, name }, report)
	expect(response.status()).toBe(201)
	return { id: ((await response.json()) as { id: string }).id, report }
}

test('a quote with a PDF is stored and its report downloads from the inbox byte for byte; signed out, the report is refused', async ({
	page,
	baseURL,
	playwright,
}) => {
	const { id, report } = await storeQuote(baseURL, uniqueName('Meera Iyer'))

	const signedOut = await playwright.request.newContext({ baseURL })
	const refused = await signedOut.get(inquiryReportUrl(id))
	expect(refused.status()).toBe(401)
	expect(refused.headers()['content-disposition']).toBeUndefined()
	expect(sha256(await refused.body())).not.toBe(sha256(report.buffer))

	await signInThroughPage(page)
	const download = await page.request.get(inquiryReportUrl(id))
	expect(download.status()).toBe(200)
	expect(download.headers()['content-type']).toBe('application/pdf')
	expect(download.headers()['x-content-type-options']).toBe('nosniff')
	expect(download.headers()['content-disposition']).toMatch(/^attachment;/)
	expect(sha256(await download.body())).toBe(sha256(report.buffer))
})

test('a text file renamed .pdf is refused with 422 and the message on the report field; nothing is stored', async ({
	baseURL,
}) => {
	const api = await siteRequest(baseURL ?? '')
	const name = uniqueName('Renamed Text')
	const response = await postQuoteRequest(
		api,
		{ ...quote, name },
		{ name: 'report.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just text\n') },
	)
	expect(response.status()).toBe(422)
	expect(await response.json()).toEqual({ errors: { water_report: fieldMessageWords.reportFile } })
	expect(inquiriesNamed(name)).toEqual([])
})

test('a 6 MB report sent directly is refused with 413', async ({ baseURL }) => {
	const name = uniqueName('Too Big')
	const report = pdfReport(6 * 1024 * 1024)
	const response = await postUnread(
		new URL('/api/inquiries', baseURL).href,
		quoteFormData(
			{ form: 'quote', ...quote, name },
			{ bytes: new Uint8Array(report.buffer), name: report.name },
		),
	)
	expect(response.status).toBe(413)
	expect(inquiriesNamed(name)).toEqual([])
})

test('the inbox shows a stored quote with every figure, the sizing link and the report, and the kind filter shows only quotes', async ({
	page,
	baseURL,
}) => {
	const name = uniqueName('Quote Buyer')
	const { report } = await storeQuote(baseURL, name)
	const api = await siteRequest(baseURL ?? '')
	const contactName = uniqueName('Contact Sender')
	await api.post('/api/inquiries', {
		data: {
			form: 'contact',
			name: contactName,
			email: 'contact@lead.example',
			phone_number: '+91 98765 43210',
			msg_subject: 'Visit',
			message: 'Can we visit the works?',
			form_started_at: String(Date.now() - 60_000),
		},
	})

	await signInThroughPage(page)
	const table = page.getByRole('table', { name: 'Inquiries, newest first' })
	await expect(table.getByRole('row', { name: contactName })).toBeVisible()
	await page.getByLabel('Kind').selectOption('quote')
	await expect(page).toHaveURL(/kind=quote/)
	await expect(table.getByRole('row', { name })).toContainText('Quote request')
	await expect(table.getByRole('row', { name: contactName })).toHaveCount(0)
	const kinds = await table.locator('tbody tr td:nth-child(4)').allTextContents()
	expect(new Set(kinds)).toEqual(new Set(['Quote request']))

	await table.getByRole('link', { name }).click()
	await expect(page.getByRole('heading', { name: `Inquiry from ${name}` })).toBeFocused()
	const details = page.getByRole('main')
	const { labels } = quoteFormText
	const expected: [string, string][] = [
		[labels.service, findService(quote.service)?.title ?? ''],
		[labels.company, quote.company],
		[labels.capacity, `2,500 ${capacityUnitLabels.lph}`],
		[labels.water_source, quoteWaterSourceLabels.borewell],
		[labels.site_location, quote.site_location],
		[labels.timeline, quoteTimelineLabels['3-6-months']],
		['Phone', quote.phone_number],
	]
	for (const [label, value] of expected) {
		const term = details.locator('dt', { hasText: label }).first()
		await expect(term.locator('xpath=following-sibling::dd[1]')).toHaveText(value)
	}
	// The link is named after the tool that gave the result, not spelt out as its long address.
	await expect(
		details.getByRole('link', { name: pages.plantSizingWater.title, exact: false }),
	).toHaveAttribute('href', quote.sizing)
	const downloading = page.waitForEvent('download')
	await details.getByRole('link', { name: new RegExp(`Download ${report.name}`) }).click()
	const download = await downloading
	expect(download.suggestedFilename()).toBe(report.name)
	expect(sha256(readFileSync(await download.path()))).toBe(sha256(report.buffer))
	await expect(page).toHaveURL(new RegExp(`${pages.admin.path}\\?`))
})
