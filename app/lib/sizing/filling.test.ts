import { expect, test } from 'vitest'
import { largestOutput, ratedLines, sizeFillingLine } from './filling.ts'
import {
	containerFactor,
	containerLitres,
	containers,
	fillers,
	ISOBARIC_DERATING,
	LINE_EFFICIENCY,
	LINEAR_CYCLE_SECONDS,
	lineMachineRatings,
	products,
} from './filling-rules.ts'
import { seededRandom } from './seeded-random.ts'

test('6,000 bottles of 500 ml water an hour need the 24-24-8 filler, the smallest that makes them', () => {
	const line = sizeFillingLine({ product: 'water', container: '500ml', output: 6000, unit: 'bph' })
	expect(line.heads).toBe('24-24-8')
	expect(line.ratedOutput).toBe(8000)
})

test('output in bottles per minute is counted per hour', () => {
	const perMinute = sizeFillingLine({
		product: 'water',
		container: '500ml',
		output: 100,
		unit: 'bpm',
	})
	const perHour = sizeFillingLine({
		product: 'water',
		container: '500ml',
		output: 6000,
		unit: 'bph',
	})
	expect(perMinute).toEqual(perHour)
})

test('larger containers derate the filler by 2 ÷ (1 + volume ÷ 0.5 L); smaller ones keep the 500 ml rating', () => {
	expect(containerFactor(1)).toBeCloseTo(2 / 3, 12)
	expect(containerFactor(2)).toBeCloseTo(0.4, 12)
	expect(containerFactor(0.2)).toBe(1)
	expect(ratedLines('1l', 'water').map((line) => line.rated)).toEqual(
		fillers.map((filler) => Math.floor((filler.min * 2) / 3)),
	)
	// 6,000 one-litre bottles an hour are beyond the 24-24-8 (5,333 bph at 1 L).
	expect(
		sizeFillingLine({ product: 'water', container: '1l', output: 6000, unit: 'bph' }).heads,
	).toBe('32-32-10')
})

// Coca-Cola HBC's bottling page (its Russian operations, "Production step by step: 5. Bottling"): "The
// filler speed ranges from 12,000 two-litre bottles an hour to 30,000 0.5-litre bottles per hour", and
// "It takes four seconds to fill a two-litre bottle".
const HBC_HALF_LITRE_PER_HOUR = 30_000
const HBC_TWO_LITRE_PER_HOUR = 12_000

test("a filler's 2-litre rate is its 500 ml rate derated as Coca-Cola HBC's fillers run, within 5 %", () => {
	const derated = HBC_HALF_LITRE_PER_HOUR * containerFactor(containerLitres['2l'])
	expect(Math.abs(derated / HBC_TWO_LITRE_PER_HOUR - 1)).toBeLessThan(0.05)
})

test('treated water is output × volume plus 15 % for rinsing and cleaning', () => {
	const line = sizeFillingLine({ product: 'water', container: '1l', output: 2000, unit: 'bph' })
	expect(line.treatedWater).toBeCloseTo(2000 * 1 * 1.15, 9)
})

test('blow moulder, labeller and packing are each rated 105–140 % of the filler', () => {
	for (const container of containers) {
		const line = sizeFillingLine({ product: 'water', container, output: 100, unit: 'bph' })
		for (const rating of [
			line.blowMoulder?.rating ?? line.ratedOutput * 1.05,
			line.labeller,
			line.packing,
		]) {
			expect(rating / line.ratedOutput, container).toBeGreaterThanOrEqual(1.05)
			expect(rating / line.ratedOutput, container).toBeLessThanOrEqual(1.4)
		}
	}
	expect(lineMachineRatings.blowMoulder).toBeLessThan(lineMachineRatings.packing)
})

test('carbonated drinks need an isobaric filler, carbonator and chiller; juice a hot-fill line', () => {
	const line = (product: (typeof products)[number]) =>
		sizeFillingLine({ product, container: '500ml', output: 3000, unit: 'bph' }).equipment
	expect(line('carbonated')).toEqual(['isobaric-filler', 'carbonator', 'chiller'])
	expect(line('juice')).toEqual(['hot-fill'])
	expect(line('water')).toEqual([])
})

test('20-litre jars run on a jar line rated in jars per hour, with no blow moulder', () => {
	const line = sizeFillingLine({ product: 'water', container: '20l', output: 300, unit: 'bph' })
	expect(line.machine).toBe('jar')
	expect(line.heads).toBe('6-6-2')
	expect(line.blowMoulder).toBeUndefined()
})

test('every output up to the largest lines gets the fewest lines of the smallest filler that meets it at the line efficiency (seeded random inputs)', () => {
	const random = seededRandom(28)
	for (let run = 0; run < 2000; run++) {
		const container = random.pick(containers)
		const product = random.pick(products)
		const output = random.between(1, largestOutput(container, product))
		const line = sizeFillingLine({ product, container, output, unit: 'bph' })
		const rated = ratedLines(container, product)
		const chosen = rated.findIndex((candidate) => candidate.heads === line.heads)
		const made = (value: number) => value * LINE_EFFICIENCY * line.lines
		expect(made(line.ratedOutput)).toBeGreaterThanOrEqual(output - 1)
		if (chosen > 0) expect(made(rated[chosen - 1]?.rated ?? 0)).toBeLessThan(output)
		if (line.lines > 1) expect(made(rated.at(-1)?.rated ?? 0) / line.lines).toBeLessThan(output)
	}
})

test('a filler never runs at its full rating: 2,000 bph of 500 ml gets a filler rated above 2,000', () => {
	const line = sizeFillingLine({ product: 'water', container: '500ml', output: 2000, unit: 'bph' })
	expect(line.ratedOutput * line.lineEfficiency).toBeGreaterThanOrEqual(2000)
	expect(line.ratedOutput).toBeGreaterThan(2000)
})

test('24,000 and 30,000 bottles of 500 ml an hour are sized, on two lines, not refused', () => {
	for (const output of [24_000, 30_000]) {
		expect(largestOutput('500ml', 'water')).toBeGreaterThanOrEqual(output)
		const line = sizeFillingLine({ product: 'water', container: '500ml', output, unit: 'bph' })
		expect(line.lines).toBe(2)
	}
})

test("a blow moulder's cavities follow the bottle's own rate per cavity, not the filler's derating for its size", () => {
	// A 2-litre line on the smallest filler: 2,000 × 40 % = 800 bottles an hour, a blow moulder of
	// 110 % (900 an hour) that one 1,000-an-hour cavity makes; 40 % of 1,500 would ask for two.
	const twoLitre = sizeFillingLine({ product: 'water', container: '2l', output: 500, unit: 'bph' })
	expect(twoLitre.blowMoulder).toEqual({ cavities: 1, rating: 900 })
	// 6,000 an hour of 500 ml on the 24-24-8: 8,800 an hour at 1,500 a cavity is six cavities.
	const halfLitre = sizeFillingLine({
		product: 'water',
		container: '500ml',
		output: 6000,
		unit: 'bph',
	})
	expect(halfLitre.blowMoulder).toEqual({ cavities: 6, rating: 8800 })
	const jar = sizeFillingLine({ product: 'water', container: '20l', output: 100, unit: 'bph' })
	expect(jar.blowMoulder).toBeUndefined()
})

test('5-litre containers fill on a linear filler whose heads each make one container per cycle: 1,000 an hour need 12 heads', () => {
	const line = sizeFillingLine({ product: 'water', container: '5l', output: 1000, unit: 'bph' })
	expect(line.machine).toBe('linear')
	// 8 heads make 8 × 3,600 ÷ 28 = 1,028 an hour, 874 over a shift: too few.
	expect(line.heads).toBe('12')
	expect(line.ratedOutput).toBe(Math.floor((12 * 3600) / LINEAR_CYCLE_SECONDS))
	expect(line.ratedOutput * LINE_EFFICIENCY).toBeGreaterThanOrEqual(1000)
	for (const container of containers.filter((size) => size !== '5l')) {
		const other = sizeFillingLine({ product: 'water', container, output: 100, unit: 'bph' })
		expect(other.machine, container).not.toBe('linear')
	}
})

test('a carbonated line derates its isobaric filler to 80 % of the still-water rating, so 6,000 bph of 500 ml need the next filler up', () => {
	const still = sizeFillingLine({ product: 'water', container: '500ml', output: 6000, unit: 'bph' })
	const carbonated = sizeFillingLine({
		product: 'carbonated',
		container: '500ml',
		output: 6000,
		unit: 'bph',
	})
	expect(still.heads).toBe('24-24-8')
	expect(still.isobaricDerating).toBeUndefined()
	// The 24-24-8 makes 8,000 × 0.8 × 0.85 = 5,440 carbonated bottles an hour over a shift.
	expect(carbonated.heads).toBe('32-32-10')
	expect(carbonated.isobaricDerating).toBe(ISOBARIC_DERATING)
	expect(carbonated.ratedOutput).toBe(12_000 * 0.8)
	for (const container of containers) {
		expect(largestOutput(container, 'carbonated'), container).toBeLessThan(
			largestOutput(container, 'water'),
		)
	}
})
