// The services the company builds, one file each in content/services/<slug>.yaml with its picture
// rendered in assets/renders/<slug>.webp or its photo uploaded (until then, its family's); routes, prerender list,
// sitemap, counts and links follow. This module adds each service's card text to its link record; the
// long detail copy is loaded by the service's own page alone (service-copy.ts).
import cards from '#content/service-cards.json' with { type: 'json' }
import type { ServiceCard, ServiceRecord } from './schemas.ts'
import { serviceFamilies, serviceLinks } from './service-links.ts'

export {
	RELATED_SERVICES_COUNT,
	relatedServices,
	type ServiceFamily,
	type ServiceIcon,
	type ServiceSlug,
	serviceDetailsPath,
	serviceFamilies,
	servicePath,
} from './service-links.ts'
export type Service = ServiceRecord

const cardOf: Readonly<Record<string, ServiceCard>> = cards

export const services = serviceLinks.map((link) => ({
	...link,
	...cardOf[link.slug],
})) as readonly Service[] as readonly [Service, ...Service[]]

export const findService = (slug: string | undefined): Service | undefined =>
	services.find((service) => service.slug === slug)

/** Each family with its services, in family order and, within a family, in the order of `services`. */
export const servicesByFamily = () =>
	serviceFamilies.map((family) => ({
		...family,
		services: services.filter((service) => service.family === family.id),
	}))
