import { type ServiceSlug, servicePath } from '#app/content/service-links.ts'

// Misspelled slugs the original site linked to keep working: no link anyone saved may break.
export const legacyServiceSlugs: Readonly<Record<string, ServiceSlug>> = {
	'fully-auto-ss-delux-ro-plant': 'fully-auto-ss-deluxe-ro-plant',
	'soda-and-juice-plants': 'soda-juice-plants',
	'-plastic-moulding-industry-solutions': 'plastic-moulding-industry-solutions',
}

export const canonicalSlugFor = (slug: string): ServiceSlug | undefined =>
	Object.hasOwn(legacyServiceSlugs, slug) ? legacyServiceSlugs[slug] : undefined

// Both service URL families redirect a legacy slug to the one canonical page.
export const redirects: readonly { from: string; to: string }[] = Object.entries(
	legacyServiceSlugs,
).flatMap(([legacy, slug]) => [
	{ from: `/services/${legacy}`, to: servicePath({ slug }) },
	{ from: `/service-details/${legacy}`, to: servicePath({ slug }) },
])
