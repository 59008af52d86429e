import { carouselSettings } from '../app/content/carousel-settings.ts'
import { aboutContent } from '../app/content/copy.ts'
import { aboutCounters } from '../app/content/counters.ts'
import { expect, test } from './support/fixtures.ts'

const carousel = (page: import('@playwright/test').Page) =>
	page.getByRole('region', { name: aboutContent.worksCarouselLabel })
const visibleSlideLabel = (page: import('@playwright/test').Page) =>
	carousel(page).locator('[aria-roledescription="slide"]:not([inert])').getAttribute('aria-label')

/**
 * The about page with a controlled clock, which lets a test move time on by more than one autoplay
 * interval at once.
 */
async function openWithClock(
	page: import('@playwright/test').Page,
	openHydrated: (path: string) => Promise<unknown>,
) {
	await page.clock.install()
	await openHydrated('/about')
	return carousel(page)
}

/** The carousel says it is paused, and the slide shown now is still shown two intervals later. */
async function expectPaused(page: import('@playwright/test').Page) {
	await expect(carousel(page)).toHaveAttribute('data-playing', 'false')
	const shown = await visibleSlideLabel(page)
	await page.clock.runFor(carouselSettings.about.intervalMs * 2)
	expect(await visibleSlideLabel(page)).toBe(shown)
	return shown
}

test('the about carousel autoplays every 1.5 s and hides slides out of view from the tab order', async ({
	page,
	openHydrated,
}) => {
	await openHydrated('/about')
	const slides = carousel(page).locator('[aria-roledescription="slide"]')
	await expect(slides).toHaveCount(aboutContent.carouselImages.length)
	await expect(carousel(page).locator('[aria-roledescription="slide"][inert]')).toHaveCount(
		aboutContent.carouselImages.length - 1,
	)
	await page.mouse.move(0, 0)
	const first = await visibleSlideLabel(page)
	await expect.poll(() => visibleSlideLabel(page), { timeout: 4000 }).not.toBe(first)
})

test('the about carousel pauses while hovered and resumes on leave, and keeps running after a dot is used', async ({
	page,
	openHydrated,
}) => {
	const region = await openWithClock(page, openHydrated)
	await region.hover()
	await expectPaused(page)

	await region.getByRole('button', { name: 'Show slide 3' }).click()
	await expect.poll(() => visibleSlideLabel(page)).toBe('3 of 4')
	await expect(region.getByRole('button', { name: 'Show slide 3' })).toHaveAttribute(
		'aria-current',
		'true',
	)

	await page.mouse.move(0, 0)
	await page.locator('h1').click()
	await expect(region).toHaveAttribute('data-playing', 'true')
	await expect.poll(() => visibleSlideLabel(page), { timeout: 4000 }).not.toBe('3 of 4')
})

test('the about carousel stops autoplaying while scrolled well out of view and plays again on return', async ({
	page,
	openHydrated,
}) => {
	const region = await openWithClock(page, openHydrated)
	await page.mouse.move(0, 0)
	await expect(region).toHaveAttribute('data-playing', 'true')
	await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
	const shown = await expectPaused(page)

	await region.scrollIntoViewIfNeeded()
	await expect(region).toHaveAttribute('data-playing', 'true')
	await page.clock.runFor(carouselSettings.about.intervalMs + carouselSettings.about.speedMs)
	await expect.poll(() => visibleSlideLabel(page)).not.toBe(shown)
})

test('the pause button stops the about carousel until pressed again', async ({
	page,
	openHydrated,
}) => {
	await openHydrated('/about')
	const region = carousel(page)
	const pause = region.getByRole('button', { name: `Pause ${aboutContent.worksCarouselLabel}` })
	await pause.click()
	await expect(pause).toHaveAttribute('aria-pressed', 'true')
	await page.mouse.move(0, 0)
	await page.locator('h1').click()
	await expect(region).toHaveAttribute('data-playing', 'false')

	await pause.click()
	await expect(pause).toHaveAttribute('aria-pressed', 'false')
	await page.mouse.move(0, 0)
	await page.locator('h1').click()
	await expect(region).toHaveAttribute('data-playing', 'true')
})

test.describe('with reduced motion', () => {
	test.use({ reducedMotion: 'reduce' })

	test('the carousel does not autoplay and the counters show their final values', async ({
		page,
		openHydrated,
	}) => {
		await openHydrated('/about')
		await expect(carousel(page)).toHaveAttribute('data-playing', 'false')
		for (const counter of aboutCounters) {
			await expect(
				page.getByText(`${counter.value}${counter.suffix}`, { exact: true }),
			).toBeVisible()
		}
	})
})

test('the counters count up from 0 to 1226, 1552 and 1000 when scrolled into view', async ({
	page,
	openHydrated,
}) => {
	await openHydrated('/about')
	const heading = page.getByRole('heading', { name: aboutContent.countersHeading })
	const values = page.locator('dd')
	await heading.scrollIntoViewIfNeeded()
	await expect
		.poll(async () => Number.parseInt((await values.first().textContent()) ?? '', 10))
		.toBeLessThan(aboutCounters[0]?.value ?? 0)
	await expect(values).toHaveText(
		aboutCounters.map((counter) => `${counter.value}${counter.suffix}`),
		{
			timeout: 4000,
		},
	)
})

test('the prerendered about page already holds the final counter values', async ({ request }) => {
	const html = await (await request.get('/about')).text()
	for (const counter of aboutCounters) expect(html).toContain(`>${counter.value}${counter.suffix}<`)
})
