import type { Page } from '@playwright/test'
import { askQuestionText } from '../app/content/copy.ts'
import { fieldMessageWords, inquiryContent } from '../app/content/inquiries.ts'
import { pages } from '../app/content/pages.ts'
import { siteConfig } from '../app/content/site-config.ts'
import { CONTACT_DRAFT_KEY } from '../app/lib/contact-form.ts'
import { sitemapPaths } from '../app/site/crawler-files.ts'
import { inquiriesNamed, openFormsLongAgo, uniqueName } from './inbox.ts'
import {
	containing,
	expect,
	formPosts,
	formPostUrl,
	test,
	watchOutgoingData,
} from './support/fixtures.ts'

const SERVICE_SLUG = 'ss-vessels'
const THANK_YOU = pages.thankYou.path
const contactForm = (page: Page) => page.getByRole('form', { name: 'Send us a message' })
const questionForm = (page: Page) => page.getByRole('form', { name: askQuestionText.title })

type QuestionFields = { name?: string; email: string; question?: string }

/** Fills a service page's question form with the fields given, sends it and answers the form. */
async function sendQuestion(page: Page, fields: QuestionFields) {
	const form = questionForm(page)
	if (fields.name !== undefined) await form.getByLabel('Your name').fill(fields.name)
	await form.getByLabel('E-mail').fill(fields.email)
	if (fields.question !== undefined) await form.getByLabel('Your question').fill(fields.question)
	await form.getByRole('button', { name: 'Send question' }).click()
	return form
}
const SERVICE_PATH = `/services/${SERVICE_SLUG}`

const contactValues = (name: string) => ({
	'Your name': name,
	'E-mail': 'asha@plant.example.in',
	'Phone number': '+91 98765 43210',
	Subject: 'RO plant for a dairy',
	Message: 'Borewell water, 2,000 LPH, TDS 1,400 ppm.',
})

async function fillContact(page: Page, values: Record<string, string>) {
	for (const [label, value] of Object.entries(values))
		await contactForm(page).getByLabel(label, { exact: true }).fill(value)
}

const storedDraft = (page: Page) =>
	page.evaluate((key) => localStorage.getItem(key), CONTACT_DRAFT_KEY)

test.describe('with JavaScript', () => {
	test('the contact form sends one POST to its page action; only once it is stored does the confirmation appear, focused, and the fields and draft clear; the inquiry is in the inbox; no CSP violation', async ({
		page,
		baseURL,
		openHydrated,
		consoleErrors,
	}) => {
		await openFormsLongAgo(page)
		await openHydrated('/contact')
		const name = uniqueName('Asha Rao')
		await fillContact(page, contactValues(name))
		const sent = watchOutgoingData(page)
		await contactForm(page).getByRole('button', { name: 'Send message' }).click()

		const confirmation = contactForm(page)
			.getByRole('status')
			.filter({ hasText: inquiryContent.confirmationTitle })
		await expect(confirmation).toBeFocused()
		await expect(confirmation).toContainText('within one working day')
		await expect(confirmation.getByRole('link', { name: siteConfig.phone.display })).toBeVisible()
		for (const label of Object.keys(contactValues(name)))
			await expect(contactForm(page).getByLabel(label, { exact: true })).toHaveValue('')
		expect(await storedDraft(page)).toBeNull()
		expect(sent).toEqual([`POST ${formPostUrl(baseURL, '/contact')}`])

		const [stored] = inquiriesNamed(name)
		expect(stored).toMatchObject({
			kind: 'contact',
			email: 'asha@plant.example.in',
			subject: 'RO plant for a dairy',
			status: 'new',
			spam: false,
		})
		// The confirmation speaks of that send only: the next submit, here an empty one, removes it.
		await contactForm(page).getByRole('button', { name: 'Send message' }).click()
		await expect(confirmation).toHaveCount(0)
		expect(consoleErrors).toEqual([])
	})

	test('the send button shows a sending state and a double click stores one inquiry', async ({
		page,
		baseURL,
		openHydrated,
	}) => {
		await openFormsLongAgo(page)
		await openHydrated('/contact')
		// Holds the answer back so both clicks land while the first send is still on its way.
		let release: () => void = () => undefined
		const held = new Promise<void>((resolve) => {
			release = resolve
		})
		await page.route(formPosts('/contact'), async (route) => {
			await held
			await route.continue()
		})
		const name = uniqueName('Double Click')
		await fillContact(page, contactValues(name))
		const sent = watchOutgoingData(page)
		await contactForm(page).getByRole('button', { name: 'Send message' }).dblclick()
		await expect(contactForm(page).getByRole('button', { name: 'Sending…' })).toBeVisible()
		// Marked aria-disabled, so Playwright would wait for it to be enabled: a visitor can still press it.
		await contactForm(page).getByRole('button', { name: 'Sending…' }).click({ force: true })
		release()
		await expect(contactForm(page).getByText(inquiryContent.confirmationTitle)).toBeVisible()
		expect(sent).toEqual([`POST ${formPostUrl(baseURL, '/contact')}`])
		expect(inquiriesNamed(name)).toHaveLength(1)
	})

	test('the Ask Question form sends one POST with its service; the confirmation is focused and the fields clear; the question is in the inbox', async ({
		page,
		baseURL,
		consoleErrors,
		openHydrated,
	}) => {
		await openFormsLongAgo(page)
		await openHydrated(SERVICE_PATH)
		const name = uniqueName('Vikram')
		const sent = watchOutgoingData(page)
		const form = await sendQuestion(page, {
			name,
			email: 'vikram@dairy.example.in',
			question: 'What footprint does a 2,000 litre vessel need?',
		})
		await expect(form.getByRole('status')).toBeFocused()
		await expect(form.getByRole('status')).toContainText('within one working day')
		for (const label of ['Your name', 'E-mail', 'Your question'])
			await expect(form.getByLabel(label)).toHaveValue('')
		expect(sent).toEqual([`POST ${formPostUrl(baseURL, SERVICE_PATH)}`])
		const [stored] = inquiriesNamed(name)
		expect(stored).toMatchObject({ kind: 'question', service: SERVICE_SLUG, status: 'new' })
		expect(consoleErrors).toEqual([])
	})

	test("a question the server refuses (422) shows the server's message under the field, focused, and keeps the input", async ({
		page,
		openHydrated,
		allowConsoleErrors,
	}) => {
		// The browser logs the refusal the form then shows.
		allowConsoleErrors(/status of 422/)
		await openHydrated(SERVICE_PATH)
		const form = await sendQuestion(page, { name: 'Vikram', email: 'vikram@dairy.example.in' })
		const question = form.getByLabel('Your question')
		await expect(question).toBeFocused()
		await expect(question).toHaveAttribute('aria-invalid', 'true')
		await expect(question).toHaveAccessibleDescription(fieldMessageWords.messageRequired)
		await expect(form.getByLabel('Your name')).toHaveValue('Vikram')
		await expect(form.getByText(inquiryContent.confirmationTitle)).toHaveCount(0)
	})

	test('a form sent faster than a person could fill it is answered like success and stored as spam', async ({
		page,
		openHydrated,
	}) => {
		await openHydrated(SERVICE_PATH)
		const name = uniqueName('Quick Bot')
		const form = await sendQuestion(page, {
			name,
			email: 'bot@spam.example',
			question: 'Cheap pills',
		})
		await expect(form.getByRole('status')).toContainText(inquiryContent.confirmationTitle)
		const [stored] = inquiriesNamed(name)
		expect(stored).toMatchObject({ status: 'spam', spam: true })
	})

	for (const [failure, answer] of [
		['a 500 answer', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' })],
		['a network failure', (route) => route.abort('connectionrefused')],
	] as const satisfies readonly [string, Parameters<Page['route']>[1]][]) {
		test(`after ${failure} the contact draft and the input stay, and the message offers phone and e-mail`, async ({
			page,
			openHydrated,
			allowConsoleErrors,
		}) => {
			// The browser logs the failed send the form then explains.
			allowConsoleErrors(/status of 500|net::ERR_CONNECTION_REFUSED/)
			await openHydrated('/contact')
			await page.route(formPosts('/contact'), answer)
			const values = contactValues('Asha Rao')
			await fillContact(page, values)
			await contactForm(page).getByRole('button', { name: 'Send message' }).click()
			const alert = contactForm(page).getByRole('alert')
			await expect(alert).toContainText('could not be sent')
			await expect(alert.getByRole('link', { name: siteConfig.phone.display })).toHaveAttribute(
				'href',
				`tel:${siteConfig.phone.tel}`,
			)
			await expect(alert.getByRole('link', { name: siteConfig.email })).toHaveAttribute(
				'href',
				`mailto:${siteConfig.email}`,
			)
			await expect(contactForm(page).getByText(inquiryContent.confirmationTitle)).toHaveCount(0)
			for (const [label, value] of Object.entries(values))
				await expect(contactForm(page).getByLabel(label, { exact: true })).toHaveValue(value)
			expect(JSON.parse((await storedDraft(page)) ?? '{}')).toMatchObject({ name: 'Asha Rao' })
		})
	}

	test('the Ask Question form keeps the input after a failed send and offers phone and e-mail', async ({
		page,
		openHydrated,
		allowConsoleErrors,
	}) => {
		// The browser logs the failed send the form then explains.
		allowConsoleErrors(/status of 503/)
		await openHydrated(SERVICE_PATH)
		await page.route(formPosts(SERVICE_PATH), (route) => route.fulfill({ status: 503, body: '' }))
		const form = await sendQuestion(page, {
			email: 'vikram@dairy.example.in',
			question: 'Lead time?',
		})
		await expect(form.getByRole('alert')).toContainText(siteConfig.email)
		await expect(form.getByLabel('Your question')).toHaveValue('Lead time?')
	})

	test('each form says what the details are used for', async ({ page }) => {
		for (const [path, form] of [
			['/contact', contactForm],
			[SERVICE_PATH, questionForm],
		] as const) {
			await page.goto(path)
			await expect(form(page).getByText('only to answer this inquiry')).toBeVisible()
		}
	})
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('the contact form posts to its page action and lands on the thank-you page; the inquiry is stored', async ({
		page,
	}) => {
		await page.goto('/contact')
		const name = uniqueName('No Script')
		await fillContact(page, contactValues(name))
		await contactForm(page).getByRole('button', { name: 'Send message' }).click()
		await expect(page).toHaveURL(THANK_YOU)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.thankYou.title)
		const [stored] = inquiriesNamed(name)
		expect(stored).toMatchObject({ kind: 'contact', status: 'new', spam: false })
	})

	test('the Ask Question form posts its service and lands on the thank-you page', async ({
		page,
	}) => {
		await page.goto(SERVICE_PATH)
		const name = uniqueName('No Script Question')
		await sendQuestion(page, {
			name,
			email: 'vikram@dairy.example.in',
			question: 'Do you ship to Nepal?',
		})
		await expect(page).toHaveURL(THANK_YOU)
		const [stored] = inquiriesNamed(name)
		expect(stored).toMatchObject({ kind: 'question', service: SERVICE_SLUG })
	})

	test('an invalid contact post comes back as the contact page, its form showing the errors and holding everything typed', async ({
		page,
	}) => {
		await page.goto('/contact')
		const typed = { ...contactValues('Asha Rao'), 'E-mail': 'asha@plant' }
		await fillContact(page, typed)
		await contactForm(page).getByRole('button', { name: 'Send message' }).click()
		await expect(page).toHaveURL('/contact')
		const email = contactForm(page).getByLabel('E-mail', { exact: true })
		await expect(email).toHaveAccessibleDescription(containing(fieldMessageWords.emailInvalid))
		for (const [label, value] of Object.entries(typed))
			await expect(contactForm(page).getByLabel(label, { exact: true })).toHaveValue(value)
	})
})

test('the thank-you page says what happens next, links back, and is noindex and not in the sitemap', async ({
	page,
	openHydrated,
}) => {
	await openHydrated(THANK_YOU)
	await expect(page.getByRole('main')).toContainText('within one working day')
	await expect(page.getByRole('main').getByRole('link', { name: siteConfig.email })).toBeVisible()
	await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
	expect(sitemapPaths).not.toContain(THANK_YOU)
	await page
		.getByRole('navigation', { name: 'Back to the site' })
		.getByRole('link', { name: 'Back to the home page' })
		.click()
	await expect(page).toHaveURL('/')
})
