import { readFileSync } from 'node:fs'
import { parse, stringify } from 'yaml'
import { pages } from '../app/content/pages.ts'
import { CMS_PATH, cmsContentSecurityPolicy } from '../server/security-headers.ts'
import { expect, test } from './support/fixtures.ts'

type CmsConfig = { collections: readonly { label: string }[] }
const config = parse(
	readFileSync(new URL('../cms/config.yml', import.meta.url), 'utf8'),
) as CmsConfig

test('the content editor is served at /cms/ with its own policy and asks search engines not to index it', async ({
	request,
}) => {
	const response = await request.get(CMS_PATH)
	expect(response.status()).toBe(200)
	expect(response.headers()['content-security-policy']).toBe(cmsContentSecurityPolicy)
	const home = await request.get(pages.home.path)
	expect(home.headers()['content-security-policy']).not.toBe(cmsContentSecurityPolicy)
	expect(await response.text()).toMatch(/<meta name="robots" content="noindex[^"]*"/)
})

test('the sitemap and the pages do not link to the content editor', async ({ request, page }) => {
	expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/cms')
	await page.goto(pages.home.path)
	await expect(page.locator('a[href^="/cms"]')).toHaveCount(0)
})

// Sveltia's in-memory test repository stands in for GitHub: a headless browser can neither sign in to
// GitHub nor pick a folder for the local-repository mode. Only the backend is swapped; the rest of the
// configuration, the editor bundle and the server's policy are the ones the build ships.
test('the content editor starts under its policy and lists every content collection', async ({
	page,
	allowConsoleErrors,
}) => {
	// The test machine is offline: the editor's fonts (jsDelivr) and GitHub's status page fail to load.
	allowConsoleErrors(
		/Failed to load resource.*\(https:\/\/(cdn\.jsdelivr\.net|www\.githubstatus\.com)\//,
	)
	// The editor's own check for a newer version, which the policy refuses on purpose.
	allowConsoleErrors(/unpkg\.com/)
	await page.route(/^https:\/\//, (route) => route.abort())
	await page.route(/\/cms\/config\.yml(\?.*)?$/, (route) =>
		route.fulfill({
			contentType: 'application/yaml',
			body: stringify({ ...config, backend: { name: 'test-repo' } }),
		}),
	)
	await page.goto(CMS_PATH)
	await page.getByRole('button', { name: 'Work with Test Repository' }).click()
	const collections = page.getByRole('navigation').filter({ hasText: 'Collections' })
	for (const { label } of config.collections) {
		await expect(collections.getByText(label, { exact: true })).toBeVisible()
	}
})
