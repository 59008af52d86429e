import { MG_PER_MOL_CACO3, salinity } from './ro-physics.ts'
import type { DesignWater } from './water.ts'
import { isSeawater, SEAWATER_BORON } from './water-rules.ts'

// How far a feed can be concentrated before its sparingly soluble salts scale the last elements:
// calcium carbonate (the concentrate's Langelier index, or above 10,000 mg/L its calcite saturation
// from seawater's constants), calcium sulphate (gypsum) and silica. Every number is stated, with its
// source, in docs/sizing.md.

/** The optional analysis a visitor may give; anything not known takes the stated typical value. */
export type WaterChemistry = {
	ph: number
	/** mg/L as CaCO₃ */
	alkalinity: number
	/** mg/L as CaCO₃ */
	calcium: number
	/** mg/L */
	sulphate: number
	/** mg/L as SiO₂ */
	silica: number
	sdi: number
	/** mg/L of boron, which only seawater carries enough of to matter. */
	boron: number
	/** mg/L; oxidised, it fouls membranes as iron does. */
	manganese: number
}

/** Typical values for what the visitor does not know. */
export const typicalChemistry = {
	ph: 7.5,
	alkalinity: 150,
	/** Calcium is most of the hardness in most well and river waters. */
	calciumShareOfHardness: 0.7,
	/** Sulphate as a share of the dissolved solids. */
	sulphateShareOfTds: 0.1,
	silica: 20,
	sdi: 3,
	/** River, lake and open-intake water after its pretreatment. */
	openWaterSdi: 5,
	boron: SEAWATER_BORON,
	/**
	 * None unless measured: a well's typical iron already brings the filter that takes manganese out
	 * with it, and a treated supply or the sea carries little.
	 */
	manganese: 0,
} as const

/** Seawater's own typical analysis, where it differs from a well or river water's. */
export const typicalSeawaterChemistry = {
	ph: 8.1,
	alkalinity: 116,
	/** Magnesium, not calcium, is most of seawater's hardness. */
	calciumShareOfHardness: 0.16,
} as const

/** The analysis the design uses: what the visitor gave, and the typical value for the rest. */
export function chemistryFor(input: DesignWater): WaterChemistry {
	const typical = isSeawater(input.source) ? typicalSeawaterChemistry : typicalChemistry
	return {
		ph: input.ph ?? typical.ph,
		alkalinity: input.alkalinity ?? typical.alkalinity,
		calcium: input.calcium ?? input.hardness * typical.calciumShareOfHardness,
		sulphate: input.sulphate ?? input.tds * typicalChemistry.sulphateShareOfTds,
		silica: input.silica ?? typicalChemistry.silica,
		sdi:
			input.sdi ??
			(input.source === 'surface' || input.source === 'seawater-open-intake'
				? typicalChemistry.openWaterSdi
				: typicalChemistry.sdi),
		boron: input.boron ?? typicalChemistry.boron,
		manganese: input.manganese ?? typicalChemistry.manganese,
	}
}

/** Highest concentrate Langelier index an antiscalant holds. */
export const MAX_CONCENTRATE_LSI = 1.8
/**
 * Concentrate silica an antiscalant holds, as a multiple of amorphous silica's saturation at the
 * coldest water: four commercial silica antiscalants at their recommended doses raised the membrane
 * surface's supersaturation at which scaling began from 1.7–1.9 to 2.1–2.3 [Silica antiscalants]. The
 * lower figure, over the tail element's concentration polarisation of about 1.15 (exp(0.7 × 0.2)), is
 * the bulk concentrate's limit (ours).
 */
export const MAX_SILICA_SATURATION = 2.1 / 1.15

/** Highest gypsum saturation an antiscalant holds, as a multiple of saturation. */
export const MAX_GYPSUM_SATURATION = 2.3
/** Acid brings the feed down to at most this pH; below it the acid costs more than the recovery. */
export const MIN_ACID_PH = 6

/** mg of CaCO₃ in an equivalent of it: alkalinity is given as CaCO₃. */
const MG_PER_EQUIVALENT_CACO3 = 50_045

/** The pH at which a water is saturated with calcium carbonate (Langelier's pHs). */
export function saturationPh(
	water: { tds: number; calcium: number; alkalinity: number },
	celsius: number,
) {
	const a = (Math.log10(water.tds) - 1) / 10
	const b = -13.12 * Math.log10(celsius + 273) + 34.55
	const c = Math.log10(water.calcium) - 0.4
	const d = Math.log10(water.alkalinity)
	return 9.3 + a + b - (c + d)
}

/** The Langelier saturation index of a water: positive where calcium carbonate precipitates. */
export const langelierIndex = (
	water: { ph: number; tds: number; calcium: number; alkalinity: number },
	celsius: number,
) => water.ph - saturationPh(water, celsius)

/** Gypsum's ion product over its solubility product, activities from the TDS's ionic strength. */
export function gypsumSaturation(water: { tds: number; calcium: number; sulphate: number }) {
	const ionicStrength = 2.5e-5 * water.tds
	const root = Math.sqrt(ionicStrength)
	// Both ions are divalent: log γ = −0.51 × 4 × (√I / (1 + √I) − 0.3 I).
	const activity = 10 ** (-2.04 * (root / (1 + root) - 0.3 * ionicStrength))
	const calcium = water.calcium / MG_PER_MOL_CACO3
	const sulphate = water.sulphate / 96_060
	return (calcium * activity * (sulphate * activity)) / 10 ** -4.58
}

/** Amorphous silica's solubility, mg/L, at a temperature. */
export const silicaSolubility = (celsius: number) => 10 ** (4.52 - 731 / (celsius + 273))

/**
 * Above this TDS the Langelier index and the activities behind the gypsum check no longer hold:
 * calcium carbonate is judged by its saturation in seawater of the concentrate's salinity instead,
 * and gypsum is not checked.
 */
export const BRACKISH_INDEX_MAX_TDS = 10_000

/**
 * A salty water's calcium and carbonate alkalinity per kg of it (mol and equivalents), with calcite's
 * solubility product (Mucci 1983) and carbonic acid's second dissociation constant (Lueker et al.
 * 2000) in seawater of its salinity.
 */
function calciteTerms(
	water: { tds: number; calcium: number; alkalinity: number },
	celsius: number,
) {
	const { tds } = water
	const kelvin = celsius + 273.15
	const kgPerKg = salinity(tds, celsius)
	const s = kgPerKg * 1000
	const rootS = Math.sqrt(s)
	const logCalcite =
		-171.9065 -
		0.077_993 * kelvin +
		2839.319 / kelvin +
		71.595 * Math.log10(kelvin) +
		(-0.777_12 + 0.002_842_6 * kelvin + 178.34 / kelvin) * rootS -
		0.077_11 * s +
		0.004_124_9 * s * rootS
	const logK2 =
		-25.929 - 471.78 / kelvin + 3.169_67 * Math.log(kelvin) + 0.017_81 * s - 0.000_112_2 * s * s
	const kgPerLitre = tds / 1e6 / kgPerKg
	return {
		calcium: water.calcium / MG_PER_MOL_CACO3 / kgPerLitre,
		alkalinity: water.alkalinity / MG_PER_EQUIVALENT_CACO3 / kgPerLitre,
		calcite: 10 ** logCalcite,
		k2: 10 ** logK2,
	}
}

/**
 * A salty water's calcite saturation index, log₁₀ of calcium × carbonate over calcite's solubility
 * product, all in seawater of its salinity: what Stiff and Davis's index estimates, from seawater's
 * own constants. The carbonate is the alkalinity's share at the pH, through the second constant.
 */
export function seawaterCalciteIndex(
	water: { ph: number; tds: number; calcium: number; alkalinity: number },
	celsius: number,
) {
	const { calcium, alkalinity, calcite, k2 } = calciteTerms(water, celsius)
	const carbonate = (alkalinity * k2) / (10 ** -water.ph + 2 * k2)
	return Math.log10((calcium * carbonate) / calcite)
}

export type ScalingLimit = 'calcium-carbonate' | 'gypsum' | 'silica'

/** The concentration factor of a recovery, every salt rejected. */
const concentration = (recovery: number) => 1 / (1 - recovery)

/**
 * The highest feed pH at which the concentrate of `recovery` keeps its calcium carbonate index at the
 * antiscalant's limit: the concentrate's bicarbonate concentrates while its carbon dioxide passes the
 * membrane, so its pH is the feed's plus log₁₀ of the concentration factor. Infinite where no pH
 * brings a salty concentrate to the limit.
 */
export function highestFeedPh(
	feed: { tds: number; calcium: number; alkalinity: number },
	recovery: number,
	celsius: number,
) {
	const factor = concentration(recovery)
	const concentrate = {
		tds: feed.tds * factor,
		calcium: feed.calcium * factor,
		alkalinity: feed.alkalinity * factor,
	}
	if (feed.tds <= BRACKISH_INDEX_MAX_TDS) {
		return MAX_CONCENTRATE_LSI + saturationPh(concentrate, celsius) - Math.log10(factor)
	}
	// calcium × alkalinity × K2 / ([H⁺] + 2 K2) = Ksp × 10^limit, solved for [H⁺].
	const { calcium, alkalinity, calcite, k2 } = calciteTerms(concentrate, celsius)
	const hydrogen = (calcium * alkalinity * k2) / (calcite * 10 ** MAX_CONCENTRATE_LSI) - 2 * k2
	return hydrogen > 0 ? -Math.log10(hydrogen) - Math.log10(factor) : Number.POSITIVE_INFINITY
}

/**
 * What a recovery does to the concentrate: the salt that would scale it, or the feed pH acid must
 * bring it to so calcium carbonate does not, or nothing. Silica is least soluble in the coldest water
 * of the band; calcium carbonate and gypsum scale first in the warmest.
 */
export function scalingAt(
	chemistry: WaterChemistry,
	tds: number,
	recovery: number,
	temperatures: { cold: number; warm: number },
): { limit?: ScalingLimit; acidPh?: number } {
	const factor = concentration(recovery)
	if (chemistry.silica * factor > silicaSolubility(temperatures.cold) * MAX_SILICA_SATURATION) {
		return { limit: 'silica' }
	}
	if (tds <= BRACKISH_INDEX_MAX_TDS) {
		const gypsum = gypsumSaturation({
			tds: tds * factor,
			calcium: chemistry.calcium * factor,
			sulphate: chemistry.sulphate * factor,
		})
		if (gypsum > MAX_GYPSUM_SATURATION) return { limit: 'gypsum' }
	}
	const highestPh = highestFeedPh({ tds, ...chemistry }, recovery, temperatures.warm)
	if (chemistry.ph <= highestPh) return {}
	return highestPh >= MIN_ACID_PH ? { acidPh: highestPh } : { limit: 'calcium-carbonate' }
}

/**
 * Carbonic acid's first dissociation constant, pK₁: in fresh and brackish water Plummer and
 * Busenberg's (1982) fit; above 10,000 mg/L Lueker et al.'s (2000) in seawater of the water's salinity.
 */
export function carbonicPk1(tds: number, celsius: number) {
	const kelvin = celsius + 273.15
	if (tds <= BRACKISH_INDEX_MAX_TDS) {
		return -(
			-356.3094 -
			0.060_919_64 * kelvin +
			21_834.37 / kelvin +
			126.8339 * Math.log10(kelvin) -
			1_684_915 / kelvin ** 2
		)
	}
	const s = salinity(tds, celsius) * 1000
	return -(
		61.2172 -
		3633.86 / kelvin -
		9.6777 * Math.log(kelvin) +
		0.011_555 * s -
		0.000_115_2 * s * s
	)
}

/**
 * Hydrogen ions (mmol a litre) that bring a water from its pH down to `ph`: its alkalinity is
 * bicarbonate, which the acid turns to carbon dioxide, the total carbonate kept.
 */
export function acidToPh(
	water: { ph: number; alkalinity: number; tds: number },
	ph: number,
	celsius: number,
) {
	if (ph >= water.ph) return 0
	const pk1 = carbonicPk1(water.tds, celsius)
	const bicarbonate = (water.alkalinity / MG_PER_MOL_CACO3) * 2 * 1000 // mmol/L
	const carbonate = bicarbonate * (1 + 10 ** (pk1 - water.ph))
	return bicarbonate - carbonate / (1 + 10 ** (pk1 - ph))
}

/**
 * The concentrate of `recovery` as an engineer checks it: its calcium carbonate index at the warmest
 * water (Langelier's, or above 10,000 mg/L the calcite index in seawater), at the feed pH after any
 * acid; its gypsum (brackish only) and its silica at the coldest water, as multiples of saturation.
 */
export function concentrateIndices(
	chemistry: WaterChemistry,
	tds: number,
	recovery: number,
	temperatures: { cold: number; warm: number },
	feedPh: number,
) {
	const factor = concentration(recovery)
	const concentrate = {
		ph: feedPh + Math.log10(factor),
		tds: tds * factor,
		calcium: chemistry.calcium * factor,
		alkalinity: chemistry.alkalinity * factor,
	}
	const brackish = tds <= BRACKISH_INDEX_MAX_TDS
	return {
		calcite: brackish
			? langelierIndex(concentrate, temperatures.warm)
			: seawaterCalciteIndex(concentrate, temperatures.warm),
		gypsum: brackish
			? gypsumSaturation({ ...concentrate, sulphate: chemistry.sulphate * factor })
			: undefined,
		silica: (chemistry.silica * factor) / silicaSolubility(temperatures.cold),
	}
}
