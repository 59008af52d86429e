import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { twMerge } from 'tailwind-merge'
import { uiText } from '../../app/content/copy.ts'
import { sizingShared } from '../../app/content/plant-sizing-words.ts'
import { scrollToEnd } from './fixtures.ts'

declare global {
	interface Window {
		prerenderedElements?: Element[]
	}
}

/** Holds the web fonts back, as a slow connection does, so that the page is first drawn without them. */
export const holdFonts = (page: Page) =>
	page.route(/\.woff2$/, async (route) => {
		await new Promise((resolve) => setTimeout(resolve, 1500))
		await route.continue()
	})

/** Remembers every element of the prerendered body, before any module has run. */
export async function rememberPrerenderedElements(page: Page) {
	await page.addInitScript(() => {
		document.addEventListener('DOMContentLoaded', () => {
			window.prerenderedElements = [...document.body.querySelectorAll('*')]
		})
	})
}

/** Prerendered elements that hydration threw away and drew again. */
export const recreatedElements = (page: Page) =>
	page.evaluate(() =>
		(window.prerenderedElements ?? [])
			.filter((element) => !element.isConnected)
			.map((element) => element.outerHTML.slice(0, 120)),
	)

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/**
 * The open page's (or its `part`'s) axe violations against WCAG 2.2 AA and axe's best practices. Axe
 * runs every rule in the page itself (legacy mode): the default opens a blank page per check to join
 * the results of cross-origin frames, which the site has none of, and took two thirds of the check's
 * time. Asked for violations only, it skips gathering the nodes each rule passed.
 */
export const axeViolations = async (page: Page, part?: string) => {
	const builder = new AxeBuilder({ page })
		.withTags(WCAG_TAGS)
		.options({ resultTypes: ['violations'] })
		.setLegacyMode()
	const { violations } = await (part ? builder.include(part) : builder).analyze()
	return violations.map((violation) => ({
		rule: violation.id,
		impact: violation.impact,
		targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
	}))
}

// cn() is plain clsx: tailwind-merge cost 8.5 KB gzip on every page (over the JavaScript budget). So
// no element may carry two utilities that set the same thing, since which one wins would then depend on
// the order of the stylesheet. tailwind-merge, which cn() used to run, is the judge of what conflicts.
export const conflictingClasses = async (page: Page) => {
	const classLists = await page.evaluate(() => [
		...new Set(
			Array.from(
				document.querySelectorAll('[class]'),
				(element) => element.getAttribute('class') ?? '',
			),
		),
	])
	return classLists
		.map((classes) => classes.trim().split(/\s+/).join(' '))
		.filter((classes) => twMerge(classes) !== classes)
		.map((classes) => ({ classes, tailwindMerge: twMerge(classes) }))
}

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

/**
 * Text of `main` that the footer's wave, which overlaps the end of the page, lies over. A page without
 * a footer has no wave.
 */
const textUnderFooterWave = (page: Page) =>
	page.evaluate(() => {
		const wave = document.querySelector('footer > svg')?.getBoundingClientRect()
		const main = document.querySelector('main')
		if (!wave || !main) return []
		const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT)
		const hits: string[] = []
		for (let node = walker.nextNode(); node; node = walker.nextNode()) {
			// Text folded away (a closed disclosure's) is not painted where its boxes would be.
			if (!node.textContent?.trim() || !node.parentElement?.checkVisibility()) continue
			const range = document.createRange()
			range.selectNodeContents(node)
			for (const rect of range.getClientRects()) {
				if (rect.bottom > wave.top && rect.top < wave.bottom && rect.width > 1) {
					hits.push(node.textContent.trim())
				}
			}
		}
		return hits
	})

// A phone, the narrowest phone and a tablet: no page may scroll sideways or cut text off there.
const PHONE = { width: 375, height: 812 }
const NARROW_SCREENS = [{ width: 320, height: 800 }, PHONE, { width: 768, height: 1024 }]
// 200% zoom of a 1280 × 720 window is what CSS sees as a 640 × 360 viewport.
const ZOOMED_200 = { width: 640, height: 360 }
const WIDE_SCREENS = [
	{ width: 1280, height: 800 },
	{ width: 1440, height: 900 },
]
// On a phone the banner leaves most of the first screen to the page's own content.
const PHONE_BANNER_SHARE = 0.4
// From a tablet up the banner is at least half the screen tall.
const TABLET_WIDTH = 768

/**
 * The open, hydrated page resized through the screens, each once (the layout answers a resize as it
 * answers a load): at each narrow screen it neither scrolls sideways, nor cuts text off, nor has text
 * under the footer's wave, at 200% zoom it does not scroll sideways, and its banner (the section
 * holding the h1), where it has one, takes at most 40 % of a phone's first screen and at least half of
 * a tablet's or larger. Where the page has the site's header, its menu button is on the narrowest
 * screen.
 */
export async function expectLayoutFitsScreens(
	page: Page,
	{ banner, menuButton }: { banner: boolean; menuButton: boolean },
) {
	const expectBannerFits = async (screen: { width: number; height: number }) => {
		if (!banner || (screen !== PHONE && screen.width < TABLET_WIDTH)) return
		const height = await page
			.locator('main h1')
			.evaluate((heading) => heading.closest('section')?.getBoundingClientRect().height ?? NaN)
		const name = `banner at ${screen.width} × ${screen.height}`
		if (screen === PHONE)
			expect.soft(height, name).toBeLessThanOrEqual(screen.height * PHONE_BANNER_SHARE)
		else expect.soft(height, name).toBeGreaterThanOrEqual(screen.height / 2)
	}
	for (const [index, screen] of NARROW_SCREENS.entries()) {
		const { width } = screen
		await page.setViewportSize(screen)
		if (index === 0) {
			// On the narrowest phone the header's menu button, the way to every other page, is on screen.
			if (menuButton) {
				await page.evaluate(() => window.scrollTo(0, 0))
				await expect
					.soft(page.getByRole('button', { name: uiText.openMenu }), `at ${width} px`)
					.toBeInViewport()
			}
			// Scrolled through once, every lazy part has rendered; the text is measured wherever it is.
			await scrollToEnd(page)
		}
		// A carousel lays its slides out again a frame or two after a resize: what counts is where they rest.
		await expect.soft.poll(() => offScreenSideways(page), `at ${width} px`).toEqual([])
		expect.soft(await textUnderFooterWave(page), `under the footer wave at ${width} px`).toEqual([])
		await expectBannerFits(screen)
	}
	await page.setViewportSize(ZOOMED_200)
	await expect.soft
		.poll(
			() => page.evaluate(() => document.documentElement.scrollWidth - innerWidth),
			'at 200% zoom of a 1280 px window',
		)
		.toBeLessThanOrEqual(0)
	if (!banner) return
	for (const screen of WIDE_SCREENS) {
		await page.setViewportSize(screen)
		await expectBannerFits(screen)
	}
}

/** The value a result's definition list shows for a term. */
export const resultValue = (page: Page, term: string) =>
	page
		.getByRole('region', { name: sizingShared.resultTitle })
		.locator('dl > div')
		.filter({ has: page.getByRole('term').getByText(term, { exact: true }) })
		.getByRole('definition')

/**
 * Every figure a result shows under its heading (`title`), as text: each list item apart, and without
 * the on-screen links to a next step that paper leaves out.
 */
export const shownFigures = (page: Page, title: string) =>
	page
		.getByRole('region', { name: title })
		.locator('dl > div > dd')
		.evaluateAll((values) =>
			values.flatMap((value) => {
				const items = [...value.querySelectorAll('li')]
				if (items.length > 0) return items.map((item) => item.textContent ?? '')
				const copy = value.cloneNode(true) as HTMLElement
				for (const link of copy.querySelectorAll('a[class*="print:hidden"]')) link.remove()
				return [copy.textContent ?? '']
			}),
		)
