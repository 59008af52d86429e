import { elementPressureDrop, osmoticPressure, polarisation } from './ro-physics.ts'

// Named elements as their makers' datasheets rate them, and the permeabilities those ratings imply
// when read back through the same element equations the train model uses. docs/sizing.md names each
// datasheet.

export type ElementFamily = 'brackish' | 'seawater'
export type ElementSize = '8-inch' | '4-inch'

type TestRating = {
	/** m³ of permeate per day at the test conditions. */
	permeatePerDay: number
	/** bar */
	pressure: number
	/** mg/L of NaCl */
	tds: number
	/** The element's own recovery in the test. */
	recovery: number
	/** Stabilised salt rejection. */
	rejection: number
	/** Boron rejection and the boron in the test solution (mg/L), where the datasheet states them. */
	boron?: { rejection: number; feed: number }
}

export type Datasheet = {
	name: string
	family: ElementFamily
	size: ElementSize
	/** m² */
	area: number
	/** Highest feed pressure the element is rated for, bar. */
	maxPressure: number
	test: TestRating
}

/** A 4-inch element's feed channel carries about a quarter of the 8-inch element's flow at the same velocity. */
const FLOW_SCALE: Readonly<Record<ElementSize, number>> = { '8-inch': 1, '4-inch': 16 / 3.6 }

const datasheets = {
	'brackish 8-inch': {
		name: 'FilmTec BW30-400',
		family: 'brackish',
		size: '8-inch',
		area: 37.2,
		maxPressure: 41,
		test: { permeatePerDay: 40, pressure: 15.5, tds: 2000, recovery: 0.15, rejection: 0.995 },
	},
	'brackish 4-inch': {
		name: 'FilmTec BW30-4040',
		family: 'brackish',
		size: '4-inch',
		area: 7.6,
		maxPressure: 41,
		test: { permeatePerDay: 9.1, pressure: 15.5, tds: 2000, recovery: 0.15, rejection: 0.995 },
	},
	'seawater 8-inch': {
		name: 'FilmTec SW30HRLE-440i',
		family: 'seawater',
		size: '8-inch',
		area: 41,
		maxPressure: 82.7,
		test: {
			permeatePerDay: 30.2,
			pressure: 55.2,
			tds: 32_000,
			recovery: 0.08,
			rejection: 0.998,
			boron: { rejection: 0.92, feed: 5 },
		},
	},
	'seawater 4-inch': {
		name: 'FilmTec SW30HR LE-4040',
		family: 'seawater',
		size: '4-inch',
		area: 7.9,
		maxPressure: 82.7,
		test: { permeatePerDay: 6.1, pressure: 55.2, tds: 32_000, recovery: 0.08, rejection: 0.9975 },
	},
} as const satisfies Record<`${ElementFamily} ${ElementSize}`, Datasheet>

export type ElementModel = Datasheet & {
	/** Water permeability at 25 °C, LMH/bar, new. */
	waterPermeability: number
	/** Salt permeability at 25 °C, LMH. */
	saltPermeability: number
	/** Boron permeability at 25 °C, LMH, where the datasheet rates boron. */
	boronPermeability?: number
	flowScale: number
}

/** Salt permeability from a rejection: the permeate concentration a wall concentration gives at a flux. */
const permeabilityFor = (flux: number, wall: number, permeate: number) =>
	(flux * permeate) / (wall - permeate)

/**
 * Reads the test rating back through the element equations (mean of feed and concentrate,
 * polarisation, pressure drop, permeate osmotic pressure) to the permeabilities that reproduce it.
 */
export function modelOf(sheet: Datasheet): ElementModel {
	const { test } = sheet
	const permeate = test.permeatePerDay / 24
	const feed = permeate / test.recovery
	const concentrate = feed - permeate
	const permeateTds = (1 - test.rejection) * test.tds
	const concentrateTds = (feed * test.tds - permeate * permeateTds) / concentrate
	const wallFactor = polarisation(test.recovery)
	const wall = ((test.tds + concentrateTds) / 2) * wallFactor
	const flowScale = FLOW_SCALE[sheet.size]
	const drop = elementPressureDrop(feed, concentrate, flowScale)
	const drive =
		test.pressure - drop / 2 - osmoticPressure(wall, 25) + osmoticPressure(permeateTds, 25)
	const flux = (permeate * 1000) / sheet.area
	const { boron } = test as TestRating
	const boronPermeability = boron
		? permeabilityFor(
				flux,
				((boron.feed + boron.feed / (1 - test.recovery)) / 2) * wallFactor,
				(1 - boron.rejection) * boron.feed,
			)
		: undefined
	return {
		...sheet,
		flowScale,
		waterPermeability: flux / drive,
		saltPermeability: permeabilityFor(flux, wall, permeateTds),
		boronPermeability,
	}
}

const seawaterLarge = modelOf(datasheets['seawater 8-inch'])

export const elementModels: Readonly<Record<keyof typeof datasheets, ElementModel>> = {
	'brackish 8-inch': modelOf(datasheets['brackish 8-inch']),
	'brackish 4-inch': modelOf(datasheets['brackish 4-inch']),
	'seawater 8-inch': seawaterLarge,
	// The 4-inch element is the same membrane; its datasheet rates no boron, so it takes the 8-inch one's.
	'seawater 4-inch': {
		...modelOf(datasheets['seawater 4-inch']),
		boronPermeability: seawaterLarge.boronPermeability,
	},
}

export const elementModel = (family: ElementFamily, size: ElementSize) =>
	elementModels[`${family} ${size}`]
