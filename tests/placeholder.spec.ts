import { pages, placeholderNotice, placeholderPages } from '../app/content/pages.ts'
import { siteConfig } from '../app/content/site-config.ts'
import { expect, test } from './support/fixtures.ts'

const PHONE = { width: 375, height: 700 }

test.describe('placeholder screens', () => {
	for (const viewport of [PHONE, { width: 1440, height: 900 }]) {
		test(`at ${viewport.width} px the banner's wave and the footer's wave are at least 160 px of calm body apart`, async ({
			page,
		}) => {
			await page.setViewportSize(viewport)
			for (const placeholder of placeholderPages) {
				await page.goto(placeholder.path)
				await expect(page.getByRole('heading', { level: 1 })).toHaveText(placeholder.title)
				const bannerWave = await page.locator('main section svg').last().boundingBox()
				const footerWave = await page.locator('footer > svg').boundingBox()
				const gap = (footerWave?.y ?? 0) - ((bannerWave?.y ?? 0) + (bannerWave?.height ?? 0))
				expect(gap).toBeGreaterThanOrEqual(160)
				// Never a dead end: the body offers a call, an e-mail and the contact page.
				const body = page.locator('main > :not(section)')
				await expect(body.getByRole('link', { name: placeholderNotice.call })).toHaveAttribute(
					'href',
					siteConfig.phone.href,
				)
				await expect(body.getByRole('link', { name: placeholderNotice.email })).toHaveAttribute(
					'href',
					`mailto:${siteConfig.email}`,
				)
				await expect(body.getByRole('link', { name: placeholderNotice.message })).toHaveAttribute(
					'href',
					pages.contact.path,
				)
			}
		})
	}
})
