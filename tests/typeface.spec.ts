import type { Page } from '@playwright/test'
import { pages } from '../app/content/pages.ts'
import { typeface } from '../scripts/typeface.ts'
import { expect, test } from './support/fixtures.ts'

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
