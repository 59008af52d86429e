import { sizingCallout } from '../app/content/copy.ts'
import { pages } from '../app/content/pages.ts'
import { plantSizingOverview, sizingShared } from '../app/content/plant-sizing-words.ts'
import { quoteCallToAction } from '../app/content/quote.ts'
import { findService } from '../app/content/services.ts'
import {
	buildingLabels,
	sewageLabels,
	sewageResultLabels,
} from '../app/content/sewage-sizing-words.ts'
import { quotePath } from '../app/lib/quote-address.ts'
import { countedFlow } from '../app/lib/sizing/sewage-flow.ts'
import { sewageSearch } from '../app/lib/sizing/sewage-params.ts'
import { readQuotePrefill } from '../app/site/quote-link.ts'
import { amount, referralText } from '../app/site/sizing-sewage-rows.ts'
import { SEWAGE_PLANT } from '../app/site/sizing-tools.ts'
import { expect, test } from './support/fixtures.ts'
import { axeViolations, resultValue } from './support/page-checks.ts'

const sewagePath = pages.plantSizingSewage.path

test('the count is named by the building, and a housing society’s people give the design flow and the STP quote in m³ a day', async ({
	page,
	openHydrated,
}) => {
	await openHydrated(sewagePath)
	const building = page.getByLabel(sewageLabels.building)
	await building.selectOption({ label: buildingLabels.hospital })
	await expect(page.getByLabel(sewageLabels.countBy.beds)).toBeVisible()
	await building.selectOption({ label: buildingLabels.hotel })
	await expect(page.getByLabel(sewageLabels.countBy.rooms)).toBeVisible()
	await building.selectOption({ label: buildingLabels.housing })
	const people = page.getByLabel(sewageLabels.countBy.people)
	await people.fill('1200')
	await page.getByRole('button', { name: sewageLabels.submit }).click()
	const flow = countedFlow('housing', 1200)
	await expect(resultValue(page, sewageResultLabels.designFlow)).toContainText(
		`${amount(flow)} KLD`,
	)
	await expect(page.getByRole('heading', { name: sizingShared.resultTitle })).toBeFocused()
	await expect(page.getByRole('img', { name: sizingShared.diagramTitle })).toBeVisible()
	const link = page.getByRole('link', { name: quoteCallToAction.fromSizing })
	const target = new URL((await link.getAttribute('href')) ?? '', page.url())
	const prefill = readQuotePrefill(target.searchParams)
	const shown = new URL(page.url())
	expect(prefill).toMatchObject({
		service: SEWAGE_PLANT,
		capacity: Math.ceil(flow),
		unit: 'm3d',
		source: 'wastewater',
		sizing: `${shown.pathname}${shown.search}`,
	})
	expect(await axeViolations(page)).toEqual([])
})

test('industrial effluent and a town’s sewage are answered "Ask our engineers" with the hand-off, never a design', async ({
	page,
	openHydrated,
}) => {
	for (const input of [
		{ building: 'industrial', flow: 80 },
		{ building: 'housing', count: 50_000 },
	] as const) {
		await openHydrated(`${sewagePath}${sewageSearch(input)}`)
		const answer = page.getByRole('heading', { name: sewageResultLabels.referralTitle })
		await expect(answer).toBeVisible()
		await expect(page.getByRole('heading', { name: sizingShared.resultTitle })).toHaveCount(0)
		await expect(page.getByRole('main')).not.toContainText(sewageResultLabels.aeration)
		const action = page.getByRole('link', { name: sewageResultLabels.referralAction })
		expect(
			readQuotePrefill(new URL((await action.getAttribute('href')) ?? '', page.url()).searchParams)
				.service,
		).toBe(SEWAGE_PLANT)
		const design =
			input.building === 'industrial'
				? ({ kind: 'referral', reason: 'industrial' } as const)
				: ({
						kind: 'referral',
						reason: 'too-large',
						flow: countedFlow('housing', input.count),
					} as const)
		await expect(page.getByRole('main')).toContainText(referralText(design))
		expect(await axeViolations(page)).toEqual([])
	}
})

test('the overview and the STP quote’s sizing box lead to the sewage calculator; a quote for no product offers all the tools', async ({
	page,
	openHydrated,
}) => {
	await openHydrated(pages.plantSizing.path)
	await page
		.getByRole('main')
		.getByRole('link', { name: plantSizingOverview.tools.sewage.action })
		.click()
	await expect(page).toHaveURL(sewagePath)
	const stp = findService(SEWAGE_PLANT)
	await openHydrated(quotePath({ service: stp?.slug }))
	await expect(
		page.getByRole('main').getByRole('link', { name: sizingCallout.servicePageTitle }),
	).toHaveAttribute('href', sewagePath)
	await openHydrated(quotePath())
	await expect(
		page.getByRole('main').getByRole('link', { name: sizingCallout.title }),
	).toHaveAttribute('href', pages.plantSizing.path)
})
