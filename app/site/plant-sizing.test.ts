import { expect, test } from 'vitest'
import { pages } from '#app/content/pages.ts'
import { servicePath, services } from '#app/content/services.ts'
import { products } from '#app/lib/sizing/filling-rules.ts'
import { sizeWaterPlant } from '#app/lib/sizing/water.ts'
import { publishedWellWater } from '#app/lib/sizing/worked-examples.ts'
import { sitemapPaths } from './crawler-files.ts'
import { knownPaths, prerenderPaths } from './paths.ts'
import {
	chillerPlant,
	recommendedFillingPlant,
	recommendedWaterPlant,
	softenerPlant,
} from './plant-sizing.ts'
import { sizingToolFor } from './sizing-tools.ts'

const sizingPages = [pages.plantSizing, pages.plantSizingWater, pages.plantSizingFilling]

test('the plant-sizing overview and both tools are prerendered and listed in the sitemap', () => {
	for (const page of sizingPages) {
		expect(prerenderPaths).toContain(page.path)
		expect(sitemapPaths).toContain(page.path)
	}
})

test('every water-treatment and filling service page links to the tool that sizes its plant, and no other does', () => {
	for (const service of services) {
		const tool = sizingToolFor(service)
		if (service.family === 'water-treatment')
			expect(tool, service.slug).toBe(pages.plantSizingWater)
		else if (service.family === 'beverage-filling')
			expect(tool, service.slug).toBe(pages.plantSizingFilling)
		else expect(tool, service.slug).toBeUndefined()
	}
})

test('a fresh, low-TDS feed is recommended the stainless RO plant; seawater the corrosion-proof FRP one', () => {
	const fresh = recommendedWaterPlant(publishedWellWater, sizeWaterPlant(publishedWellWater))
	const seawater = { ...publishedWellWater, source: 'seawater-open-intake' as const, tds: 35_000 }
	const salty = recommendedWaterPlant(seawater, sizeWaterPlant(seawater))
	expect(fresh.family).toBe('water-treatment')
	expect(salty.family).toBe('water-treatment')
	expect(fresh).not.toBe(salty)
	expect(salty.summary).toMatch(/corrosion/i)
})

test('every page a sizing result links to is a prerendered service page', () => {
	const linked = [
		recommendedWaterPlant(publishedWellWater, sizeWaterPlant(publishedWellWater)),
		softenerPlant(),
		chillerPlant(),
		...products.map((product) => recommendedFillingPlant({ product })),
	]
	for (const service of linked) expect(knownPaths).toContain(servicePath(service))
	expect(new Set(products.map((product) => recommendedFillingPlant({ product }).family))).toEqual(
		new Set(['beverage-filling']),
	)
})
