import type { Page } from '@playwright/test'
import { uiText } from '../app/content/copy.ts'
import { inquiryContent } from '../app/content/inquiries.ts'
import { pages } from '../app/content/pages.ts'
import { quoteCallToAction, quoteFormText, quoteTimelineLabels } from '../app/content/quote.ts'
import { findService, type Service, servicePath } from '../app/content/services.ts'
import { fill } from '../app/lib/fill.ts'
import { quotePath } from '../app/lib/quote-address.ts'
import type { FillingInput } from '../app/lib/sizing/filling.ts'
import { fillingSearch } from '../app/lib/sizing/filling-params.ts'
import { recommendedFillingPlant } from '../app/site/plant-sizing.ts'
import { openFormsLongAgo, signInThroughPage, uniqueName } from './inbox.ts'
import { expect, test } from './support/fixtures.ts'

const { labels } = quoteFormText
const quoteForm = (page: Page) => page.getByRole('form', { name: quoteFormText.title })
const field = (page: Page, label: string) => quoteForm(page).getByLabel(label, { exact: true })
const chosenUnit = (page: Page) => field(page, labels.capacity_unit).locator('option:checked')

const product = (slug: string) => {
	const found = findService(slug)
	if (!found) throw new Error(`the product ${slug} is gone`)
	return found
}

/** The breadcrumb leads back to the product the quote is for. */
async function expectProductInBreadcrumb(page: Page, service: Service) {
	await expect(
		page
			.getByRole('navigation', { name: uiText.breadcrumb })
			.getByRole('link', { name: service.title, exact: true }),
	).toHaveAttribute('href', servicePath(service))
}

// What a buyer of each kind of plant has to hand: the unit the plant is rated in and the analysis.
const FAMILIES = [
	{
		what: 'a sewage plant',
		service: product('stp-plants'),
		unit: 'm³ per day',
		report: 'Sewage or effluent analysis report',
		source: 'wastewater',
	},
	{
		what: 'an effluent plant',
		service: product('zero-liquid-discharge-zld-system'),
		unit: 'm³ per day',
		report: 'Sewage or effluent analysis report',
		source: 'wastewater',
	},
	{
		what: 'a water plant',
		service: product('fully-auto-ss-deluxe-ro-plant'),
		unit: 'litres per hour',
		report: 'Water analysis report',
	},
	{
		what: 'a filling line',
		service: product('beverage-filling-solutions'),
		unit: 'bottles per minute',
	},
	{
		what: 'a moulding plant',
		service: product('plastic-moulding-industry-solutions'),
		unit: 'kg per hour',
	},
	{
		what: 'a chiller',
		service: product('water-chiller-plant'),
		unit: 'tons of refrigeration (TR)',
	},
]

for (const { what, service, unit, report, source } of FAMILIES) {
	test(`the quote for ${what} (${service.slug}) asks in ${unit}${report ? ` for a ${report.toLowerCase()}` : ''}${source ? `, its water source preset to ${source}` : ''}, with the product in the breadcrumb`, async ({
		page,
		openHydrated,
	}) => {
		await openHydrated(quotePath({ service: service.slug }))
		await expect(field(page, labels.service)).toHaveValue(service.slug)
		await expect(chosenUnit(page)).toHaveText(unit)
		if (report) await expect(field(page, report)).toHaveAttribute('type', 'file')
		if (source) await expect(field(page, labels.water_source)).toHaveValue(source)
		await expectProductInBreadcrumb(page, service)
	})
}

test('a filling-line sizing in bottles per hour reaches the quote form in bottles per hour, over the filling lines’ usual unit, with the product in the breadcrumb', async ({
	page,
	openHydrated,
}) => {
	const input: FillingInput = { product: 'water', container: '500ml', output: 6000, unit: 'bph' }
	await openHydrated(`${pages.plantSizingFilling.path}${fillingSearch(input)}`)
	await page.getByRole('link', { name: quoteCallToAction.fromSizing }).click()
	await expect(page).toHaveURL((url) => url.pathname === pages.quote.path)
	const plant = recommendedFillingPlant(input)
	await expect(field(page, labels.service)).toHaveValue(plant.slug)
	await expect(field(page, labels.capacity)).toHaveValue(String(input.output))
	await expect(chosenUnit(page)).toHaveText('bottles per hour')
	await expect(
		page.getByText(fill(quoteFormText.forProduct, { product: plant.title })),
	).toBeVisible()
	await expectProductInBreadcrumb(page, plant)
})

test('a chiller quote in its own unit is accepted, stored and shown in the inbox in tons of refrigeration', async ({
	page,
	openHydrated,
}) => {
	const chiller = product('water-chiller-plant')
	await openFormsLongAgo(page)
	await openHydrated(quotePath({ service: chiller.slug }))
	const name = uniqueName('Chiller Buyer')
	await field(page, labels.name).fill(name)
	await field(page, labels.email).fill('cold@dairy.example.in')
	await field(page, labels.phone_number).fill('+91 98765 43210')
	await field(page, labels.capacity).fill('40')
	await field(page, labels.site_location).fill('Anand, Gujarat')
	await field(page, labels.timeline).selectOption({ label: quoteTimelineLabels.planning })
	await quoteForm(page).getByRole('button', { name: quoteFormText.submit }).click()
	await expect(
		quoteForm(page).getByRole('status').filter({ hasText: inquiryContent.confirmationTitle }),
	).toBeFocused()

	await signInThroughPage(page)
	await page
		.getByRole('table', { name: 'Inquiries, newest first' })
		.getByRole('link', { name })
		.click()
	const capacity = page
		.getByRole('main')
		.locator('dt', { hasText: labels.capacity })
		.first()
		.locator('xpath=following-sibling::dd[1]')
	await expect(capacity).toHaveText('40 tons of refrigeration (TR)')
})
