import { findService, type Service, type ServiceSlug } from '#app/content/services.ts'
import { quotePath } from '#app/lib/quote-address.ts'
import type { FillingInput } from '#app/lib/sizing/filling.ts'
import type { SewageDesign } from '#app/lib/sizing/sewage.ts'
import type { WaterDesign, WaterInput } from '#app/lib/sizing/water.ts'
import { isSeawater } from '#app/lib/sizing/water-rules.ts'
import { SEWAGE_PLANT } from './sizing-tools.ts'

// Where a sizing result sends a buyer on this site, and which sizing tool a service page offers.

/** Feeds this salty corrode stainless steel: they get the FRP-built plant. */
const SALINE_TDS = 2000

const service = (slug: ServiceSlug): Service => {
	const found = findService(slug)
	if (!found) throw new Error(`no service ${slug}`)
	return found
}

export function recommendedWaterPlant(input: WaterInput, design: WaterDesign) {
	const saline =
		isSeawater(input.source) || input.tds > SALINE_TDS || design.membrane === 'seawater'
	return service(saline ? 'frp-ro-systems' : 'fully-auto-ss-deluxe-ro-plant')
}

export const softenerPlant = () => service('industrial-domestic-water-softener-plant')

export function recommendedFillingPlant(input: Pick<FillingInput, 'product'>) {
	return service(input.product === 'water' ? 'beverage-filling-solutions' : 'soda-juice-plants')
}

export const chillerPlant = () => service('water-chiller-plant')

export const sewagePlant = () => service(SEWAGE_PLANT)

/**
 * The quote form filled in from a water design: its plant, the demand in the buyer's own unit, the
 * source, and the calculator's address (`sizing`), which the inquiry keeps with the figures it shows.
 */
export const waterQuotePath = (input: WaterInput, design: WaterDesign, sizing: string) =>
	quotePath({
		service: recommendedWaterPlant(input, design).slug,
		capacity: input.demand,
		unit: input.unit,
		// The quote form asks only whether the water is seawater, not how it is drawn.
		source: isSeawater(input.source) ? 'seawater' : input.source,
		sizing,
	})

/** The quote form filled in from a filling line: its plant and the output in the buyer's own unit. */
export const fillingQuotePath = (input: FillingInput, sizing: string) =>
	quotePath({
		service: recommendedFillingPlant(input).slug,
		capacity: input.output,
		unit: input.unit,
		sizing,
	})

/**
 * The quote form filled in from a sewage design, or from the tool's referral: the STP, its flow in
 * whole m³ a day (KLD) where it has one, the water a sewage, and the calculator's address.
 */
export const sewageQuotePath = (design: SewageDesign, sizing: string) =>
	quotePath({
		service: sewagePlant().slug,
		capacity:
			Math.ceil(design.kind === 'plant' ? design.flow.design : (design.flow ?? 0)) || undefined,
		unit: 'm3d',
		source: 'wastewater',
		sizing,
	})
