import { pages } from '#app/content/pages.ts'
import type { Service } from '#app/content/services.ts'

// Kept apart from the sizing rules: every service page asks which tool sizes its plant, and should
// not load the rules to find out.

/** The sizing tool for a service's family; undefined for families no tool sizes. */
export function sizingToolFor(service: Pick<Service, 'family'>) {
	if (service.family === 'water-treatment') return pages.plantSizingWater
	if (service.family === 'beverage-filling') return pages.plantSizingFilling
	return undefined
}
