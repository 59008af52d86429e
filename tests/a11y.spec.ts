import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { knownPaths, waitForHydration } from './site.ts'

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

const scan = async (page: import('@playwright/test').Page) => {
	const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
	return violations.map((violation) => ({
		rule: violation.id,
		impact: violation.impact,
		targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
	}))
}

for (const path of [...knownPaths, '/no-such-page']) {
	test(`${path} has no axe violations`, async ({ page }) => {
		await page.goto(path)
		await waitForHydration(page)
		expect(await scan(page)).toEqual([])
	})
}

test('the open mobile menu and the offline screen have no axe violations', async ({
	page,
	context,
}) => {
	await page.setViewportSize({ width: 375, height: 740 })
	await page.goto('/services')
	await waitForHydration(page)
	await page.getByRole('button', { name: 'Open menu' }).click()
	expect(await scan(page)).toEqual([])
	await context.setOffline(true)
	await page.getByRole('alert').waitFor()
	expect(await scan(page)).toEqual([])
})
