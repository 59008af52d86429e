import type { Page } from '@playwright/test'
import { askQuestionText } from '../app/content/copy.ts'
import { fieldMessageWords, inquiryContent } from '../app/content/inquiries.ts'
import { pages } from '../app/content/pages.ts'
import {
	capacityUnitLabels,
	defaultCapacityUnit,
	quoteFormText,
	quoteTimelineLabels,
	quoteWaterSourceLabels,
} from '../app/content/quote.ts'
import { findService, servicePath } from '../app/content/services.ts'
import { fill } from '../app/lib/fill.ts'
import { quotePath } from '../app/lib/quote-address.ts'
import { QUOTE_DRAFT_KEY, QUOTE_SIZING_FIELD } from '../app/lib/quote-request.ts'
import { inquiriesNamed, openFormsLongAgo, uniqueName } from './inbox.ts'
import {
	containing,
	expect,
	formPosts,
	formPostUrl,
	test,
	waitForHydration,
	watchOutgoingData,
} from './support/fixtures.ts'
import { axeViolations } from './support/page-checks.ts'

const PHONE = { width: 375, height: 812 }
const labels = quoteFormText.labels
const WATER_PLANT = findService('fully-auto-ss-deluxe-ro-plant')
const FILLING_LINE = findService('beverage-filling-solutions')
if (!WATER_PLANT || !FILLING_LINE) throw new Error('the products these tests open are gone')

const quoteForm = (page: Page) => page.getByRole('form', { name: quoteFormText.title })
const field = (page: Page, label: string) => quoteForm(page).getByLabel(label, { exact: true })
const sendButton = (page: Page) =>
	quoteForm(page).getByRole('button', { name: quoteFormText.submit })

/** Whether the element is in the window and on top where it is, covered by nothing (the header). */
const inViewUncovered = (page: Page, name: string) =>
	page.getByRole('link', { name }).evaluate((element) => {
		const box = element.getBoundingClientRect()
		const topmost = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
		return box.top >= 0 && box.bottom <= window.innerHeight && element.contains(topmost)
	})

/** What a buyer types: everything required and the optional company and message. */
const typed = (name: string) => ({
	[labels.name]: name,
	[labels.company]: 'Shree Dairy',
	[labels.email]: 'asha@plant.example.in',
	[labels.phone_number]: '+91 98765 43210',
	[labels.capacity]: '2000',
	[labels.site_location]: 'Anand, Gujarat',
	[labels.message]: 'Borewell water, TDS 1,400 ppm.',
})

async function fillQuote(page: Page, name: string) {
	await field(page, labels.service).selectOption(WATER_PLANT?.slug ?? '')
	for (const [label, value] of Object.entries(typed(name))) await field(page, label).fill(value)
	await field(page, labels.timeline).selectOption({ label: quoteTimelineLabels['3-6-months'] })
}

async function expectTypedKept(page: Page, name: string) {
	await expect(field(page, labels.service)).toHaveValue(WATER_PLANT?.slug ?? '')
	for (const [label, value] of Object.entries(typed(name)))
		await expect(field(page, label)).toHaveValue(value)
}

const file = (name: string, mimeType: string, buffer: Buffer) => ({ name, mimeType, buffer })
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const PDF = file(
	'analysis.pdf',
	'application/pdf',
	Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n%%EOF\n'),
)

test.describe('from a product page on a phone', () => {
	test.use({ viewport: PHONE })

	for (const product of [WATER_PLANT, FILLING_LINE]) {
		test(`the quote link of ${product.title} is in the first screen, stays in view down the page, and opens the form with that product and its family's unit`, async ({
			page,
			openHydrated,
		}) => {
			await openHydrated(servicePath(product))
			const name = `Get a quote for ${product.title}`
			expect(await inViewUncovered(page, name)).toBe(true)
			await page.getByRole('form', { name: askQuestionText.title }).scrollIntoViewIfNeeded()
			expect(await inViewUncovered(page, name)).toBe(true)
			const link = page.getByRole('link', { name })
			await link.click()

			await expect(page).toHaveURL(quotePath({ service: product.slug }))
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.quote.title)
			await expect(
				page.getByText(fill(quoteFormText.forProduct, { product: product.title })),
			).toBeVisible()
			await expect(field(page, labels.service)).toHaveValue(product.slug)
			await expect(field(page, labels.capacity_unit)).toHaveValue(defaultCapacityUnit(product))
			await expect(field(page, labels.water_source)).toHaveCount(product === WATER_PLANT ? 1 : 0)
		})
	}
})

test('the sticky quote link stays clear of the chat button at every depth of a product page on a phone', async ({
	page,
	openHydrated,
}) => {
	await page.setViewportSize(PHONE)
	await openHydrated(servicePath(WATER_PLANT))
	const bar = page.getByRole('link', { name: `Get a quote for ${WATER_PLANT.title}` })
	const chat = page.getByRole('link', { name: /Chat with .* on WhatsApp/, includeHidden: true })
	for (const share of [0.1, 0.3, 0.5, 0.7]) {
		await page.evaluate(
			(share) => window.scrollTo(0, document.documentElement.scrollHeight * share),
			share,
		)
		const [barBox, chatBox] = [await bar.boundingBox(), await chat.boundingBox()]
		if (!barBox || !chatBox) throw new Error('no quote link or chat button')
		expect(barBox.y + barBox.height, `scrolled to ${share * 100}%`).toBeLessThan(chatBox.y)
	}
})

test('on a 375×812 phone a product page keeps at most 122 px for its stuck header and quote bar, with no page showing between them', async ({
	page,
	openHydrated,
}) => {
	await page.setViewportSize({ width: 375, height: 812 })
	await openHydrated(servicePath(WATER_PLANT))
	await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 3))
	const bar = page.getByRole('link', { name: `Get a quote for ${WATER_PLANT.title}` })
	const stuckBars = () =>
		bar.evaluate((link) => {
			const strip = link.closest('[class*="sticky"]')?.getBoundingClientRect()
			const header = [...document.querySelectorAll('header *')]
				.find((element) => getComputedStyle(element).position === 'fixed')
				?.getBoundingClientRect()
			return strip && header
				? { gap: Math.round(strip.top - header.bottom), bottom: Math.round(strip.bottom) }
				: undefined
		})
	// The header slides into place once the page scrolls: measured where it comes to rest.
	await expect.poll(async () => (await stuckBars())?.gap).toBe(0)
	expect((await stuckBars())?.bottom).toBeLessThanOrEqual(122)
})

test('an unknown product in the address opens the form with no product chosen and no error', async ({
	page,
	openHydrated,
	consoleErrors,
}) => {
	await openHydrated(quotePath({ service: 'no-such-plant' }))
	await expect(field(page, labels.service)).toHaveValue('')
	await expect(page.getByText(/^for /)).toHaveCount(0)
	expect(consoleErrors).toEqual([])
})

test('the address pre-fills capacity, unit, water source and the attached sizing result', async ({
	page,
	openHydrated,
}) => {
	const sizing = '/plant-sizing/water-treatment?flow=2000'
	await openHydrated(
		quotePath({ service: WATER_PLANT.slug, capacity: 48, unit: 'm3d', source: 'borewell', sizing }),
	)
	await expect(field(page, labels.capacity)).toHaveValue('48')
	await expect(field(page, labels.capacity_unit)).toHaveValue('m3d')
	await expect(field(page, labels.water_source)).toHaveValue('borewell')
	await expect(quoteForm(page).locator(`input[name="${QUOTE_SIZING_FIELD}"]`)).toHaveValue(sizing)
	await expect(quoteForm(page).getByText(quoteFormText.sizingAttached)).toBeVisible()
})

test('each required field shows its message, focus goes to a summary that counts them and leads to the first, and axe finds nothing with the errors shown', async ({
	page,
	openHydrated,
}) => {
	await openHydrated(pages.quote.path)
	expect(await axeViolations(page)).toEqual([])
	const sent = watchOutgoingData(page)
	await sendButton(page).click()
	const messages = {
		[labels.service]: fieldMessageWords.productRequired,
		[labels.name]: fieldMessageWords.nameRequired,
		[labels.email]: fieldMessageWords.emailRequired,
		[labels.phone_number]: fieldMessageWords.phoneRequired,
		[labels.capacity]: fieldMessageWords.capacityRequired,
		[labels.capacity_unit]: fieldMessageWords.unitRequired,
		[labels.site_location]: fieldMessageWords.siteLocationRequired,
		[labels.timeline]: fieldMessageWords.timelineRequired,
	}
	for (const [label, message] of Object.entries(messages)) {
		await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true')
		await expect(field(page, label)).toHaveAccessibleDescription(new RegExp(message))
	}
	await expect(quoteForm(page).getByRole('status')).toContainText(
		`${Object.keys(messages).length} fields need attention`,
	)
	await expect(quoteForm(page).getByRole('status')).toBeFocused()
	await quoteForm(page).getByRole('status').getByRole('link').first().click()
	await expect(field(page, labels.service)).toBeFocused()
	for (const optional of [labels.company, labels.message])
		await expect(field(page, optional)).not.toHaveAttribute('aria-invalid', 'true')
	expect(await axeViolations(page)).toEqual([])
	expect(sent).toEqual([])
})

test('a text file renamed .pdf and a 6 MB file are refused in the browser, on the field, and nothing typed is lost', async ({
	page,
	openHydrated,
}) => {
	await openHydrated(pages.quote.path)
	const name = uniqueName('Renamed File')
	await fillQuote(page, name)
	const sent = watchOutgoingData(page)
	const report = field(page, labels.water_report)
	for (const refused of [
		file('analysis.pdf', 'application/pdf', Buffer.from('not a pdf, just text\n')),
		// A real PNG's first bytes, but 6 MB.
		file('scan.png', 'image/png', Buffer.concat([PNG_SIGNATURE, Buffer.alloc(6 * 1024 * 1024)])),
	]) {
		await report.setInputFiles(refused)
		await expect(report).toHaveAccessibleDescription(containing(fieldMessageWords.reportFile))
		await sendButton(page).click()
		await expect(report).toBeFocused()
		await expect(report).toHaveAttribute('aria-invalid', 'true')
		await expectTypedKept(page, name)
	}
	await report.setInputFiles(PDF)
	await expect(report).not.toHaveAttribute('aria-invalid', 'true')
	expect(sent).toEqual([])
})

test('the text fields are kept as a draft across a reload, the file is not', async ({
	page,
	openHydrated,
}) => {
	await openHydrated(pages.quote.path)
	const name = uniqueName('Draft')
	await fillQuote(page, name)
	await page.reload()
	await waitForHydration(page)
	await expectTypedKept(page, name)
	expect(
		JSON.parse((await page.evaluate((key) => localStorage.getItem(key), QUOTE_DRAFT_KEY)) ?? '{}'),
	).toMatchObject({ name })
})

test('when the connection drops during the send, the form keeps everything, the file too, and shows the failure with phone and e-mail', async ({
	page,
	openHydrated,
	allowConsoleErrors,
}) => {
	allowConsoleErrors(/ERR_INTERNET_DISCONNECTED|Failed to fetch/)
	await openHydrated(pages.quote.path)
	const name = uniqueName('Offline')
	await fillQuote(page, name)
	await field(page, labels.water_report).setInputFiles(PDF)
	// The connection lost as the post leaves; going offline before it shows the site's offline screen.
	await page.route(formPosts(pages.quote.path), (route) => route.abort('internetdisconnected'))
	await sendButton(page).click()
	const alert = quoteForm(page).getByRole('alert')
	await expect(alert).toContainText('could not be sent')
	await expect(alert.getByRole('link', { name: /@/ })).toBeVisible()
	await expectTypedKept(page, name)
	expect(
		await field(page, labels.water_report).evaluate(
			(input) => (input as HTMLInputElement).files?.length,
		),
	).toBe(1)
	expect(inquiriesNamed(name)).toEqual([])
})

test.describe('sent to the server', () => {
	test('a quote with a PDF is stored once though the button is pressed twice, the confirmation shows in the form, and axe finds nothing there', async ({
		page,
		baseURL,
		openHydrated,
	}) => {
		await openFormsLongAgo(page)
		await openHydrated(pages.quote.path)
		let release: () => void = () => undefined
		const held = new Promise<void>((resolve) => {
			release = resolve
		})
		await page.route(formPosts(pages.quote.path), async (route) => {
			await held
			await route.continue()
		})
		const name = uniqueName('Quote With Report')
		await fillQuote(page, name)
		await field(page, labels.water_report).setInputFiles(PDF)
		const sent = watchOutgoingData(page)
		await sendButton(page).dblclick()
		await expect(quoteForm(page).getByRole('button', { name: 'Sending…' })).toBeVisible()
		release()
		const confirmation = quoteForm(page)
			.getByRole('status')
			.filter({ hasText: inquiryContent.confirmationTitle })
		await expect(confirmation).toBeFocused()
		expect(sent).toEqual([`POST ${formPostUrl(baseURL, pages.quote.path)}`])
		expect(inquiriesNamed(name)).toMatchObject([{ kind: 'quote', service: WATER_PLANT.slug }])
		await expect(field(page, labels.name)).toHaveValue('')
		expect(await axeViolations(page)).toEqual([])
	})

	test('a file the server refuses comes back on the field with everything typed kept', async ({
		page,
		openHydrated,
		allowConsoleErrors,
	}) => {
		// The browser logs the refused post the form then explains.
		allowConsoleErrors(/status of 422/)
		await openFormsLongAgo(page)
		await openHydrated(pages.quote.path)
		const name = uniqueName('Server Refusal')
		await fillQuote(page, name)
		// A file that passes the browser's check and arrives as something else (changed on disk after it
		// was chosen, or altered on the way) is one only the server can refuse.
		await page.route(formPosts(pages.quote.path), (route) =>
			route.continue({
				postData: Buffer.from(
					route.request().postDataBuffer()?.toString('latin1').replace('%PDF-1.4', 'TEXT-1.4') ??
						'',
					'latin1',
				),
			}),
		)
		await field(page, labels.water_report).setInputFiles(PDF)
		await sendButton(page).click()
		await expect(field(page, labels.water_report)).toHaveAccessibleDescription(
			containing(fieldMessageWords.reportFile),
		)
		await expectTypedKept(page, name)
		expect(inquiriesNamed(name)).toEqual([])
	})

	test.describe('without JavaScript', () => {
		test.use({ javaScriptEnabled: false })

		test('the form posts multipart with its PDF and lands on the thank-you page; the quote is stored', async ({
			page,
		}) => {
			await page.goto(pages.quote.path)
			const name = uniqueName('No Script Quote')
			await fillQuote(page, name)
			await field(page, labels.capacity_unit).selectOption({ label: capacityUnitLabels.lph })
			await field(page, labels.water_source).selectOption({
				label: quoteWaterSourceLabels.borewell,
			})
			await field(page, labels.water_report).setInputFiles(PDF)
			await sendButton(page).click()
			await expect(page).toHaveURL(pages.thankYou.path)
			expect(inquiriesNamed(name)).toMatchObject([{ kind: 'quote', service: WATER_PLANT.slug }])
		})

		test('an invalid post comes back as the quote page with the errors, everything typed, and a word that the file must be chosen again', async ({
			page,
		}) => {
			await page.goto(pages.quote.path)
			const name = uniqueName('No Script Invalid')
			await fillQuote(page, name)
			await field(page, labels.email).fill('not an address')
			await field(page, labels.water_report).setInputFiles(PDF)
			await sendButton(page).click()
			await expect(page).toHaveURL(pages.quote.path)
			await expect(field(page, labels.email)).toHaveAccessibleDescription(
				containing(fieldMessageWords.emailInvalid),
			)
			await expect(field(page, labels.name)).toHaveValue(name)
			await expect(field(page, labels.site_location)).toHaveValue('Anand, Gujarat')
			await expect(field(page, labels.water_report)).toHaveAccessibleDescription(
				quoteFormText.chooseFileAgain,
			)
			expect(inquiriesNamed(name)).toEqual([])
		})
	})
})
