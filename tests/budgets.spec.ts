import { pages } from '../app/content/pages.ts'
import { expect, test, waitForHydration } from './support/fixtures.ts'

// Budgets a browser measures while the page loads. Those read from the build files alone are in
// scripts/budgets.build.test.ts.
const KB = 1024
const HOME_TRANSFER = 450 * KB

test('the home page transfers at most 450 KB when it opens', async ({ page }) => {
	const responses: Promise<number>[] = []
	page.on('requestfinished', (request) => {
		responses.push(
			request.sizes().then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize),
		)
	})
	await page.goto(pages.home.path, { waitUntil: 'networkidle' })
	await waitForHydration(page)
	const transferred = (await Promise.all(responses)).reduce((sum, bytes) => sum + bytes, 0)
	expect(transferred).toBeGreaterThan(100 * KB)
	expect(transferred).toBeLessThanOrEqual(HOME_TRANSFER)
})

test('no page starts loading its scripts before its first contentful paint', async ({
	page,
	openHydrated,
}) => {
	for (const path of [pages.home.path, pages.about.path, pages.contact.path]) {
		await openHydrated(path)
		const { firstContentfulPaint, scriptStarts } = await page.evaluate(() => ({
			firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
			scriptStarts: performance
				.getEntriesByType('resource')
				.filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
				.map((entry) => entry.startTime),
		}))
		expect(firstContentfulPaint, path).toBeGreaterThan(0)
		expect(scriptStarts.length, path).toBeGreaterThan(0)
		expect(Math.min(...scriptStarts), path).toBeGreaterThanOrEqual(firstContentfulPaint ?? Infinity)
	}
})
