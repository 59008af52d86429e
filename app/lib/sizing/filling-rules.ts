// The rules of a first filling-line design, as data. Every number is stated, with its source, in
// docs/sizing.md; filling.ts only combines them.

export const products = ['water', 'carbonated', 'juice'] as const
export type Product = (typeof products)[number]

export const containers = ['200ml', '250ml', '500ml', '1l', '2l', '5l', '20l'] as const
export type Container = (typeof containers)[number]

/** 20-litre jars are returnable drinking-water jars, filled on water lines only (ours). */
export const fillsContainer = (product: Product, container: Container) =>
	container !== '20l' || product === 'water'

/** Litres each container holds. */
export const containerLitres: Readonly<Record<Container, number>> = {
	'200ml': 0.2,
	'250ml': 0.25,
	'500ml': 0.5,
	'1l': 1,
	'2l': 2,
	'5l': 5,
	'20l': 20,
}

/** Returnable 20-litre jars run on jar lines, rated in jars per hour. */
export const JAR = '20l' satisfies Container
/** 5-litre containers run on linear fillers: a batch stops under a row of nozzles, not a rotary. */
export const LINEAR = '5l' satisfies Container

/** Rinse-fill-cap monoblocs and their output range for 500 ml bottles, bottles per hour. */
export const fillers = [
	{ heads: '14-12-5', min: 2000, max: 3000 },
	{ heads: '18-18-6', min: 4000, max: 5000 },
	{ heads: '24-24-8', min: 8000, max: 10_000 },
	{ heads: '32-32-10', min: 12_000, max: 15_000 },
	{ heads: '40-40-12', min: 15_000, max: 18_000 },
	{ heads: '50-50-15', min: 20_000, max: 24_000 },
] as const

/** Jar lines (rinse-fill-cap heads) and their rated output, jars per hour. */
export const jarLines = [
	{ heads: '2-2-1', min: 120, max: 150 },
	{ heads: '4-4-1', min: 240, max: 300 },
	{ heads: '6-6-2', min: 360, max: 450 },
	{ heads: '8-8-2', min: 600, max: 700 },
	{ heads: '12-12-3', min: 900, max: 1000 },
	{ heads: '16-16-4', min: 1200, max: 1400 },
] as const

/**
 * Linear fillers' nozzle counts, and one nozzle's cycle with a 5-litre container (ours): 20 s of
 * gravity fill at 0.25 L/s and 8 s to index the filled batch out and the next one in.
 */
export const linearFillerHeads = [4, 6, 8, 12, 16] as const
export const LINEAR_FILL_SECONDS = 20
export const LINEAR_INDEX_SECONDS = 8
export const LINEAR_CYCLE_SECONDS = LINEAR_FILL_SECONDS + LINEAR_INDEX_SECONDS

/**
 * An isobaric (counter-pressure) valve also fills the bottle with CO₂ before the drink and relieves
 * it after, and fills slower so the drink keeps its gas: a carbonated line's filler makes this share
 * of its rating with still water (ours).
 */
export const ISOBARIC_DERATING = 0.8

/**
 * A filling valve's cycle is handling (rinse, transfer, capping) plus the fill itself; at 500 ml the
 * two take about as long. A larger bottle fills longer while handling stays the same, so output falls
 * as 2 ÷ (1 + volume ÷ 0.5 L). Smaller bottles gain nothing: the capper and conveyors hold the line.
 */
export const REFERENCE_LITRES = 0.5
export const containerFactor = (litres: number) => Math.min(1, 2 / (1 + litres / REFERENCE_LITRES))

/**
 * A line makes about this share of its filler's rating over a shift: changeovers, jams and the
 * machines around the filler starving or blocking it take the rest.
 */
export const LINE_EFFICIENCY = 0.85
/** Beyond the largest monobloc, the output is shared between this many identical lines. */
export const MAX_LINES = 2

/** The machines around the filler run faster than it, so the filler never waits (the line's V-curve). */
export const lineMachineRatings = { blowMoulder: 1.1, labeller: 1.2, packing: 1.3 } as const
/**
 * Bottles per hour one blow-moulding cavity makes, by the bottle's own size rather than the filler's
 * derating: 1,500 up to a litre (ours); 1,000 for 2 and 5 litres, a maker's rating of a single-cavity
 * machine for 2–6 litre PET bottles. Returnable jars are not blown on the line.
 */
export const bottlesPerCavity: Readonly<Record<Exclude<Container, typeof JAR>, number>> = {
	'200ml': 1500,
	'250ml': 1500,
	'500ml': 1500,
	'1l': 1500,
	'2l': 1000,
	'5l': 1000,
}
/** Rinsing the bottles and cleaning the line take 15 % on top of the product water. */
export const RINSE_AND_CLEANING_ALLOWANCE = 0.15
/** Ratings round up to the next 100 bottles (10 jars) per hour. */
export const BOTTLE_ROUNDING = 100
export const JAR_ROUNDING = 10

/** What each product adds to the line. */
export const productEquipment: Readonly<Record<Product, readonly ProductEquipment[]>> = {
	water: [],
	carbonated: ['isobaric-filler', 'carbonator', 'chiller'],
	juice: ['hot-fill'],
}
export type ProductEquipment = 'isobaric-filler' | 'carbonator' | 'chiller' | 'hot-fill'
