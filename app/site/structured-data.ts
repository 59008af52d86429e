import type { BreadcrumbList, Graph, LocalBusiness, Organization, Service, Thing } from 'schema-dts'
import { brandAssets } from '#app/content/brand-assets.ts'
import { editionPath } from '#app/content/edition.ts'
import type { Crumb } from '#app/content/navigation.ts'
import { servicePath } from '#app/content/service-links.ts'
import type { Service as SiteService } from '#app/content/services.ts'
import { postalAddress, siteConfig, siteUrl } from '#app/content/site-config.ts'

// JSON-LD for search engines, built from the same records the pages show, in the page's language and
// linking the pages of its edition.
const pageUrl = (path: string) => siteUrl(editionPath(path))

export const organizationId = siteUrl('/#organization')
const businessId = siteUrl('/#business')

export const organization: Organization = {
	'@type': 'Organization',
	'@id': organizationId,
	name: siteConfig.name,
	alternateName: siteConfig.shortName,
	slogan: siteConfig.tagline,
	url: pageUrl('/'),
	logo: siteUrl(brandAssets.manifestIcons[1].path),
	foundingDate: String(siteConfig.founded),
	email: siteConfig.email,
	telephone: siteConfig.phone.tel,
	sameAs: siteConfig.social.map((profile) => profile.url),
}

export const localBusiness: LocalBusiness = {
	'@type': 'LocalBusiness',
	'@id': businessId,
	name: siteConfig.name,
	description: siteConfig.tagline,
	url: pageUrl('/'),
	image: siteUrl(brandAssets.openGraphImage.path),
	parentOrganization: { '@id': organizationId },
	email: siteConfig.email,
	telephone: siteConfig.phone.tel,
	address: {
		'@type': 'PostalAddress',
		streetAddress: siteConfig.address.street,
		addressLocality: siteConfig.address.city,
		addressRegion: siteConfig.address.region,
		postalCode: siteConfig.address.postalCode,
		addressCountry: siteConfig.address.countryCode,
	},
	geo: {
		'@type': 'GeoCoordinates',
		latitude: siteConfig.geo.latitude,
		longitude: siteConfig.geo.longitude,
	},
	hasMap: pageUrl('/contact'),
	sameAs: siteConfig.social.map((profile) => profile.url),
}

export const serviceData = (service: SiteService): Service => ({
	'@type': 'Service',
	'@id': `${pageUrl(servicePath(service))}#service`,
	name: service.title,
	description: service.summary,
	url: pageUrl(servicePath(service)),
	provider: { '@id': organizationId },
	areaServed: siteConfig.address.country,
	availableChannel: {
		'@type': 'ServiceChannel',
		servicePhone: { '@type': 'ContactPoint', telephone: siteConfig.phone.tel },
		serviceLocation: { '@type': 'Place', address: postalAddress() },
	},
})

export const breadcrumbData = (trail: readonly Crumb[]): BreadcrumbList => ({
	'@type': 'BreadcrumbList',
	itemListElement: trail.map((crumb, index) => ({
		'@type': 'ListItem',
		position: index + 1,
		name: crumb.label,
		item: pageUrl(crumb.path),
	})),
})

/** One JSON-LD document per page, holding every node that page describes. */
export const structuredDataGraph = (nodes: readonly Thing[]): Graph => ({
	'@context': 'https://schema.org',
	'@graph': nodes,
})
