import type { Page } from '@playwright/test'
import { footerContent } from '../app/content/footer.ts'
import { homeIntro, homeSections } from '../app/content/home.ts'
import { pages, placeholderPages } from '../app/content/pages.ts'
import uiText from '../app/generated/content/site/ui-text.json' with { type: 'json' }
import { expect, knownPaths, scrollToEnd, test, waitForHydration } from './support/fixtures.ts'

const PHONE = { width: 375, height: 812 }
const SERVICE_PAGE = '/services/stp-plants'
// WCAG 2.2 2.5.8: a pointer target is at least 24 by 24 CSS pixels.
const MIN_TARGET = 24
// A phone visitor should reach the news within this many pixels of scrolling.
const NEWS_WITHIN = 7500
// The banner leaves most of a phone's first screen to the page's own content.
const BANNER_SHARE = 0.4
// A caption fading below this opacity no longer reads over another one.
const LEGIBLE_OPACITY = 0.35

// Home has its own hero, the inbox is a tool, and the not-found screen has no banner.
const withoutBanner: readonly string[] = [pages.home.path, pages.admin.path, pages.errorPage.path]
const innerPaths = knownPaths.filter((path) => !withoutBanner.includes(path))

/**
 * What runs past the sides of the screen: the page itself when it scrolls sideways, and any text
 * that a clipping box cuts off at the screen's edge. Slides a carousel has set aside (inert or
 * hidden) and visually hidden labels are not shown, so they do not count.
 */
const offScreenSideways = (page: Page) =>
	page.evaluate(() => {
		const width = document.documentElement.clientWidth
		const found: string[] = []
		if (document.documentElement.scrollWidth > width) {
			found.push(`page is ${document.documentElement.scrollWidth} px wide in ${width} px`)
		}
		const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
		for (let node = walker.nextNode(); node; node = walker.nextNode()) {
			const parent = node.parentElement
			if (!node.textContent?.trim() || !parent) continue
			if (parent.closest('[inert], [aria-hidden="true"], .sr-only, dialog:not([open])')) continue
			if (getComputedStyle(parent).visibility === 'hidden') continue
			const range = document.createRange()
			range.selectNodeContents(node)
			for (const box of range.getClientRects()) {
				if (box.width > 0 && (box.right > width + 1 || box.left < -1)) {
					found.push(
						`"${node.textContent.trim().slice(0, 40)}" spans ${Math.round(box.left)}–${Math.round(box.right)} px`,
					)
					break
				}
			}
		}
		return found
	})

for (const width of [320, 375, 768]) {
	test(`at ${width} px no route scrolls sideways or cuts text off at the screen’s edge`, async ({
		page,
	}) => {
		test.setTimeout(120_000)
		await page.setViewportSize({ width, height: 800 })
		for (const path of knownPaths) {
			await page.goto(path)
			await waitForHydration(page)
			await scrollToEnd(page)
			expect(await offScreenSideways(page), path).toEqual([])
		}
	})
}

/** Each inner page's banner height at a screen size: the height of the section that holds its h1. */
async function bannerHeights(page: Page, screen: { width: number; height: number }) {
	await page.setViewportSize(screen)
	const heights = new Map<string, number>()
	for (const path of innerPaths) {
		await page.goto(path)
		const height = await page.locator('main h1').evaluate((heading) => {
			return heading.closest('section')?.getBoundingClientRect().height ?? Number.NaN
		})
		heights.set(path, height)
	}
	return heights
}

test('on a 375 × 812 phone every inner page’s banner takes at most 40% of the first screen', async ({
	page,
}) => {
	test.setTimeout(120_000)
	for (const [path, height] of await bannerHeights(page, PHONE)) {
		expect(height, path).toBeLessThanOrEqual(PHONE.height * BANNER_SHARE)
	}
})

for (const screen of [
	{ width: 768, height: 1024 },
	{ width: 1280, height: 800 },
	{ width: 1440, height: 900 },
]) {
	test(`at ${screen.width} × ${screen.height} every inner page’s banner is at least half the screen tall`, async ({
		page,
	}) => {
		test.setTimeout(120_000)
		for (const [path, height] of await bannerHeights(page, screen)) {
			expect(height, path).toBeGreaterThanOrEqual(screen.height / 2)
		}
	})
}

/** Opens a path on the phone and scrolls it through once, so every block has its real size. */
async function openOnPhoneFullyRendered(page: Page, path: string) {
	await page.setViewportSize(PHONE)
	await page.goto(path)
	await waitForHydration(page)
	await scrollToEnd(page)
}

/** Visible links and buttons smaller than the minimum target, by their text or label. */
const smallTargets = (page: Page, minimum: number) =>
	page.evaluate((minimum) => {
		const small: string[] = []
		for (const target of document.querySelectorAll('a[href], button')) {
			const style = getComputedStyle(target)
			if (style.visibility === 'hidden' || target.closest('[inert], [aria-hidden="true"]')) continue
			const box = target.getBoundingClientRect()
			if (box.width === 0 || box.height === 0) continue
			// Visually hidden skip links show themselves on focus at full size.
			if (box.width <= 1 && box.height <= 1) continue
			if (box.width < minimum - 0.5 || box.height < minimum - 0.5) {
				const name = target.getAttribute('aria-label') ?? target.textContent?.trim() ?? ''
				small.push(`${name.slice(0, 40)} ${Math.round(box.width)}×${Math.round(box.height)}`)
			}
		}
		return small
	}, minimum)

for (const path of [pages.home.path, SERVICE_PAGE, pages.contact.path]) {
	test(`at 375 px every visible link and button on ${path} is at least 24 × 24 px`, async ({
		page,
	}) => {
		await openOnPhoneFullyRendered(page, path)
		expect(await smallTargets(page, MIN_TARGET)).toEqual([])
	})
}

/** Form controls the chat button's box overlaps at the current scroll position. */
const controlsUnderChat = (page: Page) =>
	page.evaluate((chatCorner) => {
		const chat = document.querySelector(`${chatCorner} a`)
		if (!chat || getComputedStyle(chat).visibility === 'hidden') return []
		const button = chat.getBoundingClientRect()
		const controls = document.querySelectorAll(
			'main form input:not([type="hidden"]), main form textarea, main form select, main form button',
		)
		return [...controls]
			.filter((control) => {
				const box = control.getBoundingClientRect()
				return (
					box.width > 1 &&
					box.left < button.right &&
					box.right > button.left &&
					box.top < button.bottom &&
					box.bottom > button.top
				)
			})
			.map((control) => control.getAttribute('name') ?? control.textContent?.trim() ?? '')
	}, `aside[aria-label="${uiText.chat}"]`)

for (const path of [pages.contact.path, SERVICE_PAGE]) {
	test(`at 375 px on ${path} the chat button never covers a form field or the submit button`, async ({
		page,
	}) => {
		await openOnPhoneFullyRendered(page, path)
		// Every scroll position at which a form is on screen, a fifth of a screen apart.
		const { from, to, step } = await page.evaluate(() => {
			const boxes = [...document.querySelectorAll('main form')].map((form) => {
				const box = form.getBoundingClientRect()
				return { top: box.top + window.scrollY, bottom: box.bottom + window.scrollY }
			})
			return {
				from: Math.max(0, Math.min(...boxes.map((box) => box.top)) - window.innerHeight),
				to: Math.max(...boxes.map((box) => box.bottom)),
				step: Math.round(window.innerHeight / 5),
			}
		})
		expect(to, 'the page has a form').toBeGreaterThan(from)
		for (let y = from; y <= to; y += step) {
			await page.evaluate((y) => window.scrollTo(0, y), y)
			// The button steps aside with a short transition; what counts is where it rests.
			await page.waitForTimeout(250)
			expect(await controlsUnderChat(page), `scrolled to ${y} px`).toEqual([])
		}
	})
}

test('during a hero cross-fade no two captions are legible in the same place', async ({ page }) => {
	for (const viewport of [PHONE, { width: 1440, height: 900 }]) {
		await page.setViewportSize(viewport)
		await page.goto(pages.home.path)
		await waitForHydration(page)
		const hero = page.getByRole('region', { name: homeSections.carouselLabels.hero })
		const next = hero.getByRole('button', { name: 'Show slides 4 to 6' })
		await expect(hero).toHaveAttribute('data-started', 'true')
		// Sampled every frame from the click until the fade has ended: each caption's opacity is the
		// product of its own and its ancestors', as the visitor sees it.
		const overlaps = await next.evaluate(async (button, legible) => {
			const captions = [...document.querySelectorAll('figcaption')].filter((caption) =>
				button.closest('section')?.contains(caption),
			)
			const seenOpacity = (element: Element) => {
				let opacity = 1
				for (let node: Element | null = element; node; node = node.parentElement) {
					opacity *= Number(getComputedStyle(node).opacity)
				}
				return opacity
			}
			const found: string[] = []
			let samples = 0
			;(button as HTMLButtonElement).click()
			const started = performance.now()
			while (performance.now() - started < 3000) {
				await new Promise((resolve) => requestAnimationFrame(resolve))
				samples += 1
				const shown = captions
					.map((caption) => ({ caption, opacity: seenOpacity(caption) }))
					.filter(({ opacity }) => opacity > legible)
				for (const [index, a] of shown.entries()) {
					for (const b of shown.slice(index + 1)) {
						const boxA = a.caption.getBoundingClientRect()
						const boxB = b.caption.getBoundingClientRect()
						const apart =
							boxA.right <= boxB.left ||
							boxB.right <= boxA.left ||
							boxA.bottom <= boxB.top ||
							boxB.bottom <= boxA.top
						if (!apart) {
							found.push(
								`${a.caption.textContent?.slice(0, 20)} at ${a.opacity.toFixed(2)} over ${b.caption.textContent?.slice(0, 20)} at ${b.opacity.toFixed(2)}`,
							)
						}
					}
				}
			}
			return samples > 20 ? found : ['too few samples']
		}, LEGIBLE_OPACITY)
		expect(overlaps, `at ${viewport.width} px`).toEqual([])
	}
})

test('at 375 px a visitor reaches the news section within 7,500 px of the top of home', async ({
	page,
}) => {
	await openOnPhoneFullyRendered(page, pages.home.path)
	const newsTop = await page
		.getByRole('heading', { name: homeIntro.newsTitle })
		.evaluate((heading) => heading.getBoundingClientRect().top + window.scrollY)
	expect(newsTop).toBeLessThanOrEqual(NEWS_WITHIN)
})

test('the footer’s bottom line links the privacy policy and the terms', async ({ page }) => {
	await page.goto(pages.home.path)
	const bottomLine = page.locator('footer').getByRole('list').last()
	for (const path of footerContent.legalPaths) {
		const placeholder = placeholderPages.find((page) => page.path === path)
		await expect(bottomLine.getByRole('link', { name: placeholder?.title })).toHaveAttribute(
			'href',
			path,
		)
	}
})
