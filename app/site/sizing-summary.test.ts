import { describe, expect, test } from 'vitest'
import {
	fillingLabels,
	fillingResultLabels,
	productEquipmentLabels,
} from '#app/content/filling-sizing-words.ts'
import { pages } from '#app/content/pages.ts'
import {
	sewageLabels,
	sewageResultLabels,
	standardLabels,
} from '#app/content/sewage-sizing-words.ts'
import {
	antiscalantDosingText,
	limitingFactorLabels,
	pretreatmentLabels,
	waterResultLabels,
} from '#app/content/water-result-words.ts'
import { waterLabels } from '#app/content/water-sizing-words.ts'
import { fill } from '#app/lib/fill.ts'
import type { LabelledFigure } from '#app/lib/inbox-protocol.ts'
import { sizeFillingLine } from '#app/lib/sizing/filling.ts'
import { fillingSearch } from '#app/lib/sizing/filling-params.ts'
import { formatFixed, formatFlow, formatNumber } from '#app/lib/sizing/format.ts'
import { chemistryFor, MAX_CONCENTRATE_LSI } from '#app/lib/sizing/scaling.ts'
import { sizeSewagePlant } from '#app/lib/sizing/sewage.ts'
import { sewageSearch } from '#app/lib/sizing/sewage-params.ts'
import { waterSearch } from '#app/lib/sizing/sizing-params.ts'
import { designWater, sizeWaterPlant, type WaterInput } from '#app/lib/sizing/water.ts'
import { ENERGY_RECOVERY_EFFICIENCY, TEMPERATURE_BAND } from '#app/lib/sizing/water-rules.ts'
import { publishedWellWater } from '#app/lib/sizing/worked-examples.ts'
import { recommendedFillingPlant, recommendedWaterPlant } from './plant-sizing.ts'
import { amount, footprintValue } from './sizing-sewage-rows.ts'
import { sizingSummary } from './sizing-summary.ts'
import { waterAssumptionsText } from './sizing-water-rows.ts'

const waterAddress = (input: Partial<WaterInput>) =>
	`${pages.plantSizingWater.path}${waterSearch(input)}`

/** A figure's value by its label, failing the test when the summary lacks it. */
function figureValue(figures: readonly LabelledFigure[], label: string) {
	const found = figures.find((figure) => figure.label === label)
	expect(found, label).toBeDefined()
	return found?.value ?? ''
}

/** The number a formatted value starts with, Indian digit grouping removed. */
const numberIn = (value: string) => Number(value.split(' ')[0]?.replaceAll(',', ''))

describe('the published well-water design, from its address', () => {
	const design = sizeWaterPlant(publishedWellWater)
	const summary = sizingSummary(waterAddress(publishedWellWater))
	const results = summary?.results ?? []

	test('names the water-treatment tool and keeps the address that shows it again', () => {
		expect(summary?.tool).toBe(pages.plantSizingWater.title)
		expect(summary?.address).toBe(waterAddress(publishedWellWater))
	})

	test('gives the recommended plant, the layout and the array the design has', () => {
		// By what it is, not by the product's marketing name (its page is the row's link).
		const plant = figureValue(results, waterResultLabels.recommendedPlant)
		expect(plant).toContain(formatFlow(design.permeateFlow))
		const { one, two, three } = waterResultLabels.stageCounts
		expect(plant).toContain([one, two, three][design.array.length - 1])
		expect(plant).toContain(waterResultLabels.membraneKinds[design.membrane])
		expect(plant).not.toContain(recommendedWaterPlant(publishedWellWater, design).title)
		expect(numberIn(figureValue(results, waterResultLabels.elements))).toBe(design.elements)
		expect(numberIn(figureValue(results, waterResultLabels.vessels))).toBe(design.vessels)
		expect(figureValue(results, waterResultLabels.array)).toBe(design.array.join(':'))
	})

	test('gives every computed figure with its unit, rounded as the page rounds it', () => {
		const figures = [
			[waterResultLabels.feedFlow, design.feedFlow, 'm³/h', 1],
			[waterResultLabels.rejectFlow, design.rejectFlow, 'm³/h', 1],
			[waterResultLabels.recovery, design.recovery * 100, '%', 0],
			[waterResultLabels.flux, design.flux, 'LMH', 1],
			[waterResultLabels.feedPressure, design.feedPressure, 'bar', 1],
			[waterResultLabels.permeateTds, design.permeateTds, 'mg/L', 1],
			[waterResultLabels.pumpPower, design.pumpPower, 'kW', 1],
			[waterResultLabels.specificEnergy, design.specificEnergy, 'kWh/m³', 2],
		] as const
		for (const [label, expected, unit, decimals] of figures) {
			const value = figureValue(results, label)
			expect(value.endsWith(` ${unit}`), `${label}: ${value}`).toBe(true)
			expect(Math.abs(numberIn(value) - expected), label).toBeLessThanOrEqual(
				0.5 * 10 ** -decimals + 1e-9,
			)
		}
	})

	test('lists the pretreatment steps in the order the design runs them, the antiscalant with its dose', () => {
		const antiscalant = fill(antiscalantDosingText, {
			dose: formatFixed(design.antiscalant?.dose ?? 0, 1),
			perDay: formatNumber(design.antiscalant?.perDay ?? 0, 2),
		})
		expect(figureValue(results, waterResultLabels.pretreatment)).toBe(
			design.pretreatment
				.map((step) => (step === 'antiscalant' ? antiscalant : pretreatmentLabels[step]))
				.join(', '),
		)
	})

	test('gives every input under its form label, with the figures typed', () => {
		const inputs = summary?.inputs ?? []
		expect(numberIn(figureValue(inputs, waterLabels.tds))).toBe(publishedWellWater.tds)
		expect(numberIn(figureValue(inputs, waterLabels.temperature))).toBe(
			publishedWellWater.temperature,
		)
		expect(numberIn(figureValue(inputs, waterLabels.demand))).toBe(publishedWellWater.demand)
		expect(numberIn(figureValue(inputs, waterLabels.hours))).toBe(publishedWellWater.hoursPerDay)
	})
})

test('only a seawater report lists the boron input, which sizes nothing for other waters', () => {
	const inputLabels = (input: Partial<WaterInput>) =>
		(sizingSummary(waterAddress(input))?.inputs ?? []).map((figure) => figure.label)
	const seawater = { ...publishedWellWater, source: 'seawater-open-intake' as const, tds: 35_000 }
	expect(inputLabels(publishedWellWater)).not.toContain(waterLabels.boron)
	expect(inputLabels(seawater)).toContain(waterLabels.boron)
})

test('a 10 m³/h plant names the elements per vessel it has, and the assumptions give the most a vessel may hold as "up to"', () => {
	const input = { ...publishedWellWater, tds: 1000, demand: 10_000, unit: 'lph' as const }
	const design = sizeWaterPlant(input)
	const membranes = figureValue(
		sizingSummary(waterAddress(input))?.results ?? [],
		waterResultLabels.elements,
	)
	expect(membranes).toContain(`${design.elementsPerVessel} per vessel`)
	expect(membranes).toContain(`up to ${design.maxElementsPerVessel}`)
	const perVessel = waterAssumptionsText().find((line) => line.includes('per vessel')) ?? ''
	expect(perVessel).toContain(`up to ${design.maxElementsPerVessel} per vessel`)
})

test('the results show each stage’s flux, the lead element’s flux, the highest element recovery and what limited the design', () => {
	const design = sizeWaterPlant(publishedWellWater)
	const results = sizingSummary(waterAddress(publishedWellWater))?.results ?? []
	for (const [index, stage] of design.stages.entries()) {
		const value = figureValue(results, fill(waterResultLabels.stageFlux, { index: index + 1 }))
		expect(Math.abs(numberIn(value) - stage.flux)).toBeLessThanOrEqual(0.05)
		expect(value).toContain(`${stage.vessels} vessel`)
	}
	expect(numberIn(figureValue(results, waterResultLabels.leadElementFlux))).toBeCloseTo(
		design.leadElementFlux,
		1,
	)
	expect(numberIn(figureValue(results, waterResultLabels.highestElementRecovery))).toBeCloseTo(
		design.highestElementRecovery * 100,
		1,
	)
	expect(figureValue(results, waterResultLabels.limitingFactor)).toBe(
		limitingFactorLabels[design.limitingFactor],
	)
})

test('a small brackish plant shows the concentrate it recirculates; a large seawater plant its energy recovery device and permeate boron', () => {
	const small = { ...publishedWellWater, tds: 1000, demand: 1000, unit: 'lph' as const }
	const smallDesign = sizeWaterPlant(small)
	expect(smallDesign.recirculationFlow).toBeGreaterThan(0)
	const smallResults = sizingSummary(waterAddress(small))?.results ?? []
	expect(numberIn(figureValue(smallResults, waterResultLabels.recirculation))).toBeCloseTo(
		smallDesign.recirculationFlow,
		2,
	)
	const seawater = {
		...publishedWellWater,
		source: 'seawater-open-intake' as const,
		tds: 35_000,
		hardness: 6500,
	}
	const results = sizingSummary(waterAddress(seawater))?.results ?? []
	expect(figureValue(results, waterResultLabels.energyRecovery)).toContain(
		formatNumber(ENERGY_RECOVERY_EFFICIENCY * 100),
	)
	expect(numberIn(figureValue(results, waterResultLabels.boron))).toBeCloseTo(
		sizeWaterPlant(seawater).boron?.permeate ?? -1,
		2,
	)
})

test('a design with a booster between its stages lists the pressure it adds and its power, and counts that power in the pump power', () => {
	const saltyWell = { ...publishedWellWater, tds: 5000, silica: 5, alkalinity: 50, calcium: 20 }
	const design = sizeWaterPlant(saltyWell)
	const results = sizingSummary(waterAddress(saltyWell))?.results ?? []
	const value = figureValue(results, waterResultLabels.interstageBoost)
	expect(numberIn(value)).toBeCloseTo(design.interstageBoost?.pressure ?? -1, 1)
	expect(value).toContain(`${formatFixed(design.interstageBoost?.power ?? -1, 1)} kW`)
	expect(numberIn(figureValue(results, waterResultLabels.pumpPower))).toBeGreaterThan(
		design.interstageBoost?.power ?? Number.POSITIVE_INFINITY,
	)
})

test('the printed inputs give each analysis figure left empty as not known, with the typical value the design assumed, and a given one as typed', () => {
	const input = { ...publishedWellWater, ph: 8.1 }
	const inputs = sizingSummary(waterAddress(input))?.inputs ?? []
	expect(numberIn(figureValue(inputs, waterLabels.ph))).toBe(8.1)
	const chemistry = chemistryFor(designWater(input))
	expect(figureValue(inputs, waterLabels.silica)).toBe(
		fill(waterLabels.notKnown, { value: formatNumber(chemistry.silica, 1) }),
	)
	expect(figureValue(inputs, waterLabels.calcium)).toBe(
		fill(waterLabels.notKnown, { value: formatNumber(chemistry.calcium, 1) }),
	)
})

test('the printed inputs give the temperature range as typed, or the band the design assumed when left empty', () => {
	const given = sizingSummary(waterAddress({ ...publishedWellWater, temperatureRange: 8 }))?.inputs
	expect(numberIn(figureValue(given ?? [], waterLabels.temperatureRange))).toBe(8)
	const empty = sizingSummary(waterAddress(publishedWellWater))?.inputs
	expect(figureValue(empty ?? [], waterLabels.temperatureRange)).toBe(
		fill(waterLabels.notKnown, { value: formatNumber(TEMPERATURE_BAND) }),
	)
})

test('acid dosing is listed with the feed pH it brings the feed to and the acid it takes a day', () => {
	const input = { ...publishedWellWater, tds: 2000, hardness: 1500 }
	const design = sizeWaterPlant(input)
	expect(design.acidPh).toBeDefined()
	const results = sizingSummary(waterAddress(input))?.results ?? []
	const step = figureValue(results, waterResultLabels.pretreatment)
	expect(step).toContain(formatFixed(design.acidPh ?? 0, 1))
	expect(step).toContain(formatFixed(design.acid?.dose ?? 0, 1))
	expect(step).toContain(formatNumber(design.acid?.perDay ?? 0, 2))
})

test('the concentrate’s calcium carbonate index, gypsum and silica are listed beside the limits the antiscalant holds', () => {
	const design = sizeWaterPlant(publishedWellWater)
	const value = figureValue(
		sizingSummary(waterAddress(publishedWellWater))?.results ?? [],
		waterResultLabels.concentrateScaling,
	)
	expect(value).toContain(formatFixed(design.concentrate.calcite, 1))
	expect(value).toContain(`${formatNumber((design.concentrate.gypsum ?? 0) * 100)} %`)
	expect(value).toContain(`${formatNumber(design.concentrate.silica * 100)} %`)
	expect(value).toContain(formatFixed(MAX_CONCENTRATE_LSI, 1))
})

test('a hard but drinkable water adds the softener’s resin and salt to the results', () => {
	const input = { ...publishedWellWater, source: 'municipal' as const, tds: 450, hardness: 350 }
	const softener = sizeWaterPlant(input).softener
	expect(softener).toBeDefined()
	const results = sizingSummary(waterAddress(input))?.results ?? []
	expect(numberIn(figureValue(results, waterResultLabels.resinVolume))).toBe(softener?.resinVolume)
	expect(numberIn(figureValue(results, waterResultLabels.saltPerRegeneration))).toBe(
		softener?.saltPerRegeneration,
	)
	expect(
		sizingSummary(waterAddress(publishedWellWater))?.results.map((r) => r.label),
	).not.toContain(waterResultLabels.resinVolume)
})

test('a carbonated-drink line gives its filler, rated output, water and the equipment it needs', () => {
	const input = { product: 'carbonated', container: '500ml', output: 100, unit: 'bpm' } as const
	const design = sizeFillingLine(input)
	const summary = sizingSummary(`${pages.plantSizingFilling.path}${fillingSearch(input)}`)
	const results = summary?.results ?? []
	expect(summary?.tool).toBe(pages.plantSizingFilling.title)
	expect(figureValue(results, fillingResultLabels.recommendedPlant)).toBe(
		recommendedFillingPlant(input).title,
	)
	expect(figureValue(results, fillingResultLabels.filler)).toContain(design.heads)
	expect(numberIn(figureValue(results, fillingResultLabels.ratedOutput))).toBe(design.ratedOutput)
	expect(numberIn(figureValue(results, fillingResultLabels.treatedWater))).toBe(
		Math.ceil(design.treatedWater),
	)
	expect(numberIn(figureValue(results, fillingResultLabels.labeller))).toBe(design.labeller)
	expect(figureValue(results, fillingResultLabels.equipment)).toBe(
		design.equipment.map((item) => productEquipmentLabels[item]).join(', '),
	)
	expect(numberIn(figureValue(summary?.inputs ?? [], fillingLabels.output))).toBe(input.output)
})

test('a sewage plant’s inquiry carries its flow, aeration, air, footprint and the standard asked for; a referral carries its answer', () => {
	const input = {
		building: 'hospital',
		count: 200,
		standard: 'ngt',
		reuse: 'gardening',
		technology: 'auto',
	} as const
	const design = sizeSewagePlant(input)
	if (design.kind !== 'plant') throw new Error('a 200-bed hospital is designed')
	const summary = sizingSummary(`${pages.plantSizingSewage.path}${sewageSearch(input)}`)
	const results = summary?.results ?? []
	expect(summary?.tool).toBe(pages.plantSizingSewage.title)
	expect(figureValue(results, sewageResultLabels.designFlow)).toContain(amount(design.flow.design))
	expect(figureValue(results, sewageResultLabels.aeration)).toContain(
		amount(design.aeration.volume),
	)
	expect(figureValue(results, sewageResultLabels.air)).toContain(amount(design.air))
	expect(figureValue(results, sewageResultLabels.footprint)).toBe(footprintValue(design, undefined))
	expect(figureValue(summary?.inputs ?? [], sewageLabels.standard)).toBe(standardLabels.ngt)
	const industrial = sizingSummary(
		`${pages.plantSizingSewage.path}${sewageSearch({ ...input, building: 'industrial' })}`,
	)
	expect(figureValue(industrial?.results ?? [], sewageResultLabels.referralTitle)).toBe(
		sewageResultLabels.referrals.industrial,
	)
})

test('an address that is not a calculator’s, or whose inputs give no result, gives no summary', () => {
	const valid = waterAddress(publishedWellWater)
	const addresses = [
		'',
		'not an address',
		pages.plantSizingWater.path,
		pages.plantSizing.path,
		`${pages.contact.path}${waterSearch(publishedWellWater)}`,
		`https://elsewhere.example${valid}`,
		`//elsewhere.example${valid}`,
		`/\\elsewhere.example${valid}`,
		waterAddress({ ...publishedWellWater, tds: 99_999 }),
		waterAddress({ ...publishedWellWater, source: undefined }),
		`${pages.plantSizingFilling.path}${fillingSearch({ product: 'water', container: '500ml' })}`,
	]
	for (const address of addresses) expect(sizingSummary(address), address).toBeUndefined()
})
