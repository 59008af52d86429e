import { describe, expect, test } from 'vitest'
import { seededRandom } from './seeded-random.ts'
import {
	demandFlows,
	pretreatmentFor,
	recoveryFor,
	sizeWaterPlant,
	stagesFor,
	temperatureCorrection,
	type WaterDesign,
	type WaterInput,
} from './water.ts'
import {
	elementSizes,
	fluxBySource,
	MIN_CONCENTRATE_END_DRIVE_BAR,
	waterRanges,
	waterSources,
} from './water-rules.ts'
import { publishedWellWater } from './worked-examples.ts'

const wellWater = publishedWellWater

const near = (actual: number, expected: number, share: number) =>
	expect(Math.abs(actual - expected) / expected).toBeLessThanOrEqual(share)

/** Every promise a design makes, whatever the inputs. */
function expectSound(design: WaterDesign, input: WaterInput) {
	const context = JSON.stringify(input)
	expect(design.feedFlow, context).toBeCloseTo(design.permeateFlow + design.rejectFlow, 9)
	const band = fluxBySource[input.source]
	expect(design.flux, context).toBeGreaterThanOrEqual(band.min - 1e-9)
	expect(design.flux, context).toBeLessThanOrEqual(band.max + 1e-9)
	const limits = elementSizes[design.elementSize]
	for (const stage of design.stages) {
		expect(stage.feedPerVessel, context).toBeLessThanOrEqual(limits.maxFeedPerVessel + 1e-9)
		expect(stage.concentratePerVessel, context).toBeGreaterThanOrEqual(
			limits.minConcentratePerVessel - 1e-9,
		)
	}
	expect(
		design.array.reduce((sum, count) => sum + count, 0),
		context,
	).toBe(design.vessels)
	expect(design.vessels * design.elementsPerVessel, context).toBe(design.elements)
	expect(design.concentrateEndDrive, context).toBeGreaterThanOrEqual(
		MIN_CONCENTRATE_END_DRIVE_BAR - 1e-9,
	)
	expect(design.permeateFlow, context).toBeGreaterThanOrEqual(
		demandFlows(input).hourly * (1 - 1e-9),
	)
	expect(design.permeateTds, context).toBeLessThan(input.tds)
}

describe('the published well-water design', () => {
	const design = sizeWaterPlant(wellWater)

	test('75 m³/h of well water at 470 mg/L and 75 % recovery needs 60 elements in 10 six-element vessels', () => {
		expect(design.recovery).toBe(0.75)
		expect(design.feedFlow).toBeCloseTo(75, 6)
		expect(design.elementSize).toBe('8-inch')
		expect(design.elements).toBe(60)
		expect(design.vessels).toBe(10)
		expect(design.elementsPerVessel).toBe(6)
	})

	test('it is a two-stage array of about 2:1', () => {
		expect(design.array).toEqual([7, 3])
	})

	test('it needs about 13.1 bar and makes about 4.9 mg/L of permeate', () => {
		near(design.feedPressure, 13.1, 0.05)
		near(design.permeateTds, 4.9, 0.05)
	})

	test('its pump draws feed flow × pressure ÷ (75 % pump × 92 % motor)', () => {
		expect(design.pumpPower).toBeCloseTo((75 * design.feedPressure) / 36 / 0.69, 6)
		expect(design.specificEnergy).toBeCloseTo(design.pumpPower / design.permeateFlow, 9)
	})

	test('it is sound: mass balance, flux in band, vessels in limits', () => {
		expectSound(design, wellWater)
	})
})

test('a seawater beach well at 35,000 mg/L runs at 45 % recovery through seven-element vessels at 50–60 bar', () => {
	const input: WaterInput = {
		...wellWater,
		source: 'seawater-beach-well',
		tds: 35_000,
		hardness: 6500,
	}
	const design = sizeWaterPlant(input)
	expect(design.recovery).toBe(0.45)
	expect(design.membrane).toBe('seawater')
	expect(design.elementsPerVessel).toBe(7)
	expect(design.array).toHaveLength(1)
	expect(design.feedPressure).toBeGreaterThan(50)
	expect(design.feedPressure).toBeLessThan(60)
	expectSound(design, input)
})

test('a plant that fewer than three 8-inch elements would serve is built from 4-inch elements', () => {
	const input: WaterInput = {
		...wellWater,
		source: 'municipal',
		tds: 300,
		demand: 500,
		unit: 'lph',
	}
	const design = sizeWaterPlant(input)
	expect(design.elementSize).toBe('4-inch')
	expectSound(design, input)
})

test('a demand too small for one element in the band gets the smallest plant, with a warning', () => {
	const input: WaterInput = { ...wellWater, demand: 20, unit: 'lph' }
	const design = sizeWaterPlant(input)
	expect(design.elements).toBe(1)
	expect(design.warnings).toContainEqual({ kind: 'plant-larger-than-demand', demandFlow: 0.02 })
	expectSound(design, input)
})

test('brackish recovery falls as TDS rises; seawater runs at 40–45 %', () => {
	expect(recoveryFor('borewell', 470)).toBe(0.75)
	expect(recoveryFor('borewell', 4000)).toBe(0.7)
	expect(recoveryFor('borewell', 8000)).toBe(0.6)
	expect(recoveryFor('seawater-open-intake', 35_000)).toBe(0.45)
	expect(recoveryFor('seawater-open-intake', 42_000)).toBe(0.4)
})

test('stages follow recovery: one to 50 %, two to 85 %, three above', () => {
	expect([0.4, 0.5, 0.51, 0.85, 0.9].map(stagesFor)).toEqual([1, 1, 2, 2, 3])
})

test('the temperature correction is 1 at 25 °C and exp[2640 (1/298 − 1/(273 + T))] elsewhere', () => {
	expect(temperatureCorrection(25)).toBe(1)
	expect(temperatureCorrection(15)).toBeCloseTo(Math.exp(2640 * (1 / 298 - 1 / 288)), 12)
	const cold = sizeWaterPlant({ ...wellWater, temperature: 15 })
	expect(cold.feedPressure).toBeGreaterThan(sizeWaterPlant(wellWater).feedPressure)
})

test('pretreatment: cartridge filter and antiscalant always; the rest by turbidity, iron and source, in order', () => {
	expect(pretreatmentFor({ source: 'borewell', turbidity: 0.5, iron: 0 })).toEqual([
		'antiscalant',
		'cartridge',
	])
	expect(pretreatmentFor({ source: 'borewell', turbidity: 5, iron: 0.3 })).toEqual([
		'iron-removal',
		'multimedia',
		'antiscalant',
		'cartridge',
	])
	expect(pretreatmentFor({ source: 'surface', turbidity: 40, iron: 0 })).toEqual([
		'clarifier',
		'multimedia',
		'ultrafiltration',
		'antiscalant',
		'cartridge',
	])
})

test('drinkable but hard water also gets a softener sized from its hardness load and salt dose', () => {
	const input: WaterInput = {
		...wellWater,
		source: 'municipal',
		tds: 450,
		hardness: 350,
		demand: 100,
	}
	const softener = sizeWaterPlant(input).softener
	// 100 m³/day × 350 g/m³ = 35 kg CaCO₃ a day, at 50 g per litre of resin: 700 L, 84 kg of salt.
	expect(softener).toEqual({ resinVolume: 700, saltPerRegeneration: 84 })
	expect(sizeWaterPlant({ ...input, hardness: 150 }).softener).toBeUndefined()
	expect(sizeWaterPlant({ ...input, tds: 900 }).softener).toBeUndefined()
})

test('a borewell at 30,000 mg/L is designed, with a warning that the analysis is unlikely', () => {
	const input: WaterInput = { ...wellWater, tds: 30_000, hardness: 4000 }
	const design = sizeWaterPlant(input)
	expect(design.warnings.map((warning) => warning.kind)).toContain('unlikely-tds')
	expectSound(design, input)
})

test('no valid input breaks mass balance, the flux band or a vessel limit (2,000 seeded random inputs)', () => {
	const random = seededRandom(20_261_125)
	for (let run = 0; run < 2000; run++) {
		const hoursPerDay = Math.round(random.between(waterRanges.hours.min, waterRanges.hours.max))
		const unit = random.pick(['lph', 'm3d'] as const)
		const daily = random.logBetween(0.01, waterRanges.dailyDemand.max)
		const input: WaterInput = {
			source: random.pick(waterSources),
			tds: random.logBetween(waterRanges.tds.min, waterRanges.tds.max),
			hardness: random.between(waterRanges.hardness.min, waterRanges.hardness.max),
			turbidity: random.between(waterRanges.turbidity.min, waterRanges.turbidity.max),
			iron: random.between(waterRanges.iron.min, waterRanges.iron.max),
			temperature: random.between(waterRanges.temperature.min, waterRanges.temperature.max),
			demand: unit === 'm3d' ? daily : (daily * 1000) / hoursPerDay,
			unit,
			hoursPerDay,
		}
		expectSound(sizeWaterPlant(input), input)
	}
})

test('a design computes in under 5 ms', () => {
	const runs = 500
	const started = performance.now()
	for (let run = 0; run < runs; run++) {
		sizeWaterPlant({ ...wellWater, demand: 1 + run * 19 })
	}
	expect((performance.now() - started) / runs).toBeLessThan(5)
})
