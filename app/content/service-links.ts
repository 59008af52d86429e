// The services, one file each in content/services/<slug>.yaml, as every page lists them: slug, title,
// family, icon and card text, in their order. Each one's long copy loads with its own page alone
// (service-copy.ts).
import records from '#content/services.json' with { type: 'json' }
import families from '#content/site/service-families.json' with { type: 'json' }
import type { ServiceRecord } from './schemas.ts'
import type { ServiceFamily } from './service-families.ts'

export type { ServiceFamily, ServiceIcon } from './service-families.ts'

export type ServiceLink = ServiceRecord
export type ServiceSlug = string

// The content build refuses a site without services, so the first one is always there.
export const serviceLinks = records as readonly ServiceLink[] as readonly [
	ServiceLink,
	...ServiceLink[],
]
export const serviceFamilies = families as readonly {
	id: ServiceFamily
	title: string
	kin: readonly ServiceFamily[]
}[]

export const servicePath = (service: { slug: string }) => `/services/${service.slug}`
export const serviceDetailsPath = (service: { slug: string }) => `/service-details/${service.slug}`
export const findServiceLink = (slug: string | undefined): ServiceLink | undefined =>
	serviceLinks.find((service) => service.slug === slug)
