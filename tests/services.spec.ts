import { uiText } from '../app/content/copy.ts'
import { pages } from '../app/content/pages.ts'
import { services, servicesByFamily } from '../app/content/services.ts'
import servicesPage from '../app/generated/content/site/pages/services.json' with { type: 'json' }
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

test('at 375×812 the chat button covers no link or button while the family chips scroll past it', async ({
	page,
}) => {
	await page.setViewportSize({ width: 375, height: 812 })
	await page.goto(pages.services.path)
	await waitForHydration(page)
	const chips = page.getByRole('navigation', { name: servicesPage.familiesLabel })
	const chat = page.locator(`aside[aria-label="${uiText.chat}"] a`)
	const chatTop = (await chat.boundingBox())?.y ?? 0
	// From the top of the page until the last chip has passed above the chat button.
	for (let scrolled = 0; ; scrolled += 8) {
		await page.evaluate((y) => window.scrollTo(0, y), scrolled)
		const covered = await chat.evaluate((button) => {
			if (getComputedStyle(button).visibility === 'hidden') return []
			const box = button.getBoundingClientRect()
			return [...document.querySelectorAll('main a, main button')].flatMap((control) => {
				const other = control.getBoundingClientRect()
				const overlaps =
					other.left < box.right &&
					other.right > box.left &&
					other.top < box.bottom &&
					other.bottom > box.top
				return overlaps ? [control.textContent?.trim() ?? ''] : []
			})
		})
		expect(covered, `scrolled to ${scrolled} px`).toEqual([])
		const chipsBox = await chips.boundingBox()
		if (!chipsBox || chipsBox.y + chipsBox.height < chatTop) break
	}
})

for (const width of [375, 1280]) {
	test(`at ${width} px each family jump link brings its heading into view below the fixed header`, async ({
		page,
	}) => {
		await page.setViewportSize({ width, height: 800 })
		await page.goto(pages.services.path)
		await waitForHydration(page)
		const jumpLinks = page.getByRole('navigation', { name: servicesPage.familiesLabel })
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
