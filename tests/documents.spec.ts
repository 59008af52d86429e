import { fillingLabels } from '../app/content/filling-sizing-words.ts'
import { sizingShared } from '../app/content/plant-sizing-words.ts'
import { quoteCallToAction } from '../app/content/quote.ts'
import { servicePageContent } from '../app/content/service-page.ts'
import { findService } from '../app/content/services.ts'
import { fileSizeText } from '../app/lib/file-size.ts'
import { fill } from '../app/lib/fill.ts'
import { parseFillingParams } from '../app/lib/sizing/filling-params.ts'
import { datasheetFileName } from '../app/site/datasheet.ts'
import { datasheetPath } from '../app/site/datasheet-address.ts'
import { proposalPath } from '../app/site/proposal-address.ts'
import { proposalReference } from '../app/site/proposal-reference.ts'
import { expect, test } from './support/fixtures.ts'
import { shownFigures } from './support/page-checks.ts'
import { pdfInfo, pdfText, unspaced } from './support/pdf-text.ts'
import { sizingSamples } from './support/sizing-samples.ts'

for (const calculator of sizingSamples) {
	test(`${calculator.path}: the PDF download is a plain link, without JavaScript too, to a tagged A4 document with the page's own figures, dated, under the reference the quote form then shows`, async ({
		browser,
		baseURL,
		page,
		openHydrated,
	}) => {
		const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
		const plain = await context.newPage()
		await plain.goto(`${calculator.path}${calculator.search}`)
		// In the result's own actions: the header's brochure link has the same words.
		const download = plain
			.getByRole('region', { name: sizingShared.resultTitle })
			.getByRole('link', { name: sizingShared.downloadPdf })
		const response = await plain.request.get((await download.getAttribute('href')) ?? '')
		expect(response.status()).toBe(200)
		expect(response.headers()['content-type']).toBe('application/pdf')
		const pdf = await response.body()
		const text = unspaced(pdfText(pdf))
		const figures = await shownFigures(plain, sizingShared.resultTitle)
		expect(figures.length).toBeGreaterThan(10)
		for (const figure of figures) expect(text, figure).toContain(unspaced(figure))
		const shown = new URL(plain.url())
		const reference = proposalReference(`${shown.pathname}${shown.search}`, new Date())
		expect(text).toContain(reference)
		expect(response.headers()['content-disposition']).toContain(`${reference}.pdf`)
		const info = pdfInfo(pdf)
		expect(info.Title).toContain(calculator.tool)
		expect(info.Tagged).toBe('yes')
		expect(info['Page size']).toContain('(A4)')
		expect(pdf.byteLength).toBeLessThan(500 * 1024)
		await context.close()

		await openHydrated(`${calculator.path}${calculator.search}`)
		await page.getByRole('link', { name: quoteCallToAction.fromSizing }).click()
		await expect(page.getByText(reference)).toBeVisible()
	})
}

test('a result address the calculator refuses answers 400 with the message its page shows on the field, never a broken PDF', async ({
	browser,
	baseURL,
}) => {
	const [, filling] = sizingSamples
	const params = new URLSearchParams(filling.search)
	params.set(filling.figure, '999999')
	const parsed = parseFillingParams(params, sizingShared.refusals)
	const message = parsed.state === 'invalid' ? parsed.errors.output : undefined
	expect(message).toBeDefined()
	const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
	const plain = await context.newPage()
	await plain.goto(`${filling.path}?${params}`)
	await expect(plain.getByLabel(fillingLabels.output, { exact: true })).toHaveAccessibleDescription(
		message ?? '',
	)
	const response = await plain.request.get(proposalPath(`${filling.path}?${params}`))
	expect(response.status()).toBe(400)
	expect(response.headers()['content-type']).toContain('text/plain')
	expect(await response.text()).toContain(message)
	await context.close()
})

test("a product page links its own datasheet, with the file's real size, saved under a name a person keeps; the PDF holds the plant's name and figures", async ({
	page,
	openHydrated,
}) => {
	const service = findService('stp-plants')
	if (!service) throw new Error('the STP product is gone')
	const pdf = await (await page.request.get(datasheetPath(service))).body()
	await openHydrated(`/services/${service.slug}`)
	const link = page.getByRole('link', {
		name: fill(servicePageContent.datasheet.download, { size: fileSizeText(pdf.byteLength) }),
	})
	await expect(link).toHaveAttribute('href', datasheetPath(service))
	await expect(link).toHaveAttribute('download', datasheetFileName(service))
	const text = unspaced(pdfText(pdf))
	expect(text).toContain(unspaced(service.title))
	const capacity = page.locator('th', { hasText: servicePageContent.capacityRangeLabel })
	expect(text).toContain(
		unspaced((await capacity.locator('xpath=following-sibling::td').innerText()) ?? ''),
	)
})
