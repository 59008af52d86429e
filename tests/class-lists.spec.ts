import { uiText } from '../app/content/copy.ts'
import { pages } from '../app/content/pages.ts'
import { expect, test } from './support/fixtures.ts'
import { conflictingClasses } from './support/page-checks.ts'

test('no conflicting utility classes in the fixed header, the open menu or the offline screen', async ({
	page,
	context,
	openHydrated,
}) => {
	await page.setViewportSize({ width: 375, height: 740 })
	await openHydrated('/about')
	await page.evaluate(() => window.scrollTo(0, 900))
	await expect(page.locator('header [data-fixed]')).toHaveCount(1)
	await page.getByRole('button', { name: uiText.openMenu }).click()
	expect(await conflictingClasses(page)).toEqual([])
	await context.setOffline(true)
	await page.getByRole('alert').waitFor()
	expect(await conflictingClasses(page)).toEqual([])
})

test('no conflicting utility classes in the contact form showing its errors', async ({
	page,
	openHydrated,
}) => {
	await openHydrated(pages.contact.path)
	await page.getByRole('button', { name: 'Send message' }).click()
	await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
	expect(await conflictingClasses(page)).toEqual([])
})
