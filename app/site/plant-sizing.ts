import { findService, type Service, type ServiceSlug } from '#app/content/services.ts'
import type { FillingInput } from '#app/lib/sizing/filling.ts'
import type { WaterDesign, WaterInput } from '#app/lib/sizing/water.ts'
import { isSeawater } from '#app/lib/sizing/water-rules.ts'

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
