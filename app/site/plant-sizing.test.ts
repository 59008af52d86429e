import { expect, test } from 'vitest'
import { pages } from '#app/content/pages.ts'
import { servicePath } from '#app/content/services.ts'
import { QUOTE_PATH } from '#app/lib/quote-address.ts'
import { fillingSearch } from '#app/lib/sizing/filling-params.ts'
import { containers, products } from '#app/lib/sizing/filling-rules.ts'
import { sizeSewagePlant } from '#app/lib/sizing/sewage.ts'
import { sewageSearch } from '#app/lib/sizing/sewage-params.ts'
import { waterSearch } from '#app/lib/sizing/sizing-params.ts'
import { sizeWaterPlant } from '#app/lib/sizing/water.ts'
import { isSeawater, waterSources } from '#app/lib/sizing/water-rules.ts'
import { publishedWellWater } from '#app/lib/sizing/worked-examples.ts'
import { sitemapPaths } from './crawler-files.ts'
import { knownPaths } from './paths.ts'
import {
	chillerPlant,
	fillingQuotePath,
	recommendedFillingPlant,
	recommendedWaterPlant,
	sewagePlant,
	sewageQuotePath,
	softenerPlant,
	waterQuotePath,
} from './plant-sizing.ts'
import { readQuotePrefill } from './quote-link.ts'

const sizingPages = [
	pages.plantSizing,
	pages.plantSizingWater,
	pages.plantSizingFilling,
	pages.plantSizingSewage,
]

test('the plant-sizing overview and its three tools are listed in the sitemap', () => {
	for (const page of sizingPages) expect(sitemapPaths).toContain(page.path)
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

/** What the quote page reads back from a hand-off link. */
const prefillOf = (path: string) => {
	const url = new URL(path, 'http://site.invalid')
	expect(url.pathname).toBe(QUOTE_PATH)
	return readQuotePrefill(url.searchParams)
}

test('a water design hands the quote its plant, the demand in the buyer’s unit, the source and its own address', () => {
	for (const source of waterSources) {
		for (const unit of ['lph', 'm3d'] as const) {
			const input = {
				...publishedWellWater,
				source,
				unit,
				tds: isSeawater(source) ? 35_000 : publishedWellWater.tds,
			}
			const design = sizeWaterPlant(input)
			const sizing = `${pages.plantSizingWater.path}${waterSearch(input)}`
			const prefill = prefillOf(waterQuotePath(input, design, sizing))
			expect(prefill.service, source).toBe(recommendedWaterPlant(input, design).slug)
			expect(prefill.capacity, source).toBe(input.demand)
			expect(prefill.unit, source).toBe(unit)
			expect(prefill.source, source).toBe(isSeawater(source) ? 'seawater' : source)
			expect(prefill.sizing, source).toBe(sizing)
		}
	}
})

test('a filling line hands the quote its plant, the output in the buyer’s unit and its own address', () => {
	for (const product of products) {
		for (const unit of ['bph', 'bpm'] as const) {
			const input = { product, container: containers[0], output: 30, unit }
			const sizing = `${pages.plantSizingFilling.path}${fillingSearch(input)}`
			const prefill = prefillOf(fillingQuotePath(input, sizing))
			expect(prefill.service, product).toBe(recommendedFillingPlant(input).slug)
			expect(prefill.capacity, product).toBe(input.output)
			expect(prefill.unit, product).toBe(unit)
			expect(prefill.source, product).toBeUndefined()
			expect(prefill.sizing, product).toBe(sizing)
		}
	}
})

test('a sewage design, or the tool’s referral, hands the quote the STP, the flow in m³ a day, a wastewater and its own address', () => {
	for (const input of [
		{ building: 'housing', count: 1200 },
		{ building: 'industrial', flow: 80 },
		{ building: 'housing', flow: 4999.95 },
	] as const) {
		const full = { ...input, standard: 'ngt', reuse: 'flushing', technology: 'auto' } as const
		const design = sizeSewagePlant(full)
		const sizing = `${pages.plantSizingSewage.path}${sewageSearch(full)}`
		const prefill = prefillOf(sewageQuotePath(design, sizing))
		expect(prefill.service).toBe(sewagePlant().slug)
		expect(knownPaths).toContain(servicePath(sewagePlant()))
		if (design.kind === 'plant') expect(prefill.capacity).toBe(Math.ceil(design.flow.design))
		expect(prefill.unit).toBe('m3d')
		expect(prefill.source).toBe('wastewater')
		expect(prefill.sizing).toBe(sizing)
	}
})
