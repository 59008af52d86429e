import type { Locator } from '@playwright/test'
import { pages } from '../app/content/pages.ts'
import { expect, scrollToEnd, test } from './support/fixtures.ts'
import { decode } from './support/pixels.ts'

const PHONE = { width: 375, height: 700 }

const backgroundOf = (locator: Locator) =>
	locator.evaluate((start) => {
		for (let element: Element | null = start; element; element = element.parentElement) {
			const colour = getComputedStyle(element).backgroundColor
			if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour
		}
		return 'rgb(255, 255, 255)'
	})

test.describe('footer wave', () => {
	for (const path of [pages.home.path, pages.about.path]) {
		for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
			test(`on ${path} at ${viewport.width} px the wave rises out of the last section's own background, with no strip between`, async ({
				page,
				openHydrated,
			}) => {
				await page.setViewportSize(viewport)
				await openHydrated(path)
				const wave = page.locator('footer > svg')
				await scrollToEnd(page)
				await wave.evaluate((element) => element.scrollIntoView({ block: 'center' }))
				// The rows are sampled where the wave is when the screenshot is taken, so it must have stopped moving.
				const movesWithinTwoFrames = () =>
					wave.evaluate(async (element) => {
						const before = element.getBoundingClientRect().top
						await new Promise((resolve) =>
							requestAnimationFrame(() => requestAnimationFrame(resolve)),
						)
						return element.getBoundingClientRect().top !== before
					})
				await expect.poll(movesWithinTwoFrames).toBe(false)
				const box = await wave.boundingBox()
				if (!box) throw new Error('the footer wave is not rendered')
				const lastSection = page.locator('main > :last-child')
				const expected = (await backgroundOf(lastSection)).match(/\d+/g)?.map(Number) ?? []
				// Two rows: just above the wave's box, and just inside its top, above the water line.
				const shot = await decode(
					page,
					await page.screenshot({ clip: { x: 0, y: box.y - 2, width: viewport.width, height: 5 } }),
				)
				for (const row of [0, 4]) {
					for (let x = 0; x < shot.width; x += 1) {
						const offset = (row * shot.width + x) * 4
						const pixel = shot.data.slice(offset, offset + 3)
						expect(pixel, `pixel ${x} of row ${row}`).toEqual(expected)
					}
				}
			})
		}
	}
})
