import { describe, expect, test } from 'vitest'
import { caseStudies } from './case-studies.ts'
import { loadServiceCopy, type ServiceCopy } from './service-copy.ts'
import { type ServiceSlug, services } from './services.ts'
import { siteConfig } from './site-config.ts'

// Each service's copy is a module of its own; the tests read them all.
const serviceCopy = Object.fromEntries(
	await Promise.all(
		services.map(async (service) => [service.slug, await loadServiceCopy(service.slug)]),
	),
) as Record<ServiceSlug, ServiceCopy>

// Numbers that name something (a steel grade, a standard, a neck finish, a refrigerant, a regulation's
// part) or measure a dimensionless index carry no unit; every other number is a quantity.
const NAMED_NUMBERS =
	/\b(?:SS|IS|ASME|ASTM|USP|ISO|PCO|AHRI|Section|Division|Part|code|R-)\s?[\d/:]+[A-Z]?\b|\b\d+ CFR\b|\b(?:pH|SDI)(?: below)? \d+(?: to \d+)?/g
const NUMBER_RUN =
	/(?<![\w.-])\d+(?:[.,]\d+)*\+?(?:(?:\s*,\s*|\s+(?:to|or|and)\s+(?:minus\s+)?)\d+(?:[.,]\d+)*\+?)*/g
const UNITS = new Set([
	...['LPH', 'm³/h', 'm³', 'KLD', 'MLD', 'BPM', 'TR', 'bottles', 'cartridges', 'litres', 'litre'],
	...['ml', 'bar', 'psi', 'mm', 'inch', 'micron', 'µS/cm', 'mg/l', 'ppb', 'NTU', 'kWh', 'V', 'Hz'],
	...['%', 'degrees', 'times'],
])

/** The quantities of a text that are not followed by one of the units above. */
function quantitiesWithoutUnits(text: string): string[] {
	const quantities = text.replace(NAMED_NUMBERS, '')
	return [...quantities.matchAll(NUMBER_RUN)]
		.map((match) => {
			const after = quantities.slice((match.index ?? 0) + match[0].length)
			return { quantity: match[0], unit: after.match(/^\s*([^\s,;:)]+)/)?.[1] ?? '' }
		})
		.filter(({ unit }) => !UNITS.has(unit))
		.map(({ quantity, unit }) => `${quantity} ${unit}`)
}

describe('service specifications', () => {
	test('every service has at least five specification rows besides its capacity, labels unique, with materials and standards', () => {
		for (const service of services) {
			const labels = serviceCopy[service.slug].specification.map((row) => row.label)
			expect(labels.length, service.slug).toBeGreaterThanOrEqual(5)
			expect(new Set(labels).size, service.slug).toBe(labels.length)
			expect(labels, service.slug).toEqual(
				expect.arrayContaining(['Materials of construction', 'Standards']),
			)
			expect(labels, service.slug).not.toContain('Capacity range')
		}
	})

	test('every number in a capacity or specification value carries its unit', () => {
		for (const service of services) {
			const copy = serviceCopy[service.slug]
			const values = [
				copy.capacity,
				...copy.specification.filter((row) => row.label !== 'Standards').map((row) => row.value),
			]
			for (const value of values) expect(quantitiesWithoutUnits(value), value).toEqual([])
		}
	})

	test('the unit check catches a bare number and lets grades and standards pass', () => {
		expect(quantitiesWithoutUnits('Up to 50,000 of permeate')).toEqual(['50,000 of'])
		expect(quantitiesWithoutUnits('Pumps at 16')).toEqual(['16 '])
		expect(quantitiesWithoutUnits('SS 316L at 6 to 10 bar, pH 0 to 14, IS 10500:2012')).toEqual([])
	})
})

describe('case studies', () => {
	test('there are six to nine, each for a different client', () => {
		expect(caseStudies.length).toBeGreaterThanOrEqual(6)
		expect(caseStudies.length).toBeLessThanOrEqual(9)
		expect(new Set(caseStudies.map((caseStudy) => caseStudy.client)).size).toBe(caseStudies.length)
	})

	test('each states its capacity with units, a city, a year since the founding and a one-line outcome', () => {
		for (const caseStudy of caseStudies) {
			expect(caseStudy.capacity).toMatch(/\d/)
			expect(quantitiesWithoutUnits(caseStudy.capacity), caseStudy.capacity).toEqual([])
			expect(caseStudy.city).not.toBe('')
			expect(caseStudy.year).toBeGreaterThanOrEqual(siteConfig.founded)
			expect(caseStudy.year).toBeLessThanOrEqual(new Date().getFullYear())
			expect(caseStudy.outcome).toMatch(/^[^\n]{20,120}$/)
		}
	})
})
