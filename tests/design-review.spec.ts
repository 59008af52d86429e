import type { Page } from '@playwright/test'
import { uiText } from '../app/content/copy.ts'
import { footerContent } from '../app/content/footer.ts'
import { homeIntro, homeSections } from '../app/content/home.ts'
import { pages, placeholderPages } from '../app/content/pages.ts'
import { expect, scrollToEnd, test, waitForHydration } from './support/fixtures.ts'

const PHONE = { width: 375, height: 812 }
const SERVICE_PAGE = '/services/stp-plants'
// WCAG 2.2 2.5.8: a pointer target is at least 24 by 24 CSS pixels.
const MIN_TARGET = 24
// A phone visitor should reach the news within this many pixels of scrolling.
const NEWS_WITHIN = 7500
// A caption fading below this opacity no longer reads over another one.
const LEGIBLE_OPACITY = 0.35

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
			// The button steps aside with a 200 ms transition, after the next frame: what counts is
			// where it rests, however busy the machine.
			await expect
				.poll(() => controlsUnderChat(page), { message: `scrolled to ${y} px`, timeout: 2000 })
				.toEqual([])
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
