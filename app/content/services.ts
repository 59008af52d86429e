// The services the company builds, one file each in content/services/<slug>.yaml with its picture
// rendered in assets/renders/<slug>.webp or its photo uploaded (until then, its family's); routes, prerender list,
// sitemap, counts and links follow. This module adds each service's card text to its link record; the
// long detail copy is loaded by the service's own page alone (service-copy.ts).
import cards from '#content/service-cards.json' with { type: 'json' }
import type { ServiceRecord } from './schemas.ts'
import { type ServiceFamily, serviceFamilies, serviceLinks } from './service-links.ts'

export {
	type ServiceFamily,
	type ServiceIcon,
	type ServiceSlug,
	serviceDetailsPath,
	serviceFamilies,
	servicePath,
} from './service-links.ts'
export type Service = ServiceRecord

const cardOf: Readonly<Record<string, Pick<Service, 'summary' | 'imageAlt' | 'photo'>>> = cards

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

// Each detail page's sidebar links five other services: its own family's first, then its kin's.
export const RELATED_SERVICES_COUNT = 5

export function relatedServices(service: Service): Service[] {
	const family = serviceFamilies.find((candidate) => candidate.id === service.family)
	const order: readonly ServiceFamily[] = [service.family, ...(family?.kin ?? [])]
	return order
		.flatMap((id) => services.filter((other) => other.family === id && other.slug !== service.slug))
		.slice(0, RELATED_SERVICES_COUNT)
}
