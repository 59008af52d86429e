// The design rules of a first reverse-osmosis design, as data. Every number here is stated, with its
// source, in docs/sizing.md; the functions in water.ts only combine them.

export const waterSources = [
	'borewell',
	'municipal',
	'surface',
	'seawater-beach-well',
	'seawater-open-intake',
] as const
export type WaterSource = (typeof waterSources)[number]

type Band = { design: number; min: number; max: number }

/** Design flux and its band, litres per m² per hour: cleaner feeds foul less and take more flux. */
export const fluxBySource: Readonly<Record<WaterSource, Band>> = {
	borewell: { design: 26, min: 24, max: 30 },
	municipal: { design: 24, min: 21, max: 25 },
	surface: { design: 20, min: 17, max: 24 },
	'seawater-beach-well': { design: 15, min: 14, max: 17 },
	'seawater-open-intake': { design: 13, min: 12, max: 15 },
}

export const isSeawater = (source: WaterSource) => source.startsWith('seawater')

/**
 * Brackish recovery falls as the feed gets saltier (scaling and osmotic pressure at the concentrate
 * end limit it); seawater plants run at 40–45 %. The first row whose TDS bound holds applies.
 */
export const brackishRecovery = [
	{ maxTds: 2000, recovery: 0.75 },
	{ maxTds: 5000, recovery: 0.7 },
	{ maxTds: 10_000, recovery: 0.6 },
	{ maxTds: 20_000, recovery: 0.5 },
	{ maxTds: Number.POSITIVE_INFINITY, recovery: 0.45 },
] as const
export const seawaterRecovery = [
	{ maxTds: 38_000, recovery: 0.45 },
	{ maxTds: Number.POSITIVE_INFINITY, recovery: 0.4 },
] as const

/** Stages in series by recovery: a single pass of six elements reaches about half. */
export const stagesByRecovery = [
	{ maxRecovery: 0.5, stages: 1 },
	{ maxRecovery: 0.85, stages: 2 },
	{ maxRecovery: 1, stages: 3 },
] as const
/** Vessels per stage taper so every stage keeps its cross-flow: about 2:1, and 4:2:1 for three. */
export const stageRatios: Readonly<Record<1 | 2 | 3, readonly number[]>> = {
	1: [1],
	2: [2, 1],
	3: [4, 2, 1],
}

export type ElementSize = '8-inch' | '4-inch'

/** Per-vessel hydraulic limits: enough feed to wet the elements, enough concentrate to sweep them. */
export const elementSizes: Readonly<
	Record<
		ElementSize,
		{ area: number; maxFeedPerVessel: number; minConcentratePerVessel: number; perVessel: number }
	>
> = {
	'8-inch': { area: 37.2, maxFeedPerVessel: 16, minConcentratePerVessel: 3.0, perVessel: 6 },
	'4-inch': { area: 7.9, maxFeedPerVessel: 3.6, minConcentratePerVessel: 0.7, perVessel: 4 },
}
export const SEAWATER_ELEMENTS_PER_VESSEL = 7
/** Below this many 8-inch elements a plant is built from 4-inch elements. */
export const MIN_LARGE_ELEMENTS = 3

/** Membrane families: design water permeability at 25 °C (LMH/bar) and design salt rejection. */
export const membranes = {
	brackish: { permeability: 2.2, rejection: 0.995 },
	seawater: { permeability: 0.75, rejection: 0.997 },
} as const
/** Above this TDS a feed needs seawater elements whatever its source: brackish ones are rated to 41 bar. */
export const SEAWATER_MEMBRANE_TDS = 15_000

export const TCF_COEFFICIENT = 2640
export const REFERENCE_KELVIN = 298
export const OSMOTIC_BAR_PER_MG_L = 0.0007
/** Concentration polarisation at the membrane wall, from each element's recovery: exp(0.7 × y). */
export const POLARISATION_COEFFICIENT = 0.7
export const PRESSURE_DROP_PER_ELEMENT_BAR = 0.15
/** Net driving pressure the last element must still have, or it makes no water. */
export const MIN_CONCENTRATE_END_DRIVE_BAR = 1
export const PUMP_EFFICIENCY = 0.75
export const MOTOR_EFFICIENCY = 0.92

/** Pretreatment thresholds. */
export const MULTIMEDIA_TURBIDITY_NTU = 1
export const CLARIFIER_TURBIDITY_NTU = 20
export const IRON_REMOVAL_MG_L = 0.1

/** Drinking-water limits above which a feed needs treatment: TDS and total hardness, mg/L. */
export const DRINKABLE_TDS = 500
export const HARD_WATER = 200
/** Softener resin: operating capacity (g CaCO₃ per L of resin) at the salt dose (g NaCl per L). */
export const resin = {
	operatingCapacity: 50,
	saltDose: 120,
	maxServiceFlowBedVolumes: 40,
	regenerationsPerDay: 1,
	minVolume: 25,
}

/** Ranges a visitor may enter; outside them nothing is computed. */
export const waterRanges = {
	tds: { min: 50, max: 45_000 },
	hardness: { min: 0, max: 10_000 },
	turbidity: { min: 0, max: 500 },
	iron: { min: 0, max: 20 },
	temperature: { min: 5, max: 45 },
	hours: { min: 1, max: 24 },
	/** Treated water per day, m³; above zero. */
	dailyDemand: { max: 10_000 },
} as const

/** Beyond these a combination is unlikely: the design still runs, with a warning. */
export const plausibleTds: Readonly<Record<WaterSource, { min: number; max: number }>> = {
	borewell: { min: 50, max: 15_000 },
	municipal: { min: 50, max: 2000 },
	surface: { min: 50, max: 5000 },
	'seawater-beach-well': { min: 15_000, max: 45_000 },
	'seawater-open-intake': { min: 25_000, max: 45_000 },
}
/** Hardness as CaCO₃ is part of the dissolved solids: it cannot outweigh them. */
export const MAX_HARDNESS_TO_TDS = 1
