import { expect, test } from 'vitest'
import { sizingShared } from '#app/content/plant-sizing-words.ts'
import { nitrifyingSludgeAge } from './activated-sludge.ts'
import { seededRandom } from './seeded-random.ts'
import {
	airFor,
	blowerPower,
	rawSewage,
	type SewageInput,
	type SewagePlant,
	sizeSewagePlant,
} from './sewage.ts'
import { countedFlow, fewestOccupants } from './sewage-flow.ts'
import { parseSewageParams, sewageSearch, technologyChoices } from './sewage-params.ts'
import {
	buildings,
	COLDEST_SEWAGE,
	flowRange,
	LARGEST_BLOWER_MOTOR,
	MEDIA_FILL,
	OPERATING_DO,
	OXYGEN_IN_AIR,
	reuses,
	SBR_CYCLES_PER_DAY,
	SBR_DECANT_SHARE,
	STANDARD_AIR_DENSITY,
	standards,
	technologies,
	WIDEST_FILTER,
} from './sewage-rules.ts'

const within = (value: number, published: number, share: number) =>
	expect(Math.abs(value / published - 1)).toBeLessThanOrEqual(share)

const plantFor = (input: Partial<SewageInput>): SewagePlant => {
	const design = sizeSewagePlant({
		building: 'housing',
		standard: 'ngt',
		reuse: 'flushing',
		technology: 'auto',
		...input,
	})
	if (design.kind !== 'plant') throw new Error(`no plant for ${JSON.stringify(input)}`)
	return design
}

test('a building’s sewage is its occupants × the water each is supplied (CPHEEO’s figures) × 80 %', () => {
	// 135 L a person at home, 450 L a hospital bed over 100 beds and 340 L up to 100, 45 L an employee.
	expect(countedFlow('housing', 1000)).toBeCloseTo((1000 * 135 * 0.8) / 1000, 9)
	expect(countedFlow('hospital', 150)).toBeCloseTo((150 * 450 * 0.8) / 1000, 9)
	expect(countedFlow('hospital', 80)).toBeCloseTo((80 * 340 * 0.8) / 1000, 9)
	expect(countedFlow('office', 2000)).toBeCloseTo((2000 * 45 * 0.8) / 1000, 9)
	expect(plantFor({ count: 1000 }).flow.design).toBeCloseTo(108, 9)
	expect(plantFor({ count: 1000, flow: 250 }).flow.design).toBe(250)
})

test('the count starts at the fewest occupants whose sewage reaches the 5 KLD the tool sizes from', () => {
	for (const building of buildings) {
		if (building === 'industrial') continue
		const fewest = fewestOccupants(building)
		expect(countedFlow(building, fewest)).toBeGreaterThanOrEqual(flowRange.min)
		expect(countedFlow(building, fewest - 1)).toBeLessThan(flowRange.min)
	}
})

test('raw sewage keeps a person’s daily proportions: COD about twice the BOD, nitrogen a fifth', () => {
	const raw = rawSewage()
	// 56 g BOD, 113 g COD, 11 g total nitrogen and 7 g ammonia a person a day.
	expect(raw.cod / raw.bod).toBeCloseTo(113 / 56, 9)
	expect(raw.tkn / raw.bod).toBeCloseTo(11 / 56, 9)
	expect(raw.ammonia).toBeLessThan(raw.tkn)
})

test('US Army TM 5-814-3’s extended-aeration package plant: 125 m³/d in one day’s aeration, and coarse-bubble blowers near its 3.73 kW at 31 kPa', () => {
	// Appendix E: 125,000 L/d, BOD and TSS about 250 mg/L, one day's detention, coarse bubbles, two
	// 3.73 kW (5 hp) blowers giving air at 31 kPa to hold 2 mg/L.
	const plant = plantFor({ flow: 125, technology: 'extended-aeration', standard: 'cpcb-other' })
	within(plant.aeration.volume, 125, 0.15)
	within(blowerPower(airFor(plant.oxygen, 'coarse'), 31), 3.73, 0.15)
})

test('an MBR uses about the 0.9 kWh/m³ membrane bioreactors are published at, within the 0.65–0.97 a refurbished plant measured', () => {
	for (const flow of [50, 200, 1000, 4000]) {
		const plant = plantFor({ flow, technology: 'mbr' })
		within(plant.power.perCubicMetre, 0.9, 0.15)
		expect(plant.power.perCubicMetre).toBeGreaterThanOrEqual(0.65)
		expect(plant.power.perCubicMetre).toBeLessThanOrEqual(0.97)
	}
})

test('an MBBR plant of 100–200 KLD takes about the 450 m² a million litres a day a review gives MBBR', () => {
	for (const flow of [100, 150, 200])
		within(plantFor({ flow, technology: 'mbbr' }).footprint / flow, 0.45, 0.15)
})

test('the tool chooses MBBR up to 1 MLD and SBR above, the first that fits the space, or the smallest when none does', () => {
	expect(plantFor({ flow: 500 }).technology).toBe('mbbr')
	expect(plantFor({ flow: 1500 }).technology).toBe('sbr')
	expect(plantFor({ flow: 500, technology: 'extended-aeration' }).chosenBy).toBe('visitor')
	const mbbr = plantFor({ flow: 500, technology: 'mbbr' })
	const mbr = plantFor({ flow: 500, technology: 'mbr' })
	const tight = plantFor({ flow: 500, space: (mbbr.footprint + mbr.footprint) / 2 })
	expect(tight.technology).toBe('mbr')
	expect(tight.fitsSpace).toBe(true)
	const tooTight = plantFor({ flow: 500, space: mbr.footprint / 2 })
	expect(tooTight.fitsSpace).toBe(false)
	for (const technology of technologies) {
		expect(tooTight.footprint).toBeLessThanOrEqual(plantFor({ flow: 500, technology }).footprint)
	}
})

test('a standard that limits total nitrogen gets an anoxic tank; the central norms do not', () => {
	expect(plantFor({ flow: 100, standard: 'ngt' }).anoxic?.volume).toBeGreaterThan(0)
	expect(plantFor({ flow: 100, standard: 'karnataka-reuse' }).anoxic?.volume).toBeGreaterThan(0)
	expect(plantFor({ flow: 100, standard: 'cpcb-metro' }).anoxic).toBeUndefined()
})

test('industrial effluent and plants above 5 MLD are referred to an engineer, never designed', () => {
	expect(
		sizeSewagePlant({
			building: 'industrial',
			flow: 100,
			standard: 'ngt',
			reuse: 'none',
			technology: 'auto',
		}),
	).toEqual({ kind: 'referral', reason: 'industrial' })
	const town = sizeSewagePlant({
		building: 'housing',
		count: 100_000,
		standard: 'ngt',
		reuse: 'none',
		technology: 'auto',
	})
	expect(town).toEqual({
		kind: 'referral',
		reason: 'too-large',
		flow: countedFlow('housing', 100_000),
	})
})

test('every seeded design holds its rules: flows balance, media and decant within their limits, air carries the oxygen, motors drive the blowers', () => {
	// Carriers fill at most 67 % of a tank; an SBR decants at most a third of a basin.
	expect(MEDIA_FILL).toBeLessThanOrEqual(0.67)
	expect(SBR_DECANT_SHARE).toBeLessThanOrEqual(1 / 3)
	const nitrifyingAge = nitrifyingSludgeAge(COLDEST_SEWAGE, OPERATING_DO)
	const random = seededRandom(48)
	for (let run = 0; run < 2000; run++) {
		const plant = plantFor({
			flow: random.logBetween(flowRange.min, flowRange.max),
			standard: random.pick(standards),
			reuse: random.pick(reuses),
			technology: random.pick(technologies),
			space: random.next() < 0.3 ? random.logBetween(10, 5000) : undefined,
		})
		const context = JSON.stringify({ flow: plant.flow.design, technology: plant.technology })
		const design = plant.flow.design
		expect(plant.reuse.treated, context).toBeLessThan(design)
		expect(plant.reuse.treated, context).toBeGreaterThan(design * 0.9)
		expect(plant.reuse.flushing ?? 0, context).toBeLessThanOrEqual(plant.reuse.treated)
		expect(plant.peakFlow * 24, context).toBeGreaterThan(design)
		if (plant.aeration.media) {
			expect(plant.aeration.media.volume / plant.aeration.volume, context).toBeCloseTo(
				MEDIA_FILL,
				9,
			)
		}
		// Activated sludge is kept at least as long as its nitrifiers need in the coldest sewage.
		if (plant.aeration.srt !== undefined) {
			expect(plant.aeration.srt, context).toBeGreaterThanOrEqual(nitrifyingAge - 1e-9)
		}
		if (plant.aeration.basins) {
			const decanted = design / SBR_CYCLES_PER_DAY / plant.aeration.volume
			expect(decanted, context).toBeLessThanOrEqual(SBR_DECANT_SHARE + 1e-9)
		}
		// The air's oxygen, at the bubbles' transfer, is at least the oxygen the sewage needs.
		expect(plant.air * 24 * STANDARD_AIR_DENSITY * OXYGEN_IN_AIR, context).toBeGreaterThan(
			plant.oxygen,
		)
		// Working blowers share the air, each motor within the largest; filters within the widest.
		expect(plant.blower.motor * plant.blower.working, context).toBeGreaterThanOrEqual(
			plant.blower.power,
		)
		expect(plant.blower.motor, context).toBeLessThanOrEqual(LARGEST_BLOWER_MOTOR)
		for (const filters of [plant.tertiary.sandFilter, plant.tertiary.carbonFilter]) {
			if (filters) expect(filters.diameter, context).toBeLessThanOrEqual(WIDEST_FILTER)
		}
		expect(plant.sludge.solids, context).toBeLessThan((design * plant.raw.bod) / 1000)
		expect(plant.footprint, context).toBeGreaterThan(plant.aeration.volume / 4)
		expect(plant.power.installed, context).toBeGreaterThanOrEqual(plant.power.running)
		for (const value of [plant.air, plant.footprint, plant.power.daily, plant.sludge.solids]) {
			expect(Number.isFinite(value) && value > 0, context).toBe(true)
		}
	}
})

test('the count is asked for unless a flow is given, a whole number from the fewest the tool sizes', () => {
	const parse = (input: Record<string, string>) =>
		parseSewageParams(new URLSearchParams(input), sizingShared.refusals)
	expect(parse({})).toEqual({ state: 'empty' })
	const missing = parse({ building: 'hospital' })
	expect(missing.state === 'invalid' && missing.errors.count).toMatch(/number of beds/)
	const few = parse({ building: 'housing', count: String(fewestOccupants('housing') - 1) })
	expect(few.state === 'invalid' && few.errors.count).toMatch(String(fewestOccupants('housing')))
	const half = parse({ building: 'housing', count: '400.5' })
	expect(half.state === 'invalid' && half.errors.count).toMatch(/whole number/)
	const byFlow = parse({ building: 'hotel', flow: '60' })
	expect(byFlow).toEqual({
		state: 'valid',
		input: {
			building: 'hotel',
			flow: 60,
			count: undefined,
			standard: standards[0],
			reuse: reuses[0],
			space: undefined,
			technology: technologyChoices[0],
		},
	})
	const tooMuch = parse({ building: 'hotel', flow: String(flowRange.max + 1) })
	expect(tooMuch.state === 'invalid' && tooMuch.errors.flow).toBeTruthy()
	const industrial = parse({ building: 'industrial' })
	expect(industrial.state).toBe('valid')
})

test('a design’s inputs survive the round trip through its address', () => {
	const input: SewageInput = {
		building: 'school',
		count: 2500,
		standard: 'cpcb-metro',
		reuse: 'gardening',
		space: 120,
		technology: 'sbr',
	}
	expect(
		parseSewageParams(new URLSearchParams(sewageSearch(input)), sizingShared.refusals),
	).toEqual({
		state: 'valid',
		input: { ...input, flow: undefined },
	})
})
