import { uiText } from '../app/content/copy.ts'
import { pages } from '../app/content/pages.ts'
import { expect, test, waitForHydration } from './support/fixtures.ts'

const PHONE = { width: 375, height: 700 }

test.describe('mobile menu without JavaScript', () => {
	test.use({ viewport: PHONE, javaScriptEnabled: false })

	test('at 375 px the menu button shows the navigation, its links navigate and a tap on the scrim closes it', async ({
		page,
	}) => {
		await page.goto(pages.home.path)
		const menu = page.getByRole('navigation', { name: uiText.mainNav })
		await expect(menu).toBeHidden()
		await page.getByRole('button', { name: uiText.openMenu }).click()
		await expect(menu).toBeVisible()
		await expect(page.getByRole('button', { name: uiText.closeMenu })).toBeVisible()

		await page.mouse.click(PHONE.width / 2, PHONE.height - 20)
		await expect(menu).toBeHidden()

		await page.getByRole('button', { name: uiText.openMenu }).click()
		await menu.getByRole('link', { name: 'About' }).click()
		await expect(page).toHaveURL(pages.about.path)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.about.title)
	})
})

test.describe('mobile menu', () => {
	test.use({ viewport: PHONE })

	test('the open menu hangs below the header bar with a visible edge over a scrim, and a tap on the scrim closes it', async ({
		page,
	}) => {
		await page.goto(pages.home.path)
		await waitForHydration(page)
		const button = page.getByRole('button', { name: uiText.openMenu })
		await button.click()
		const menu = page.getByRole('navigation', { name: uiText.mainNav })
		await expect(menu).toBeVisible()
		const bar = await page.locator('header [class*="anchor-name"]').boundingBox()
		const box = await menu.boundingBox()
		expect(box?.y).toBeCloseTo((bar?.y ?? 0) + (bar?.height ?? 0), 0)
		const edge = await menu.evaluate((element) => {
			const style = getComputedStyle(element)
			return {
				border: Number.parseFloat(style.borderBottomWidth),
				shadow: style.boxShadow,
				scrim: getComputedStyle(element, '::backdrop').backgroundColor,
			}
		})
		expect(edge.border).toBeGreaterThan(0)
		expect(edge.shadow).not.toBe('none')
		expect(edge.scrim, 'a translucent scrim').toMatch(/[,/] 0?\.\d+\)$/)

		await page.mouse.click(PHONE.width / 2, PHONE.height - 20)
		await expect(menu).toBeHidden()
		await expect(button).toHaveAttribute('aria-expanded', 'false')
	})
})
