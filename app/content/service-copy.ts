import { serviceCopies } from '#content/service-copies.ts'
import type { ServiceCopy } from './schemas.ts'
import type { ServiceSlug } from './service-links.ts'

export type { ServiceCopy }
/** A row of a service's specification table; quantities carry their units in the value. */
export type SpecificationRow = ServiceCopy['specification'][number]
/** A part of the long description under its own subheading. */
export type CopySection = ServiceCopy['description'][number]

// Each service's detail copy is a file of its own, written by the content build, so a service page
// loads its own copy and no other.
export const loadServiceCopy = async (slug: ServiceSlug): Promise<ServiceCopy> => {
	const load = serviceCopies[slug]
	if (!load) throw new Error(`No copy for the service ${slug}`)
	return (await load()).default as ServiceCopy
}
