// What the header, footer and page records need of every service: its slug, title, family and icon.
// Every page loads this module, so it holds no card or page text (app/content/services.ts adds that).
import { serviceLinks } from '#app/generated/content/service-links.ts'
import { serviceFamilies } from '#app/generated/content/site/service-families.ts'

export type { ServiceFamily, ServiceIcon } from './service-families.ts'
export { serviceFamilies, serviceLinks }

export type ServiceLink = (typeof serviceLinks)[number]

export type ServiceSlug = ServiceLink['slug']

export const servicePath = (service: { slug: string }) => `/services/${service.slug}`
export const serviceDetailsPath = (service: { slug: string }) => `/service-details/${service.slug}`
export const findServiceLink = (slug: string | undefined): ServiceLink | undefined =>
	serviceLinks.find((service) => service.slug === slug)
