import { carouselSettings } from '../app/content/carousel-settings.ts'
import { homeSections } from '../app/content/home.ts'
import { pages } from '../app/content/pages.ts'
import { expect, test } from './support/fixtures.ts'
import { recreatedElements, rememberPrerenderedElements } from './support/page-checks.ts'

test('a prerendered page that differs from what the app renders is reported and redrawn', async ({
	page,
	openHydrated,
	consoleErrors,
	allowConsoleErrors,
}) => {
	const hydrationMismatch = /Hydration failed|react\.dev\/errors\/418/
	allowConsoleErrors(hydrationMismatch)
	await rememberPrerenderedElements(page)
	await page.addInitScript(() => {
		document.addEventListener('DOMContentLoaded', () => {
			const heading = document.querySelector('h1')
			if (heading) heading.textContent = 'Not what the app renders'
		})
	})
	await openHydrated('/about')
	await expect(page.locator('h1')).not.toHaveText('Not what the app renders')
	// React's production build names the mismatch by its error number (418: text differs).
	expect(consoleErrors.join('\n')).toMatch(hydrationMismatch)
	expect((await recreatedElements(page)).length).toBeGreaterThan(0)
})

test('a carousel far below the first screen starts only when scrolled near, so hydration pays for the visible ones, and its hidden slides are out of the tab order before', async ({
	page,
	openHydrated,
}) => {
	await page.setViewportSize({ width: 1280, height: 800 })
	await openHydrated(pages.home.path)
	const region = (label: string) => page.getByRole('region', { name: label, exact: true })
	await expect(region(homeSections.carouselLabels.hero)).toHaveAttribute('data-started', 'true')
	await expect(region(homeSections.carouselLabels.testimonials)).toHaveAttribute(
		'data-started',
		'false',
	)
	// Its first view shows; the clipped slides past it are hidden, out of the tab order already.
	const slides = region(homeSections.carouselLabels.testimonials).locator(
		'[aria-roledescription="slide"]',
	)
	await expect(slides.first()).toBeVisible()
	await expect(slides.last()).toBeHidden()
	expect(
		await slides.evaluateAll(
			(elements) =>
				elements.filter((element) => getComputedStyle(element).visibility === 'hidden').length,
		),
	).toBe((await slides.count()) - carouselSettings.testimonials.slidesPerView.xl)

	await region(homeSections.carouselLabels.testimonials).scrollIntoViewIfNeeded()
	await expect(region(homeSections.carouselLabels.testimonials)).toHaveAttribute(
		'data-started',
		'true',
	)
})
