import { Navigate } from 'react-router'
import { NotFound } from '#app/components/sections/not-found.tsx'
import { ServiceDetail } from '#app/components/sections/service-detail.tsx'
import { serviceParents } from '#app/content/navigation.ts'
import { findService, servicePath } from '#app/content/services.ts'
import { canonicalSlugFor } from '#app/site/redirects.ts'
import { pageMeta } from '#app/site/seo.ts'
import { serviceData } from '#app/site/structured-data.ts'
import type { Route } from './+types/service'

// spec §8: the exact message for an unknown slug.
const SERVICE_NOT_FOUND = 'Service not found'

export function meta({ params, location }: Route.MetaArgs) {
	const service = findService(params.slug)
	if (!service) return pageMeta({ title: SERVICE_NOT_FOUND, indexable: false })
	// /service-details/{slug} renders the same page; only /services/{slug} is indexed.
	return pageMeta({
		title: service.title,
		description: service.summary,
		path: servicePath(service),
		// The prerenderer asks with a trailing slash; the browser without one.
		duplicate: location.pathname.replace(/\/$/, '') !== servicePath(service),
		parents: serviceParents,
		structuredData: [serviceData(service)],
	})
}

export default function ServiceRoute({ params }: Route.ComponentProps) {
	const legacySlug = canonicalSlugFor(params.slug)
	if (legacySlug) return <Navigate to={servicePath({ slug: legacySlug })} replace />
	const service = findService(params.slug)
	if (!service) {
		return (
			<NotFound
				title={SERVICE_NOT_FOUND}
				message="We do not build a plant under that name. Browse all twenty of our services or tell us what you need."
			/>
		)
	}
	return <ServiceDetail service={service} />
}
