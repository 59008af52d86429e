// The membrane maker's design equations, in SI-ish units: flows in m³/h, concentrations in mg/L,
// pressures in bar, flux in litres per m² per hour (LMH). docs/sizing.md gives each equation's source.

const REFERENCE_KELVIN = 298
/** The temperature correction's activation terms: one below 25 °C, another above. */
const TCF_BELOW_25 = 3020
const TCF_ABOVE_25 = 2640

/** Water permeability at `celsius` relative to 25 °C: 1 at 25 °C, about 0.70 at 15 °C. */
export function temperatureCorrection(celsius: number) {
	const coefficient = celsius < 25 ? TCF_BELOW_25 : TCF_ABOVE_25
	return Math.exp(coefficient * (1 / REFERENCE_KELVIN - 1 / (273 + celsius)))
}

const GAS_CONSTANT = 8.314_462_618
/** kg/mol: the mean molar mass of sea salt's ions, so one mole of it is one mole of particles. */
const SEA_SALT_MOLAR_MASS = 0.031_403_821_8

/** kg/m³, pure water at `t` °C. */
const pureWaterDensity = (t: number) =>
	999.9 + t * (2.034e-2 + t * (-6.162e-3 + t * (2.261e-5 - 4.657e-8 * t)))

/**
 * Salinity in kg/kg of a water of `tds` mg/L at `t` °C, seawater's density being
 * ρw + s × (saltTerm − 1.613e-5 s t²). The density depends on the salinity: two steps settle it.
 */
function salinityAt(tds: number, t: number, waterDensity: number) {
	const saltTerm = 802.0 + t * (-2.001 + t * (1.677e-2 - 3.06e-5 * t))
	const concentration = tds / 1000
	let s = concentration / waterDensity
	for (let step = 0; step < 2; step++) {
		s = concentration / (waterDensity + s * (saltTerm - 1.613e-5 * s * t * t))
	}
	return s
}

/** Salinity in kg/kg of a natural water of `tds` mg/L at `celsius`, read as seawater. */
export const salinity = (tds: number, celsius: number) =>
	salinityAt(tds, celsius, pureWaterDensity(celsius))

/**
 * Osmotic pressure in bar of a natural water from its TDS in mg/L, as seawater of that salinity: the
 * osmotic coefficient times the salt's molality, the solvent's density, R and T. Its coefficient is
 * fitted from 10 to 120 g/kg, and below that stays within 3 % of the membrane maker's brackish
 * relation, so one relation serves brackish feeds and seawater concentrates alike. The train calls it
 * for every element, so the polynomials are in Horner form.
 */
export function osmoticPressure(tds: number, celsius: number) {
	if (tds <= 0) return 0
	const t = celsius
	const waterDensity = pureWaterDensity(t)
	const s = salinityAt(tds, t, waterDensity)
	const osmoticCoefficient =
		0.894_53 +
		t * (4.1561e-4 + t * (-4.6262e-6 + 2.2211e-11 * t * t)) +
		s * (-0.114_45 + t * (-1.4783e-3 - 1.3526e-8 * t * t)) +
		s * s * (7.0132 + t * (5.696e-2 - 2.8624e-4 * t))
	const molality = s / (1 - s) / SEA_SALT_MOLAR_MASS
	return (osmoticCoefficient * molality * waterDensity * GAS_CONSTANT * (t + 273.15)) / 1e5
}

/** mg per mole of calcium carbonate, in which hardness, calcium and alkalinity are stated. */
export const MG_PER_MOL_CACO3 = 100_090
/** mg per mole */
export const MOLAR_MASS = {
	calcium: 40_078,
	magnesium: 24_305,
	bicarbonate: 61_017,
	carbonate: 60_009,
	sulphate: 96_060,
	silica: 60_084,
	sodiumChloride: 58_443,
}

/** mg/L; hardness, calcium and alkalinity as CaCO₃. */
export type IonAnalysis = {
	tds: number
	hardness: number
	calcium: number
	alkalinity: number
	sulphate: number
	silica: number
}

/**
 * A natural water's dissolved particles per mg over sea salt's. Osmotic pressure counts particles,
 * so a hard bicarbonate water, whose ions are heavy, presses less than sea salt of the same TDS, and
 * a sodium chloride water a little more. The analysis names calcium, magnesium (the rest of the
 * hardness), bicarbonate (the alkalinity), sulphate and silica; the rest of the TDS counts as sodium
 * chloride.
 */
export function osmoticShare(water: IonAnalysis) {
	if (water.tds <= 0) return 1
	const calcium = water.calcium / MG_PER_MOL_CACO3
	const magnesium = Math.max(water.hardness - water.calcium, 0) / MG_PER_MOL_CACO3
	// One equivalent of alkalinity is one mole of bicarbonate; a mole of CaCO₃ is two equivalents.
	const bicarbonate = (2 * water.alkalinity) / MG_PER_MOL_CACO3
	const sulphate = water.sulphate / MOLAR_MASS.sulphate
	const silica = water.silica / MOLAR_MASS.silica
	const namedMass =
		calcium * MOLAR_MASS.calcium +
		magnesium * MOLAR_MASS.magnesium +
		bicarbonate * MOLAR_MASS.bicarbonate +
		water.sulphate +
		water.silica
	const namedParticles = calcium + magnesium + bicarbonate + sulphate + silica
	// An analysis whose named ions outweigh its TDS is read for their mix alone.
	const particles =
		namedMass >= water.tds
			? (namedParticles * water.tds) / namedMass
			: namedParticles + (2 * (water.tds - namedMass)) / MOLAR_MASS.sodiumChloride
	return (particles * SEA_SALT_MOLAR_MASS * 1e6) / water.tds
}

/** Concentration polarisation: the salt at the membrane wall over the bulk, from an element's recovery. */
export const polarisation = (elementRecovery: number) => Math.exp(0.7 * elementRecovery)

const GPM_PER_M3H = 4.402_87
const PSI_PER_BAR = 14.503_8

/**
 * Feed-to-concentrate pressure drop of one element from the mean of its feed and concentrate flows:
 * 0.01 × q^1.7 psi with q in gpm for an 8-inch element. `flowScale` brings a smaller element's flow to
 * the 8-inch element's cross-flow velocity.
 */
export function elementPressureDrop(feed: number, concentrate: number, flowScale: number) {
	const meanGpm = ((feed + concentrate) / 2) * flowScale * GPM_PER_M3H
	return (0.01 * meanGpm ** 1.7) / PSI_PER_BAR
}

/** Hydraulic power in kW of a flow in m³/h raised by a pressure in bar (1 bar × 1 m³/h = 1/36 kW). */
export const hydraulicPower = (flow: number, bar: number) => (flow * bar) / 36
