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
