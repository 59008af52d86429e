import type { Locator, Page } from '@playwright/test'
import { askQuestionText, contactContent } from '../app/content/copy.ts'
import { fieldMessageWords, inquiryFormText } from '../app/content/inquiries.ts'
import { pages } from '../app/content/pages.ts'
import { sizingShared } from '../app/content/plant-sizing-words.ts'
import { quoteFormText } from '../app/content/quote.ts'
import { findService, servicePath } from '../app/content/services.ts'
import { waterLabels } from '../app/content/water-sizing-words.ts'
import { CONTACT_FIELDS } from '../app/lib/contact-form.ts'
import { fill } from '../app/lib/fill.ts'
import { uniqueName } from './inbox.ts'
import { expect, test, watchOutgoingData } from './support/fixtures.ts'

const SCREENS = [
	{ width: 375, height: 812 },
	{ width: 1440, height: 900 },
]

// What the forms' rules say of an empty required field, word for word, by field name.
const EMPTY_FIELD_MESSAGES: Readonly<Record<string, string>> = {
	service: fieldMessageWords.productRequired,
	name: fieldMessageWords.nameRequired,
	email: fieldMessageWords.emailRequired,
	phone_number: fieldMessageWords.phoneRequired,
	msg_subject: fieldMessageWords.subjectRequired,
	message: fieldMessageWords.messageRequired,
	capacity: fieldMessageWords.capacityRequired,
	capacity_unit: fieldMessageWords.unitRequired,
	site_location: fieldMessageWords.siteLocationRequired,
	timeline: fieldMessageWords.timelineRequired,
}

type FormUnderTest = {
	path: string
	name: string
	submit: string
	/** The required fields by name, in form order. */
	required: readonly string[]
	labels: Readonly<Record<string, string>>
}

// Each form's refused empty submit: its required fields, by the label it shows, with their messages.
const FORMS = (
	[
		{
			path: pages.contact.path,
			name: contactContent.formTitle,
			submit: inquiryFormText.sendMessage,
			required: CONTACT_FIELDS,
			labels: inquiryFormText.labels,
		},
		{
			path: pages.quote.path,
			name: quoteFormText.title,
			submit: quoteFormText.submit,
			// Company, water source, report and message are optional.
			required: [
				'service',
				'name',
				'email',
				'phone_number',
				'capacity',
				'capacity_unit',
				'site_location',
				'timeline',
			],
			labels: quoteFormText.labels,
		},
	] as FormUnderTest[]
).map(({ required, labels, ...form }) => ({
	...form,
	errors: required.map(
		(field) => [labels[field] ?? field, EMPTY_FIELD_MESSAGES[field] ?? ''] as const,
	),
}))

/**
 * Where the header ends in the window: the fixed bar's height once the page has scrolled, else the
 * bottom of the header in the page's flow.
 */
const headerBottom = (page: Page) =>
	page.evaluate(() => {
		const bar = document.querySelector('header [data-fixed]')
		return bar
			? bar.getBoundingClientRect().height
			: (document.querySelector('header')?.getBoundingClientRect().bottom ?? 0)
	})

const topOf = (locator: Locator) =>
	locator.evaluate((element) => element.getBoundingClientRect().top)

for (const screen of SCREENS) {
	test.describe(`at ${screen.width}×${screen.height}`, () => {
		test.use({ viewport: screen })

		for (const form of FORMS) {
			test(`a refused ${form.path} form moves focus to a visible summary below the fixed header, whose links each focus their field clear of the header`, async ({
				page,
				openHydrated,
			}) => {
				await openHydrated(form.path)
				const sent = watchOutgoingData(page)
				const formElement = page.getByRole('form', { name: form.name })
				await formElement.getByRole('button', { name: form.submit }).click()

				const summary = formElement.getByRole('status', {
					name: fill(inquiryFormText.errorSummary, { count: form.errors.length }),
				})
				await expect(summary).toBeFocused()
				await expect(summary).toBeInViewport()
				expect(await topOf(summary)).toBeGreaterThanOrEqual(await headerBottom(page))
				await expect(summary.getByRole('link')).toHaveText(form.errors.map(([label]) => label))

				for (const [label, message] of form.errors) {
					await summary.getByRole('link', { name: label, exact: true }).click()
					const field = formElement.getByLabel(label, { exact: true })
					await expect(field, label).toBeFocused()
					await expect(field, label).toHaveAccessibleDescription(new RegExp(message))
					const fieldLabel = formElement.locator(`label[for="${await field.getAttribute('id')}"]`)
					await expect(fieldLabel, label).toBeInViewport()
					expect(await topOf(fieldLabel), label).toBeGreaterThanOrEqual(await headerBottom(page))
				}
				expect(sent).toEqual([])
			})
		}

		test('the Ask Question form keeps the browser e-mail check, and the field it stops on is scrolled clear of the header', async ({
			page,
			openHydrated,
		}) => {
			const product = findService('stp-plants')
			if (!product) throw new Error('the product this test opens is gone')
			await openHydrated(servicePath(product))
			const sent = watchOutgoingData(page)
			const form = page.getByRole('form', { name: askQuestionText.title })
			const email = form.getByLabel(inquiryFormText.labels.email)
			await email.fill('not an address')
			// The field sits just under the top of the window, behind the header, with the button in view.
			await email.evaluate((element) =>
				window.scrollBy(0, element.getBoundingClientRect().top - 20),
			)
			await form.getByRole('button', { name: inquiryFormText.sendQuestion }).click()

			await expect(email).toBeFocused()
			expect(
				await email.evaluate((element: HTMLInputElement) => element.validity.typeMismatch),
			).toBe(true)
			const label = form.locator(`label[for="${await email.getAttribute('id')}"]`)
			expect(await topOf(label)).toBeGreaterThanOrEqual(await headerBottom(page))
			expect(sent).toEqual([])
		})
	})
}

/** How the alert box around a message looks, or nothing when the message is in no such box. */
const alertBoxLook = (message: Locator) =>
	message.evaluate((element) => {
		const box = element.closest('[data-slot="alert"]')
		if (!box) return undefined
		const { borderColor, backgroundColor } = getComputedStyle(box)
		const icon = box.querySelector('svg')
		return { borderColor, backgroundColor, icon: icon ? getComputedStyle(icon).color : undefined }
	})

test('the contact, quote, inbox sign-in and sizing forms show a refusal in the one alert box, in one danger palette', async ({
	page,
	openHydrated,
}) => {
	const looks: [string, Awaited<ReturnType<typeof alertBoxLook>>][] = []
	for (const form of FORMS) {
		await openHydrated(form.path)
		await page.getByRole('button', { name: form.submit }).click()
		const summary = page.getByRole('status', { name: /need(s)? attention/ })
		await expect(summary).toBeVisible()
		looks.push([form.path, await alertBoxLook(summary)])
	}
	await openHydrated(pages.admin.path)
	await page.getByLabel('User name').fill(uniqueName('nobody'))
	await page.getByLabel('Password').fill('not a password at all')
	await page.getByRole('button', { name: 'Sign in' }).click()
	await expect(page.getByRole('alert')).toBeVisible()
	looks.push([pages.admin.path, await alertBoxLook(page.getByRole('alert'))])
	await openHydrated(pages.plantSizingWater.path)
	await page.getByRole('button', { name: waterLabels.submit }).click()
	const [missingLead] = sizingShared.missingSummary.split('{fields}')
	const missing = page.getByText(missingLead ?? '', { exact: false })
	await expect(missing).toBeVisible()
	looks.push([pages.plantSizingWater.path, await alertBoxLook(missing)])

	const [[, first] = ['', undefined]] = looks
	expect(first, 'the contact form refusal is in an alert box').toBeDefined()
	for (const [path, look] of looks) expect(look, path).toEqual(first)
})
