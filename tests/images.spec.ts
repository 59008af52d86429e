import type { Page } from '@playwright/test'
import { homeSections } from '../app/content/home.ts'
import { expect, knownPaths, test, waitForHydration } from './support/fixtures.ts'

const PAGES_WITH_ART = [
	'/',
	'/services',
	'/services/ss-vessels',
	'/our-work',
	'/team',
	'/blog',
	'/about',
]
const HOME_IMAGE_BUDGET_BYTES = 350 * 1024

const imageSources = (page: Page) =>
	page
		.locator('img')
		.evaluateAll((images) => [
			...new Set(
				images.map(
					(image) => (image as HTMLImageElement).currentSrc || (image as HTMLImageElement).src,
				),
			),
		])

/** Scrolls through the page so that lazy images in the flow load, then reports any that failed. */
async function brokenImages(page: Page) {
	await page.evaluate(async () => {
		// Measured once: the walk ends even if something below keeps growing the page.
		const height = document.body.scrollHeight
		for (let y = 0; y < height; y += window.innerHeight / 2) {
			window.scrollTo(0, y)
			// Two frames: the browser has laid out the new scroll position and decided which lazy
			// images now near the viewport start loading. A frame that a busy machine holds back is
			// waited for at most 100 ms, so the walk cannot outlast the test.
			for (let frame = 0; frame < 2; frame += 1) {
				await new Promise((resolve) => {
					requestAnimationFrame(resolve)
					setTimeout(resolve, 100)
				})
			}
		}
	})
	await page.waitForLoadState('networkidle')
	return page
		.locator('img')
		.evaluateAll((images) =>
			(images as HTMLImageElement[])
				.filter((image) => image.complete && image.naturalWidth === 0)
				.map((image) => image.src),
		)
}

for (const path of PAGES_WITH_ART) {
	test(`every image on ${path} is local, sized, described, loaded, and lazy below the fold, and every image file it references exists${path === '/' ? `, adding up to under ${HOME_IMAGE_BUDGET_BYTES / 1024} KB` : ''}`, async ({
		page,
		request,
		baseURL,
	}) => {
		// What the browser downloads: from a <picture>, only the one file its screen needs.
		const downloaded = new Map<string, Promise<number>>()
		page.on('response', (response) => {
			if (response.request().resourceType() !== 'image') return
			downloaded.set(
				response.url(),
				response.body().then(
					(body) => body.length,
					() => 0,
				),
			)
		})
		await page.goto(path)
		const sources = await imageSources(page)
		const initial = await page.locator('img').evaluateAll((images) =>
			images.map((image) => ({
				src: (image as HTMLImageElement).currentSrc || (image as HTMLImageElement).src,
				top: image.getBoundingClientRect().top,
				loading: image.getAttribute('loading'),
				width: image.getAttribute('width'),
				height: image.getAttribute('height'),
				alt: image.getAttribute('alt'),
				// Slides out of view are aria-hidden too; only the purely decorative art is meant here.
				decorative:
					image.closest('[aria-hidden="true"]:not([aria-roledescription="slide"])') !== null,
			})),
		)
		expect(initial.length).toBeGreaterThan(0)
		const viewportHeight = page.viewportSize()?.height ?? 0
		for (const image of initial) {
			expect(new URL(image.src).origin, image.src).toBe(new URL(baseURL ?? '').origin)
			expect(Number(image.width), image.src).toBeGreaterThan(0)
			expect(Number(image.height), image.src).toBeGreaterThan(0)
			if (image.decorative) expect(image.alt, image.src).toBe('')
			else expect(image.alt, image.src).toBeTruthy()
			if (image.top > viewportHeight * 1.5) expect(image.loading, image.src).toBe('lazy')
		}

		expect(await brokenImages(page)).toEqual([])

		for (const source of sources) {
			const response = await request.get(source)
			expect(response.status(), source).toBe(200)
			expect(response.headers()['content-type'], source).toMatch(/^image\//)
		}
		const total = (await Promise.all(downloaded.values())).reduce((sum, bytes) => sum + bytes, 0)
		if (path === '/') expect(total).toBeLessThan(HOME_IMAGE_BUDGET_BYTES)
	})
}

test('no stylesheet points at another host', async ({ page, baseURL }) => {
	for (const path of knownPaths.slice(0, 8)) {
		await page.goto(path)
		const urls = await page.evaluate(() =>
			[...document.styleSheets].flatMap((sheet) =>
				[...sheet.cssRules].flatMap((rule) =>
					[...rule.cssText.matchAll(/url\(["']?([^"')]+)/g)].map((match) => match[1] ?? ''),
				),
			),
		)
		for (const url of urls) {
			if (url.startsWith('data:')) continue
			expect(new URL(url, baseURL).origin, url).toBe(new URL(baseURL ?? '').origin)
		}
	}
})

test('the service image is blurred until it has loaded, then sharp', async ({ page }) => {
	let releaseImage: () => void = () => {}
	const imageHeld = new Promise<void>((resolve) => {
		releaseImage = resolve
	})
	await page.route(/\/assets\/ss-vessels-[^/]+\.(avif|webp)$/, async (route) => {
		await imageHeld
		await route.continue()
	})
	await page.goto('/services/ss-vessels', { waitUntil: 'commit' })
	await waitForHydration(page)
	const image = page.getByRole('img', { name: /stainless/i }).first()
	await expect(image).toHaveAttribute('data-loaded', 'false')
	expect(await image.evaluate((element) => getComputedStyle(element).filter)).toContain('blur')

	releaseImage()
	await expect(image).toHaveAttribute('data-loaded', 'true')
	await expect
		.poll(() => image.evaluate((element) => getComputedStyle(element).filter))
		.toBe('none')
	expect(await image.evaluate((element) => getComputedStyle(element).transitionDuration)).toContain(
		'0.5s',
	)
})

test('images of carousel slides past the first view wait for the carousel script, then load', async ({
	page,
	openHydrated,
	allowConsoleErrors,
}) => {
	const requested = new Set<string>()
	page.on('request', (request) => {
		if (request.resourceType() === 'image') requested.add(new URL(request.url()).pathname)
	})
	const laterSlideImages = page
		.getByRole('region', { name: homeSections.carouselLabels.hero })
		.locator('[data-after-first-view] img')

	await page.route('**/*.js', (route) => route.abort())
	allowConsoleErrors(/net::ERR_FAILED/)
	await page.goto('/')
	await page.waitForLoadState('networkidle')
	const deferred = await laterSlideImages.evaluateAll((images) =>
		images.map((image) => new URL((image as HTMLImageElement).src).pathname),
	)
	expect(deferred.length).toBeGreaterThan(0)
	expect(deferred.filter((path) => requested.has(path))).toEqual([])

	await page.unroute('**/*.js')
	await openHydrated('/')
	await expect
		.poll(() =>
			laterSlideImages
				.first()
				.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
		)
		.toBe(true)
})
