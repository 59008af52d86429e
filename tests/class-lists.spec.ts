import type { Page } from '@playwright/test'
import { twMerge } from 'tailwind-merge'
import { pages, placeholderPages } from '../app/content/pages.ts'
import { serviceDetailsPath, servicePath, services } from '../app/content/services.ts'
import uiText from '../app/generated/content/site/ui-text.json' with { type: 'json' }
import { expect, test } from './support/fixtures.ts'

// cn() is plain clsx: tailwind-merge cost 8.5 KB gzip on every page (over the JavaScript budget). So
// no element may carry two utilities that set the same thing, since which one wins would then depend on
// the order of the stylesheet. tailwind-merge, which cn() used to run, is the judge of what conflicts.
async function expectNoConflictingClasses(page: Page) {
	const classLists = await page.evaluate(() => [
		...new Set(
			Array.from(
				document.querySelectorAll('[class]'),
				(element) => element.getAttribute('class') ?? '',
			),
		),
	])
	const conflicting = classLists
		.map((classes) => classes.trim().split(/\s+/).join(' '))
		.filter((classes) => twMerge(classes) !== classes)
		.map((classes) => ({ classes, tailwindMerge: twMerge(classes) }))
	expect(conflicting).toEqual([])
}

// One URL per route module, since the class lists come from components, not from content.
const paths = [
	...Object.values(pages).map((page) => page.path),
	placeholderPages[0].path,
	servicePath(services[0]),
	serviceDetailsPath(services[0]),
	'/no-such-page',
]

for (const path of paths) {
	test(`no element on ${path} has conflicting utility classes`, async ({ page, openHydrated }) => {
		await openHydrated(path)
		await expectNoConflictingClasses(page)
	})
}

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
	await expectNoConflictingClasses(page)
	await context.setOffline(true)
	await page.getByRole('alert').waitFor()
	await expectNoConflictingClasses(page)
})

test('no conflicting utility classes in the contact form showing its errors', async ({
	page,
	openHydrated,
}) => {
	await openHydrated(pages.contact.path)
	await page.getByRole('button', { name: 'Send message' }).click()
	await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
	await expectNoConflictingClasses(page)
})
