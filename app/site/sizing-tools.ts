import { pages } from '#app/content/pages.ts'
import type { Service, ServiceSlug } from '#app/content/services.ts'

// Kept apart from the sizing rules: every service page asks which tool sizes its plant, and should
// not load the rules to find out.

/** The service the sewage tool sizes. */
export const SEWAGE_PLANT: ServiceSlug = 'stp-plants'

/** The sizing tool for a service's family; undefined for families no tool sizes. */
export function sizingToolFor(service: Pick<Service, 'family' | 'slug'>) {
	if (service.family === 'water-treatment') return pages.plantSizingWater
	if (service.family === 'beverage-filling') return pages.plantSizingFilling
	// Of the wastewater plants, only a sewage plant is sized from its building: a zero-liquid-discharge
	// plant treats industrial effluent, designed from its own analysis.
	if (service.slug === SEWAGE_PLANT) return pages.plantSizingSewage
	return undefined
}
