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

/** Below this concentration the linear relation holds; above it the seawater one. */
const SEAWATER_RELATION_MG_L = 20_000

/**
 * Osmotic pressure of a natural water from its TDS, with its temperature term: linear for brackish
 * water, and the steeper seawater relation above 20,000 mg/L (the two meet there).
 */
export function osmoticPressure(tds: number, celsius: number) {
	if (tds <= 0) return 0
	if (tds < SEAWATER_RELATION_MG_L) return (tds * (celsius + 320)) / 491_000
	return (((0.0117 * tds - 34) / 14.23) * (celsius + 320)) / 345
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
