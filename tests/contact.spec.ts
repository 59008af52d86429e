import type { Page } from '@playwright/test'
import { sizingCallout } from '../app/content/copy.ts'
import { fieldMessageWords } from '../app/content/inquiries.ts'
import { quoteCallToAction } from '../app/content/quote-links.ts'
import { CONTACT_DRAFT_KEY } from '../app/lib/contact-form.ts'
import {
	containing,
	expect,
	formPostUrl,
	test,
	waitForHydration,
	watchOutgoingData,
} from './support/fixtures.ts'

const form = (page: Page) => page.getByRole('form', { name: 'Send us a message' })
const submit = (page: Page) => form(page).getByRole('button', { name: 'Send message' }).click()
/** The summary a refused submit focuses; its first link leads to the first invalid field. */
const summary = (page: Page) => form(page).getByRole('status', { name: /need(s)? attention/ })

const valid = {
	'Your name': 'Asha Rao',
	'E-mail': 'asha@plant.example.in',
	'Phone number': '+91 98765 43210',
	Subject: 'RO plant for a dairy',
	Message: 'Borewell water, 2,000 LPH, TDS 1,400 ppm.',
}

async function fill(page: Page, values: Partial<typeof valid>) {
	for (const [label, value] of Object.entries(values))
		await form(page).getByLabel(label).fill(value)
}

test.beforeEach(async ({ openHydrated }) => {
	await openHydrated('/contact')
})

test('each rule shows its message under its field, tied to it, and focus goes to the summary, whose first link leads to the first invalid field', async ({
	page,
}) => {
	await submit(page)
	for (const [label, message] of [
		['Your name', fieldMessageWords.nameRequired],
		['E-mail', fieldMessageWords.emailRequired],
		['Phone number', fieldMessageWords.phoneRequired],
		['Subject', fieldMessageWords.subjectRequired],
		['Message', fieldMessageWords.messageRequired],
	] as const) {
		const field = form(page).getByLabel(label)
		await expect(field).toHaveAttribute('aria-invalid', 'true')
		await expect(field).toHaveAccessibleDescription(containing(message))
	}
	await expect(summary(page)).toBeFocused()
	await summary(page).getByRole('link').first().click()
	await expect(form(page).getByLabel('Your name')).toBeFocused()

	await fill(page, { ...valid, 'E-mail': 'asha@plant', 'Phone number': '0987654321' })
	await submit(page)
	await expect(form(page).getByText(fieldMessageWords.emailInvalid)).toBeVisible()
	await expect(form(page).getByText(fieldMessageWords.phoneInvalid)).toBeVisible()
	await expect(form(page).getByText(fieldMessageWords.nameRequired)).toHaveCount(0)
	await expect(summary(page)).toBeFocused()
	await summary(page).getByRole('link').first().click()
	await expect(form(page).getByLabel('E-mail')).toBeFocused()

	await fill(page, { 'E-mail': valid['E-mail'], 'Phone number': valid['Phone number'] })
	await submit(page)
	await expect(form(page).locator('[aria-invalid="true"]')).toHaveCount(0)
})

test('pricing and sizing, a buyer’s two next steps, share one card instead of two stacked cards of one style', async ({
	page,
}) => {
	const card = page
		.getByRole('main')
		.locator('[data-slot="card"]')
		.filter({ has: page.getByRole('link', { name: sizingCallout.title, exact: true }) })
	await expect(card).toHaveCount(1)
	await expect(card.getByRole('link', { name: quoteCallToAction.label })).toBeVisible()
})

test('the draft survives a reload, and a valid submit logs the data, sends it once to its page action, then clears the fields and the draft', async ({
	page,
	baseURL,
}) => {
	await fill(page, valid)
	await page.reload()
	await waitForHydration(page)
	for (const [label, value] of Object.entries(valid)) {
		await expect(form(page).getByLabel(label)).toHaveValue(value)
	}
	const requests = watchOutgoingData(page)
	const logged = page.waitForEvent('console', (message) =>
		message.text().startsWith('Contact form'),
	)
	await submit(page)
	const [, data] = await Promise.all((await logged).args().map((arg) => arg.jsonValue()))
	expect(data).toEqual({
		name: valid['Your name'],
		email: valid['E-mail'],
		phone_number: valid['Phone number'],
		msg_subject: valid.Subject,
		message: valid.Message,
	})
	for (const label of Object.keys(valid)) await expect(form(page).getByLabel(label)).toHaveValue('')
	expect(await page.evaluate((key) => localStorage.getItem(key), CONTACT_DRAFT_KEY)).toBeNull()
	expect(requests).toEqual([`POST ${formPostUrl(baseURL, '/contact')}`])
})

test('HTML typed into the form is kept and shown as text, never run', async ({ page }) => {
	const script = '<img src=x onerror="window.pwned=1"><script>window.pwned=1</script>'
	await fill(page, { Message: script })
	await page.reload()
	await waitForHydration(page)
	await expect(form(page).getByLabel('Message')).toHaveValue(script)
	expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined()
})

for (const [label, stored] of [
	['corrupt', '{"name":"Asha'],
	['foreign-shaped', '{"token":"abc","name":"Asha"}'],
	['oversized', JSON.stringify({ message: 'x'.repeat(30_000) })],
] as const) {
	test(`a ${label} stored draft is ignored and the page works`, async ({
		page,
		openHydrated,
		consoleErrors,
	}) => {
		await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
			key: CONTACT_DRAFT_KEY,
			value: stored,
		})
		await openHydrated('/contact')
		await expect(form(page).getByLabel('Your name')).toHaveValue('')
		await fill(page, { 'Your name': 'Asha' })
		await expect(form(page).getByLabel('Your name')).toHaveValue('Asha')
		expect(consoleErrors).toEqual([])
	})
}

test('storage that throws never breaks the form', async ({ page, openHydrated, consoleErrors }) => {
	await page.addInitScript(() => {
		Object.defineProperty(window, 'localStorage', {
			get() {
				throw new DOMException('denied', 'SecurityError')
			},
		})
	})
	await openHydrated('/contact')
	await fill(page, valid)
	await submit(page)
	await expect(form(page).getByLabel('Your name')).toHaveValue('')
	expect(consoleErrors).toEqual([])
})
