import type { Page } from '@playwright/test'
import { carouselSettings, type SlidesPerView } from '../app/content/carousel-settings.ts'
import { carouselText, news } from '../app/content/copy.ts'
import { homeCounters } from '../app/content/counters.ts'
import { homeIntro, homeSections, hotCategories } from '../app/content/home.ts'
import { pages } from '../app/content/pages.ts'
import { quoteFormText } from '../app/content/quote.ts'
import { services } from '../app/content/services.ts'
import { testimonials } from '../app/content/testimonials.ts'
import { fill } from '../app/lib/fill.ts'
import { expect, test } from './support/fixtures.ts'

const SECTION_HEADINGS = [
	'Built with components from trusted partners',
	'The plants our clients order most',
	homeIntro.aboutTitle,
	'Why Are We Different',
	homeIntro.customersTitle,
	homeSections.categories.title,
	'What every Jalsetu plant brings you',
	homeIntro.sewagePromo.title,
	homeIntro.testimonialTitle,
	homeIntro.newsTitle,
]

test('the home page shows its sections in the specified order, already in the prerendered HTML', async ({
	page,
	request,
}) => {
	const html = await (await request.get('/')).text()
	for (const text of [
		...SECTION_HEADINGS,
		...testimonials.map((t) => t.name),
		...news.map((n) => n.title),
	]) {
		expect(html, text).toContain(text.replaceAll('&', '&amp;'))
	}
	await page.goto('/')
	const headings = await page.getByRole('heading', { level: 2 }).allTextContents()
	const positions = SECTION_HEADINGS.map((heading) => headings.indexOf(heading))
	expect(positions.every((position) => position >= 0)).toBe(true)
	expect([...positions].sort((a, b) => a - b)).toEqual(positions)
})

test('the home page buttons lead to About, Services and Our Work', async ({ page }) => {
	await page.goto('/')
	await expect(page.getByRole('link', { name: 'Discover More' })).toHaveAttribute('href', '/about')
	await expect(page.getByRole('link', { name: 'Know Details' })).toHaveAttribute('href', '/about')
	await expect(page.getByRole('link', { name: homeIntro.sewagePromo.cta })).toHaveAttribute(
		'href',
		'/services',
	)
	await expect(page.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/our-work')
})

test('every category title and Read More + leads to a working service page', async ({
	page,
	request,
}) => {
	await page.goto('/')
	// Slides out of view are hidden from the accessibility tree, so links are read from the DOM.
	const links = await page.locator('main a[href^="/services/"]').evaluateAll((anchors) =>
		anchors.map((anchor) => ({
			href: anchor.getAttribute('href') ?? '',
			text: (anchor.textContent ?? '').trim(),
		})),
	)
	const titles = [
		...hotCategories.map((category) => category.title),
		...services.map((service) => service.title),
	]
	for (const title of titles) {
		const titleLink = links.find((link) => link.text === title)
		expect(titleLink, title).toBeDefined()
		const readMore = links.find(
			(link) => link.href === titleLink?.href && link.text.startsWith('Read More +'),
		)
		expect(readMore, `Read More + for ${title}`).toBeDefined()
	}
	const hrefs = new Set(links.map((link) => link.href))
	expect(hrefs.size).toBe(services.length)
	for (const href of hrefs) {
		expect((await request.get(href, { maxRedirects: 0 })).status(), href).toBe(200)
	}
})

test('news cards are not links and their Read More + is plain text', async ({ page }) => {
	await page.goto('/')
	const newsSection = page.locator('section', {
		has: page.getByRole('heading', { name: homeIntro.newsTitle }),
	})
	await expect(newsSection.locator('article')).toHaveCount(news.length)
	await expect(newsSection.getByRole('link')).toHaveCount(0)
	await expect(newsSection.getByText('Read More +')).toHaveCount(news.length)
})

test('the news cards’ Read More + looks like text: neither underlined nor in the colour of a Read More + link', async ({
	page,
}) => {
	await page.goto('/')
	const look = (element: Element) => {
		const style = getComputedStyle(element)
		return { color: style.color, underline: style.textDecorationLine.includes('underline') }
	}
	const newsSection = page.locator('section', {
		has: page.getByRole('heading', { name: homeIntro.newsTitle }),
	})
	const cue = await newsSection.getByText(homeSections.readMoreLabel).first().evaluate(look)
	const link = await page
		.getByRole('link', { name: `${homeSections.readMoreLabel} about`, exact: false })
		.first()
		.evaluate(look)
	expect(link.underline).toBe(true)
	expect(cue.underline).toBe(false)
	expect(cue.color).not.toBe(link.color)
})

test('the hero’s first call to action, Request a Quote, opens the quote form', async ({
	page,
	openHydrated,
}) => {
	await openHydrated('/')
	await page
		.getByRole('main')
		.getByRole('link', { name: homeIntro.heroCta, exact: true })
		.first()
		.click()
	await expect(page).toHaveURL(pages.quote.path)
	await expect(page.getByRole('form', { name: quoteFormText.title })).toBeVisible()
})

test('the counters end at 3250+ and 150+', async ({ page, openHydrated }) => {
	await openHydrated('/')
	const counters = page.locator('dl').filter({ hasText: homeCounters[0]?.label ?? '' })
	await counters.scrollIntoViewIfNeeded()
	await expect(counters.locator('dd')).toHaveText(
		homeCounters.map((counter) => `${counter.value}${counter.suffix}`),
		{ timeout: 4000 },
	)
})

const visibleSlides = (page: Page, name: string) =>
	page
		.getByRole('region', { name, exact: true })
		.locator('[aria-roledescription="slide"]:not([inert])')

const WIDTHS: readonly [keyof SlidesPerView, number][] = [
	['xl', 1440],
	['lg', 1100],
	['md', 800],
	['xs', 500],
	['base', 375],
]

// One load, resized through the widths: the carousels answer a resize as they answer a load.
test(`carousels show their specified slides per view at ${WIDTHS.map(([, width]) => width).join(', ')} px`, async ({
	page,
	openHydrated,
}) => {
	await openHydrated('/')
	for (const [breakpoint, width] of WIDTHS) {
		await page.setViewportSize({ width, height: 900 })
		for (const [name, settings] of [
			[homeSections.carouselLabels.partners, carouselSettings.partners],
			[homeSections.carouselLabels.hot, carouselSettings.categories],
			[
				fill(carouselText.row, { carousel: homeIntro.customersTitle, row: 1 }),
				carouselSettings.customers,
			],
			[homeSections.carouselLabels.testimonials, carouselSettings.testimonials],
		] as const) {
			const region = page.getByRole('region', { name, exact: true })
			await region.scrollIntoViewIfNeeded()
			await region.hover()
			await expect(visibleSlides(page, name), `${name} at ${width} px`).toHaveCount(
				settings.slidesPerView[breakpoint],
			)
		}
	}
})

test("the customers' two rows of logos share one pause button, and a logo strip's pause button sits at its end, not on a row of its own", async ({
	page,
	openHydrated,
}) => {
	await page.setViewportSize({ width: 1440, height: 900 })
	await openHydrated('/')
	const rows = [1, 2].map((row) =>
		page.getByRole('region', {
			name: fill(carouselText.row, { carousel: homeIntro.customersTitle, row }),
			exact: true,
		}),
	)
	const pause = page.getByRole('button', {
		name: fill(carouselText.pause, { carousel: homeIntro.customersTitle }),
		exact: true,
	})
	await expect(pause).toHaveCount(1)
	for (const row of rows) await expect(row.getByRole('button')).toHaveCount(0)
	await pause.click()
	await expect(pause).toHaveAttribute('aria-pressed', 'true')
	for (const row of rows) await expect(row).toHaveAttribute('data-playing', 'false')

	const partners = page.getByRole('region', {
		name: homeSections.carouselLabels.partners,
		exact: true,
	})
	const stripPause = partners.getByRole('button', {
		name: fill(carouselText.pause, { carousel: homeSections.carouselLabels.partners }),
	})
	const button = await stripPause.boundingBox()
	const strip = await partners.locator('.carousel-viewport').boundingBox()
	if (!button || !strip) throw new Error('the partner strip or its pause button is not shown')
	expect(button.x).toBeGreaterThanOrEqual(strip.x + strip.width)
	expect(button.y + button.height / 2).toBeGreaterThan(strip.y)
	expect(button.y + button.height / 2).toBeLessThan(strip.y + strip.height)
})

test('the featured news card shows its illustration whole, not cropped like a photo', async ({
	page,
	openHydrated,
}) => {
	await page.setViewportSize({ width: 1440, height: 900 })
	await openHydrated('/')
	const [latest] = news
	if (!latest) throw new Error('the content has no news')
	const picture = page.getByRole('img', { name: latest.imageAlt, exact: true })
	await picture.scrollIntoViewIfNeeded()
	// The share of the drawing's width and of its height that its box shows: both 1 when it is whole.
	const shown = await picture.evaluate((image: HTMLImageElement) => {
		const box = image.getBoundingClientRect()
		if (getComputedStyle(image).objectFit !== 'cover') return { width: 1, height: 1 }
		const scale = Math.max(box.width / image.naturalWidth, box.height / image.naturalHeight)
		return {
			width: box.width / (image.naturalWidth * scale),
			height: box.height / (image.naturalHeight * scale),
		}
	})
	expect(shown.width).toBeCloseTo(1, 2)
	expect(shown.height).toBeCloseTo(1, 2)
})

test('hovering a carousel pauses it and leaving resumes it', async ({ page, openHydrated }) => {
	// A controlled clock lets the test move time on by more than one autoplay interval at once.
	await page.clock.install()
	await openHydrated('/')
	const region = page.getByRole('region', { name: homeSections.carouselLabels.hot })
	await region.scrollIntoViewIfNeeded()
	await region.hover()
	await expect(region).toHaveAttribute('data-playing', 'false')
	const first = await visibleSlides(page, homeSections.carouselLabels.hot)
		.first()
		.getAttribute('aria-label')
	await page.clock.runFor(carouselSettings.categories.intervalMs + 800)
	expect(
		await visibleSlides(page, homeSections.carouselLabels.hot).first().getAttribute('aria-label'),
	).toBe(first)
	await page.mouse.move(0, 0)
	await expect(region).toHaveAttribute('data-playing', 'true')
	await expect
		.poll(
			() => visibleSlides(page, homeSections.carouselLabels.hot).first().getAttribute('aria-label'),
			{
				timeout: 5000,
			},
		)
		.not.toBe(first)
})

test('on a 375 × 812 phone the hero fits the first screen: title, calls to action, picture, caption and slide controls', async ({
	page,
	openHydrated,
}) => {
	const phone = { width: 375, height: 812 }
	await page.setViewportSize(phone)
	await openHydrated('/')
	const hero = page.getByRole('region', { name: homeSections.carouselLabels.hero })
	const bottoms = [
		page.getByRole('heading', { level: 1 }),
		page.getByRole('link', { name: homeIntro.heroCta }),
		page.getByRole('link', { name: homeIntro.heroAboutLink }),
		hero.locator('[aria-roledescription="slide"]:not([aria-hidden]) figcaption').first(),
		hero.getByRole('button', { name: /^Show slides/ }).first(),
		hero,
	].map(async (part) => {
		const box = await part.boundingBox()
		return box ? box.y + box.height : Number.POSITIVE_INFINITY
	})
	for (const bottom of await Promise.all(bottoms)) expect(bottom).toBeLessThanOrEqual(phone.height)
})

test('the hero shows one dot per group of three slides', async ({ page, openHydrated }) => {
	await openHydrated('/')
	const hero = page.getByRole('region', { name: homeSections.carouselLabels.hero })
	await expect(hero.getByRole('button', { name: /^Show slides/ })).toHaveText([/1 to 3/, /4 to 6/])
	await hero.getByRole('button', { name: 'Show slides 4 to 6' }).click()
	await expect(hero.getByRole('button', { name: 'Show slides 4 to 6' })).toHaveAttribute(
		'aria-current',
		'true',
	)
})

const robot = (page: Page) => page.locator('img[data-robot]')
const robotX = async (page: Page) => (await robot(page).boundingBox())?.x

/** Answers whether the hero robot's x position changes within the next second and a half. */
async function robotMoves(page: Page) {
	const start = await robotX(page)
	for (let waited = 0; waited < 1500; waited += 100) {
		await page.waitForTimeout(100)
		if ((await robotX(page)) !== start) return true
	}
	return false
}

test('at 375, 768 and 1280 px the hero shows the robot, named for a screen reader, inside the hero', async ({
	page,
}) => {
	await page.goto('/')
	for (const width of [375, 768, 1280]) {
		await page.setViewportSize({ width, height: 900 })
		await expect(robot(page), `at ${width} px`).toBeVisible()
		await expect(robot(page)).toHaveAccessibleName(homeIntro.heroRobotAlt)
		// It stands inside the hero, not cut off by the hero's edges.
		const hero = await page.locator('section:has(h1)').boundingBox()
		const box = await robot(page).boundingBox()
		expect(
			box && hero && box.x >= hero.x && box.x + box.width <= hero.x + hero.width,
			`at ${width} px`,
		).toBe(true)
	}
})

test('the robot slides back and forth at 1024 px', async ({ page }) => {
	await page.setViewportSize({ width: 1024, height: 800 })
	await page.goto('/')
	expect(await robotMoves(page)).toBe(true)
})

test('the robot stands still at 1023 px', async ({ page }) => {
	await page.setViewportSize({ width: 1023, height: 800 })
	await page.goto('/')
	await expect(robot(page)).toBeVisible()
	expect(await robotMoves(page)).toBe(false)
})

test.describe('with reduced motion', () => {
	test.use({ reducedMotion: 'reduce' })

	test('the robot is static and no carousel plays', async ({ page, openHydrated }) => {
		await page.setViewportSize({ width: 1440, height: 900 })
		await openHydrated('/')
		await expect(robot(page)).toBeVisible()
		expect(await robotMoves(page)).toBe(false)
		await expect(
			page.locator('[aria-roledescription="carousel"][data-playing="true"]'),
		).toHaveCount(0)
		await expect(page.getByText('3250+', { exact: true })).toBeVisible()
	})
})
