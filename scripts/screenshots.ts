// Full-page screenshots of the production build at the four reference widths, for looking at the
// site as a visitor would. Usage: npm run build && npm run serve & node scripts/screenshots.ts [paths…]
import { mkdirSync } from 'node:fs'
import { chromium, type Page } from '@playwright/test'
import config from '../playwright.config.ts'

const WIDTHS = [375, 768, 1280, 1440]
const DEFAULT_PATHS = [
	'/',
	'/services',
	'/services/fully-auto-ss-deluxe-ro-plant',
	'/our-work',
	'/contact',
]
const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:3000'
const outDir = new URL('../screenshots/', import.meta.url).pathname
const paths = process.argv.length > 2 ? process.argv.slice(2) : DEFAULT_PATHS

// Scrolls through the page so lazy images load, then back to the top for the shot.
async function loadLazyImages(page: Page) {
	await page.evaluate(async () => {
		for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
			window.scrollTo(0, y)
			await new Promise((resolve) => setTimeout(resolve, 60))
		}
		window.scrollTo(0, 0)
	})
	// Lazy images in carousel slides out of view never load; waiting for the network covers the rest.
	await page.waitForLoadState('networkidle')
}

mkdirSync(outDir, { recursive: true })
const browser = await chromium.launch(config.use?.launchOptions)
for (const width of WIDTHS) {
	const page = await browser.newPage({ viewport: { width, height: 900 } })
	for (const path of paths) {
		await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' })
		await loadLazyImages(page)
		const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '_')
		await page.screenshot({ path: `${outDir}${name}-${width}.png`, fullPage: true })
	}
	await page.close()
}
await browser.close()
console.log(`screenshots of ${paths.length} pages × ${WIDTHS.length} widths in ${outDir}`)
