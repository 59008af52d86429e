// What the header, footer and page records need of every service, in their order: slug, title,
// family, icon and the quote form's unit. Every page loads this module, so it holds no card or page
// text (services.ts adds the card text, service-copy.ts loads a page's copy).
import records from '#content/service-links.json' with { type: 'json' }
import families from '#content/site/service-families.json' with { type: 'json' }
import type { ServiceLinkRecord } from './schemas.ts'
import type { ServiceFamily } from './service-families.ts'

export type { ServiceFamily, ServiceIcon } from './service-families.ts'

export type ServiceLink = ServiceLinkRecord
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

// Each detail page's sidebar links five other services: its own family's first, then its kin's.
export const RELATED_SERVICES_COUNT = 5

export function relatedServices(service: ServiceLink): ServiceLink[] {
	const family = serviceFamilies.find((candidate) => candidate.id === service.family)
	const order: readonly ServiceFamily[] = [service.family, ...(family?.kin ?? [])]
	return order
		.flatMap((id) =>
			serviceLinks.filter((other) => other.family === id && other.slug !== service.slug),
		)
		.slice(0, RELATED_SERVICES_COUNT)
}
