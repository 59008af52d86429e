// The pictures of the editor in docs/editing.md, taken of the real /cms/ at 1280 px as the build ships
// it, signed in to a local stand-in for GitHub that serves this repository's content (the editor's
// browser tests use the same). Usage: npm run build && node scripts/cms-screenshots.ts
import { chromium, type Page } from '@playwright/test'
import { CMS_PATH } from '#app/site/security-headers.ts'
import config from '../playwright.config.ts'
import { startCmsStandInSite } from '../tests/support/cms-stand-in-site.ts'

const screens = new URL('../docs/screens/', import.meta.url).pathname
const editorAssets = new URL('../node_modules/@sveltia/cms/npm/assets/', import.meta.url).pathname

// The editor loads its typefaces from jsDelivr, out of reach offline; its package ships the same
// files, served here in their place so the pictures show its icons and text as editors see them.
const EDITOR_FONTS = {
	'material-symbols-outlined': 'material-symbols-outlined-latin-wght-normal-_Z1IJPLg.woff2',
	'source-sans-3': 'source-sans-3-latin-wght-normal-BqRLTx4X.woff2',
	'noto-mono': 'noto-mono-latin-400-normal-DiC8lJru.woff2',
}
const shoot = (page: Page, name: string) => page.screenshot({ path: `${screens}${name}.png` })

const { site, stop } = await startCmsStandInSite()
const browser = await chromium.launch(config.use?.launchOptions)
try {
	const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
	await page.route('https://cdn.jsdelivr.net/fontsource/fonts/**', (route) => {
		const font = Object.entries(EDITOR_FONTS).find(([name]) => route.request().url().includes(name))
		return font ? route.fulfill({ path: `${editorAssets}${font[1]}` }) : route.abort()
	})
	await page.goto(`${site.url}${CMS_PATH}`)
	const signIn = page.getByRole('button', { name: /^Sign In with\W+GitHub\W*$/ })
	await signIn.waitFor()
	await shoot(page, 'cms-sign-in')

	const popup = page.waitForEvent('popup')
	await signIn.click()
	// The relay's page closes once the editor has the token, possibly before a listener could attach.
	const relay = await popup
	while (!relay.isClosed()) await page.waitForTimeout(100)
	const collections = page.getByRole('navigation').filter({ hasText: 'Collections' })
	await collections.getByText('Services', { exact: true }).click()
	const rows = page.getByRole('grid').getByRole('row')
	await rows.first().waitFor()
	await shoot(page, 'cms-services')

	await rows.first().click()
	await page.getByRole('textbox').first().waitFor()
	await page.waitForLoadState('networkidle')
	await shoot(page, 'cms-edit-service')
	// The editor's own address of the Clients file, as its list links it.
	await page.goto(`${site.url}${CMS_PATH}#/collections/logos/entries/clients`)
	const logoFile = page.getByText('Logo file (optional)').first()
	await logoFile.waitFor()
	await logoFile.scrollIntoViewIfNeeded()
	await page.waitForLoadState('networkidle')
	await shoot(page, 'cms-logos')

	await page.goto(`${site.url}${CMS_PATH}#/collections/services/new`)
	await page.getByRole('textbox').first().waitFor()
	await page.getByRole('textbox', { name: 'Title', exact: true }).fill('SS Silo Tanks')
	await page
		.getByRole('textbox', { name: /^Card text/ })
		.fill(
			'Vertical stainless steel silos for water, syrup and bulk liquids, from 5,000 to 60,000 litres, with cone bottoms, level gauges and CIP spray balls for hygienic storage.',
		)
	await shoot(page, 'cms-preview-service')
} finally {
	await browser.close()
	await stop()
}
console.log(`pictures of the editor in ${screens}`)
