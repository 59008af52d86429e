import { pages } from '../app/content/pages.ts'
import { expect, test, waitForHydration } from './support/fixtures.ts'

// Budgets a browser measures while the page loads. Those read from the build files alone are in
// scripts/budgets.build.test.ts.
const KB = 1024
const HOME_TRANSFER = 450 * KB

test('the home page transfers at most 450 KB when it opens', async ({ page }) => {
	// Production answers over HTTP/2 or 3 behind Caddy, where header compression sends a header line
	// the connection has carried before as an index of a byte or two. Over the test's HTTP/1.1 the same
	// security headers on every one of the page's hundred-odd responses would add some 90 KB that no
	// visitor downloads, so each distinct header line counts once, beside every response's body.
	const headerLinesSent = new Set<string>()
	const responses: Promise<number>[] = []
	page.on('requestfinished', (request) => {
		responses.push(
			Promise.all([request.sizes(), request.response()]).then(async ([sizes, response]) => {
				const newLines = (await response?.headersArray())
					?.map(({ name, value }) => `${name.toLowerCase()}: ${value}`)
					.filter((line) => !headerLinesSent.has(line) && headerLinesSent.add(line))
				return sizes.responseBodySize + (newLines?.join('\r\n').length ?? 0)
			}),
		)
	})
	await page.goto(pages.home.path, { waitUntil: 'networkidle' })
	await waitForHydration(page)
	const transferred = (await Promise.all(responses)).reduce((sum, bytes) => sum + bytes, 0)
	expect(transferred).toBeGreaterThan(100 * KB)
	expect(transferred).toBeLessThanOrEqual(HOME_TRANSFER)
})
