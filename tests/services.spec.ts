import { pages } from '../app/content/pages.ts'
import { services, servicesByFamily } from '../app/content/services.ts'
import { expect, test, waitForHydration } from './support/fixtures.ts'

test('/services shows 20 service cards under one heading per family, in the order of the data', async ({
	page,
}) => {
	await page.goto(pages.services.path)
	const families = servicesByFamily()
	for (const family of families) {
		const section = page.locator(`section#${family.id}`)
		await expect(section.getByRole('heading', { level: 2 })).toHaveText(family.title)
		await expect(section.getByRole('heading', { level: 3 })).toHaveText(
			family.services.map((service) => service.title),
		)
	}
	await expect(page.getByRole('main').getByRole('article')).toHaveCount(services.length)
})

for (const width of [375, 1280]) {
	test(`at ${width} px each family jump link brings its heading into view below the fixed header`, async ({
		page,
	}) => {
		await page.setViewportSize({ width, height: 800 })
		await page.goto(pages.services.path)
		await waitForHydration(page)
		const jumpLinks = page.getByRole('navigation', { name: pages.services.familiesLabel })
		for (const family of servicesByFamily()) {
			await jumpLinks.getByRole('link', { name: family.title, exact: true }).click()
			await expect(page).toHaveURL(new RegExp(`#${family.id}$`))
			const heading = page.locator(`#${family.id}-heading`)
			await expect(heading).toBeInViewport()
			// The header is fixed once the page has scrolled; its full height is what could cover the heading.
			const header = page.locator('header [data-fixed]')
			await expect(header).toBeVisible()
			const headerHeight = (await header.boundingBox())?.height ?? Number.POSITIVE_INFINITY
			const headingTop = (await heading.boundingBox())?.y ?? Number.NEGATIVE_INFINITY
			expect(headingTop).toBeGreaterThanOrEqual(headerHeight)
			await page.evaluate(() => window.scrollTo(0, 0))
		}
	})
}
