import { rmSync, writeFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { stringify } from 'yaml'
import { pages } from '../app/content/pages.ts'
import { CARD_TEXT_WORDS, wordRangePattern } from '../app/content/schemas.ts'
import { servicePageContent } from '../app/content/service-page.ts'
import { fill } from '../app/lib/fill.ts'
import { describeRelease, type ReleaseStatus } from '../app/site/release-status.ts'
import {
	CMS_OPENER_POLICY,
	CMS_PATH,
	cmsContentSecurityPolicy,
	OPENER_POLICY_HEADER,
	SAME_ORIGIN_OPENER_POLICY,
} from '../app/site/security-headers.ts'
import { testReleaseStatusFile } from './inbox.ts'
import { builtCmsConfig, withoutViewTransitions } from './support/built-cms-config.ts'
import { expect, test } from './support/fixtures.ts'
import { axeViolations } from './support/page-checks.ts'

const config = builtCmsConfig()

test('the content editor is served at /cms/ with its own policies and asks search engines not to index it', async ({
	request,
}) => {
	const response = await request.get(CMS_PATH)
	expect(response.status()).toBe(200)
	expect(response.headers()['content-security-policy']).toBe(cmsContentSecurityPolicy)
	// Its sign-in popup hands the token back through window.opener, which same-origin would cut.
	expect(response.headers()[OPENER_POLICY_HEADER.toLowerCase()]).toBe(CMS_OPENER_POLICY)
	const home = await request.get(pages.home.path)
	expect(home.headers()['content-security-policy']).not.toBe(cmsContentSecurityPolicy)
	expect(home.headers()[OPENER_POLICY_HEADER.toLowerCase()]).toBe(SAME_ORIGIN_OPENER_POLICY)
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
async function openEditor(
	page: Page,
	allowConsoleErrors: (pattern: RegExp) => void,
	route: string = CMS_PATH,
) {
	// The test machine is offline: the editor's fonts (jsDelivr) and GitHub's status page fail to load.
	allowConsoleErrors(
		/Failed to load resource.*\(https:\/\/(cdn\.jsdelivr\.net|www\.githubstatus\.com)\//,
	)
	// The editor's own check for a newer version, which the policy refuses on purpose.
	allowConsoleErrors(/unpkg\.com\/@sveltia\/cms\/package\.json/)
	await page.route(/^https:\/\//, (route) => route.abort())
	await page.route(/\/cms\/config\.yml(\?.*)?$/, (route) =>
		route.fulfill({
			contentType: 'application/yaml',
			body: stringify({ ...config, backend: { name: 'test-repo' } }),
		}),
	)
	await withoutViewTransitions(page)
	await page.goto(route)
	const signIn = page.getByRole('button', { name: 'Work with Test Repository' })
	await signIn.click()
	// Loaded once the collections show (or, opened deep, once the sign-in is gone): an address
	// changed before the repository has loaded finds the sign-in screen again.
	if (route === CMS_PATH) {
		await expect(page.getByRole('navigation').filter({ hasText: 'Collections' })).toBeVisible()
	} else await expect(signIn).toBeHidden()
}

// The preview needs Immutable.js, which the editor would fetch from unpkg.com; under the policy it
// comes from the build through the page's import map, or the preview stays empty.
test('a new service is previewed as its page, under the headings the service pages use', async ({
	page,
	allowConsoleErrors,
}) => {
	await openEditor(page, allowConsoleErrors, `${CMS_PATH}#/collections/services/new`)
	const title = 'Solar desalination plant'
	await page.getByRole('textbox', { name: 'Title' }).fill(title)
	const preview = page.frameLocator('iframe').last()
	await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title)
	for (const heading of [
		servicePageContent.specificationTitle,
		servicePageContent.processTitle,
		fill(servicePageContent.whyChooseTitle, { service: title }),
	]) {
		await expect(preview.getByRole('heading', { name: heading })).toBeVisible()
	}
})

test('a card text of a length the site would refuse is refused by the editor, before it is saved', async ({
	page,
	allowConsoleErrors,
}) => {
	await openEditor(page, allowConsoleErrors, `${CMS_PATH}#/collections/services/new`)
	const [, message] = wordRangePattern(CARD_TEXT_WORDS)
	const cardText = page.getByRole('group', { name: /Card text/ }).getByRole('textbox')
	await cardText.fill('Vessels built in stainless steel.')
	await page.keyboard.press('Tab')
	await page.getByRole('button', { name: 'Save', exact: true }).click()
	await expect(page.getByText(message ?? '')).toBeVisible()
})

test('a new news item is dated the day it is written, so saving it needs only its words', async ({
	page,
	allowConsoleErrors,
}) => {
	await openEditor(page, allowConsoleErrors, `${CMS_PATH}#/collections/news/new`)
	const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'))
	await expect(page.getByRole('group', { name: /Date/ }).locator('input[type="date"]')).toHaveValue(
		today,
	)
})

test("the editor shows what the site published and, for a save the site's check refused, the file, the entry, the field and what to do", async ({
	page,
	allowConsoleErrors,
}) => {
	const file = testReleaseStatusFile()
	const write = (status: ReleaseStatus) => writeFileSync(file, JSON.stringify(status))
	const refused = {
		state: 'held-back',
		at: new Date().toISOString(),
		live: 'a'.repeat(40),
		newest: 'a'.repeat(40),
		problems: ["content/news/news-9.yaml: News item 'Surat effluent plant': Excerpt is missing"],
		heldBack: ['content/news/news-9.yaml'],
	} satisfies ReleaseStatus
	write(refused)
	try {
		await openEditor(page, allowConsoleErrors)
		const alert = page.getByRole('alert').filter({ hasText: describeRelease(refused).title })
		await expect(alert).toBeVisible()
		for (const line of [...refused.problems, describeRelease(refused).todo]) {
			await expect(alert).toContainText(line)
		}
		expect(await axeViolations(page, '#release-status')).toEqual([])
		await alert.getByRole('button', { name: 'Hide' }).click()
		await expect(alert).toBeHidden()

		const published: ReleaseStatus = { ...refused, state: 'published', problems: [], heldBack: [] }
		write(published)
		await page.reload()
		await expect(
			page.getByRole('region', { name: 'Publishing' }).filter({
				hasText: describeRelease(published).title,
			}),
		).toBeVisible()
		await expect(page.getByRole('alert')).toHaveCount(0)
	} finally {
		rmSync(file, { force: true })
	}
})
