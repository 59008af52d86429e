// The spam checks must never catch a person: not one whose phone hydrates the page slowly, and not one
// whose browser, password manager or test tool fills the form in by its labels.
import type { Locator, Page } from '@playwright/test'
import { inquiryContent } from '../app/content/inquiries.ts'
import { pages } from '../app/content/pages.ts'
import { quoteFormText } from '../app/content/quote.ts'
import { INQUIRY_MIN_FILL_MS } from '../app/lib/inquiry-protocol.ts'
import { inquiriesNamed, openFormsLongAgo, uniqueName } from './inbox.ts'
import { expect, test, waitForHydration } from './support/fixtures.ts'

const labels = quoteFormText.labels
const quoteForm = (page: Page) => page.getByRole('form', { name: quoteFormText.title })
const contactForm = (page: Page) => page.getByRole('form', { name: 'Send us a message' })
const confirmation = (form: Locator) =>
	form.getByRole('status').filter({ hasText: inquiryContent.confirmationTitle })
const REPORT = {
	name: 'analysis.pdf',
	mimeType: 'application/pdf',
	buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n'),
}

/** A value each kind of field accepts, by the field's name; the person's name is the test's own. */
const valueFor = (fieldName: string, personName: string) =>
	({
		name: personName,
		email: 'asha@plant.example.in',
		phone_number: '+91 98765 43210',
		capacity: '2000',
		site_location: 'Anand, Gujarat',
	})[fieldName] ?? 'Borewell water, TDS 1,400 ppm.'

/**
 * Fills in every control that each label a person perceives in `form` names, as a tool filling by label does:
 * by the label's text, not word for word, so a control under a longer label with the same words is
 * filled too.
 */
async function fillEveryLabel(form: Locator, personName: string) {
	// The labels a person sees or hears: shown, and not hidden from assistive technology.
	const labels = await form
		.locator('label:visible')
		.evaluateAll((elements) =>
			elements
				.filter((element) => !element.closest('[aria-hidden="true"]'))
				.map((element) => (element as HTMLElement).innerText),
		)
	expect(labels.length).toBeGreaterThan(3)
	for (const label of labels) {
		const text =
			label
				.split('\n')[0]
				?.replace(/[*:]|\(optional\)/gi, '')
				.trim() ?? ''
		for (const control of await form.getByLabel(text).all()) {
			const tag = await control.evaluate((element) => element.tagName.toLowerCase())
			const type = (await control.getAttribute('type')) ?? ''
			if (tag === 'select') {
				const firstChoice = await control
					.locator('option:not([value=""])')
					.first()
					.getAttribute('value')
				await control.selectOption(firstChoice ?? '')
			} else if (type === 'file') await control.setInputFiles(REPORT)
			else if (type === 'checkbox' || type === 'radio') await control.check()
			else await control.fill(valueFor((await control.getAttribute('name')) ?? '', personName))
		}
	}
}

test('a quote and a message filled in by their labels are stored as new, not spam: the honeypot matches no label', async ({
	page,
}) => {
	await openFormsLongAgo(page)
	for (const { path, form, kind } of [
		{ path: pages.quote.path, form: quoteForm(page), kind: 'quote' },
		{ path: pages.contact.path, form: contactForm(page), kind: 'contact' },
	]) {
		await page.goto(path)
		await waitForHydration(page)
		const name = uniqueName('Label Filler')
		await fillEveryLabel(form, name)
		await form.locator('button[type="submit"]').click()
		await expect(confirmation(form)).toBeFocused()
		expect(inquiriesNamed(name)).toEqual([
			expect.objectContaining({ kind, status: 'new', spam: false }),
		])
	}
})

test('a quote sent right after a slow hydration is stored as new: its fill time counts from when the page was first shown', async ({
	page,
}) => {
	const SCRIPT_DELAY_MS = 4000
	// A slow phone: the prerendered page shows at once, its scripts all arrive seconds later; what
	// is loaded after that (the send's own code) comes at once.
	const scriptsArriveAt = Date.now() + SCRIPT_DELAY_MS
	await page.route('**/*.js', async (route) => {
		await new Promise((resolve) => setTimeout(resolve, scriptsArriveAt - Date.now()))
		await route.continue()
	})
	await page.goto(pages.quote.path)
	await waitForHydration(page, SCRIPT_DELAY_MS + 10_000)
	const hydratedAt = Date.now()
	const name = uniqueName('Slow Phone')
	const form = quoteForm(page)
	const field = (label: string) => form.getByLabel(label, { exact: true })
	// Only what the form requires, as fast as the browser takes it.
	await field(labels.service).selectOption({ index: 1 })
	await field(labels.name).fill(name)
	await field(labels.email).fill('asha@plant.example.in')
	await field(labels.phone_number).fill('+91 98765 43210')
	await field(labels.capacity).fill('2000')
	await field(labels.capacity_unit).selectOption({ index: 1 })
	await field(labels.site_location).fill('Anand, Gujarat')
	await field(labels.timeline).selectOption({ index: 1 })
	// Sent sooner after hydration than a person could: counted from hydration, this is spam.
	expect(Date.now() - hydratedAt).toBeLessThan(INQUIRY_MIN_FILL_MS)
	await form.locator('button[type="submit"]').click()
	await expect(confirmation(form)).toBeFocused()
	expect(inquiriesNamed(name)).toEqual([
		expect.objectContaining({ kind: 'quote', status: 'new', spam: false }),
	])
})
