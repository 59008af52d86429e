import type { Page } from '@playwright/test'
import { uiText } from '../app/content/copy.ts'
import { pages } from '../app/content/pages.ts'
import { expect, scrollToEnd, test, waitForHydration } from './support/fixtures.ts'

const PHONE = { width: 375, height: 700 }
const chatCornerSelector = `aside[aria-label="${uiText.chat}"]`

/**
 * Text the chat button covers and that scrolling further cannot bring clear of it. Text counts only
 * where it is painted (not clipped away, as screen-reader-only text is).
 */
const textStuckUnderChat = (page: Page) =>
	page.evaluate((chatCorner) => {
		const chat = document.querySelector(`${chatCorner} a`)?.getBoundingClientRect()
		if (!chat) return ['no chat button']
		const scrollLeft = document.documentElement.scrollHeight - window.innerHeight - window.scrollY
		const stuck: string[] = []
		const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
		for (let node = walker.nextNode(); node; node = walker.nextNode()) {
			const parent = node.parentElement
			if (!node.textContent?.trim() || !parent || parent.closest(chatCorner)) continue
			const range = document.createRange()
			range.selectNodeContents(node)
			for (const rect of range.getClientRects()) {
				const left = Math.max(rect.left, chat.left)
				const right = Math.min(rect.right, chat.right)
				const top = Math.max(rect.top, chat.top)
				const bottom = Math.min(rect.bottom, chat.bottom)
				if (right - left < 1 || bottom - top < 1) continue
				const painted = document
					.elementsFromPoint((left + right) / 2, (top + bottom) / 2)
					.some((element) => element === parent || parent.contains(element))
				if (painted && scrollLeft < rect.bottom - chat.top) stuck.push(node.textContent.trim())
			}
		}
		return stuck
	}, chatCornerSelector)

test.describe('chat button', () => {
	test.use({ viewport: PHONE })

	for (const path of [pages.home.path, '/services/stp-plants', pages.contact.path]) {
		test(`at 375 px on ${path} it hides no text that cannot scroll clear, and at the bottom it covers nothing`, async ({
			page,
		}) => {
			await page.goto(path)
			await waitForHydration(page)
			for (const share of [0, 0.25, 0.5, 0.75]) {
				await page.evaluate(
					(share) =>
						window.scrollTo(
							0,
							Math.round((document.documentElement.scrollHeight - window.innerHeight) * share),
						),
					share,
				)
				expect(await textStuckUnderChat(page), `scrolled to ${share * 100}%`).toEqual([])
			}
			const end = await scrollToEnd(page)
			expect(end).toBe(
				await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
			)
			expect(await textStuckUnderChat(page), 'scrolled to the end').toEqual([])
		})
	}

	test('shows the WhatsApp mark and keeps its name and link', async ({ page }) => {
		await page.goto(pages.home.path)
		await waitForHydration(page)
		await page.evaluate(() => window.scrollTo(0, window.innerHeight))
		const chat = page.getByRole('link', { name: /Chat with .* on WhatsApp/ })
		await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\//)
		await expect(chat.locator('svg[data-slot="whatsapp-icon"]')).toBeVisible()
		// Measured once it has come to rest from its 200 ms entrance.
		await expect.poll(async () => (await chat.boundingBox())?.width).toBeGreaterThanOrEqual(44)
		expect((await chat.boundingBox())?.width).toBeLessThanOrEqual(48)
	})
})

for (const viewport of [PHONE, { width: 768, height: 1024 }, { width: 1440, height: 900 }]) {
	test(`at ${viewport.width} px the chat button leaves the first screen to the page and floats once the visitor scrolls on`, async ({
		page,
	}) => {
		await page.setViewportSize(viewport)
		await page.goto(pages.about.path)
		await waitForHydration(page)
		const chat = page.getByRole('link', { name: /Chat with .* on WhatsApp/, includeHidden: true })
		await expect(chat).toBeHidden()
		await page.evaluate(() => window.scrollTo(0, window.innerHeight))
		await expect(chat).toBeVisible()
		await page.evaluate(() => window.scrollTo(0, 0))
		await expect(chat).toBeHidden()
	})
}
