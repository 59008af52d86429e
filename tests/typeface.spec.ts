import type { Page } from '@playwright/test'
import { localizedPath } from '../app/content/locales.ts'
import { pages } from '../app/content/pages.ts'
import hindiInquiries from '../app/generated/content/hi/site/inquiries.json' with { type: 'json' }
import { typedTextFamily, typeface } from '../scripts/typeface.ts'
import { expect, test } from './support/fixtures.ts'
import { holdFonts } from './support/page-checks.ts'

/** Load status of the typeface's two faces: the preloaded core and the rest of Latin. */
function faceStatuses(page: Page) {
	return page.evaluate(async (family) => {
		await document.fonts.ready
		const faces = [...document.fonts].filter((face) => face.family.replaceAll('"', '') === family)
		const isCore = (face: FontFace) => face.unicodeRange.includes('U+20-7E')
		return {
			core: faces.filter(isCore).map((face) => face.status),
			rest: faces.filter((face) => !isCore(face)).map((face) => face.status),
		}
	}, typeface.family)
}

test('pages are set in the typeface from the preloaded core font alone', async ({
	page,
	openHydrated,
}) => {
	const fontRequests: string[] = []
	page.on('request', (request) => {
		if (request.resourceType() === 'font') fontRequests.push(new URL(request.url()).pathname)
	})
	for (const path of [pages.home.path, pages.contact.path, pages.ourWork.path]) {
		await openHydrated(path)
		expect(await faceStatuses(page), path).toEqual({ core: ['loaded'], rest: ['unloaded'] })
	}
	const preloaded = await page
		.locator('link[rel="preload"][as="font"]')
		.evaluate((link: HTMLLinkElement) => new URL(link.href).pathname)
	expect(fontRequests.length).toBeGreaterThan(0)
	expect(fontRequests.filter((path) => path !== preloaded)).toEqual([])
})

test('letters beyond the core font, typed by a visitor, load the rest of Latin in the same typeface', async ({
	page,
	openHydrated,
}) => {
	await openHydrated(pages.contact.path)
	await page.getByLabel('Your name').fill('Zoë Ångström')
	await expect.poll(() => faceStatuses(page)).toEqual({ core: ['loaded'], rest: ['loaded'] })
})

test('a Hindi word a visitor types that the copy never uses is drawn whole: fields load the complete Devanagari face, and only then', async ({
	page,
	openHydrated,
}) => {
	const typedFaces = () =>
		page.evaluate(async (family) => {
			await document.fonts.ready
			return [...document.fonts]
				.filter((face) => face.family.replaceAll('"', '') === family)
				.map((face) => face.status)
		}, typedTextFamily)
	await openHydrated(localizedPath('hi', pages.contact.path))
	expect(await typedFaces()).toEqual(['unloaded'])
	// ह्म (as in ब्रह्म) joins two letters into a form the site's copy never shows, so the core face,
	// cut to the copy's words, cannot draw it.
	const name = page.getByLabel(hindiInquiries.form.labels.name, { exact: true })
	await name.fill('ब्रह्मदत्त')
	await expect.poll(typedFaces).toEqual(['loaded'])
	expect(await name.evaluate((field) => getComputedStyle(field).fontFamily)).toMatch(
		new RegExp(`^"?${typedTextFamily}"?,`),
	)
})

test('a page whose typeface arrives late barely moves when it does: the text already stands in a system face of its size', async ({
	page,
}) => {
	await page.setViewportSize({ width: 375, height: 740 })
	await holdFonts(page)
	await page.addInitScript(() => {
		const shifts = { total: 0 }
		Object.assign(window, { layoutShifts: shifts })
		new PerformanceObserver((list) => {
			for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
				shifts.total += entry.value
			}
		}).observe({ type: 'layout-shift', buffered: true })
	})
	await page.goto(pages.home.path)
	await expect.poll(() => faceStatuses(page)).toEqual({ core: ['loaded'], rest: ['unloaded'] })
	// Set in the browser's own sans-serif until the font came, the home page moved by 0.18.
	const shifted = await page.evaluate(
		() => (window as unknown as { layoutShifts: { total: number } }).layoutShifts.total,
	)
	expect(shifted).toBeLessThan(0.02)
})
