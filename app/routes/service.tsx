import { data, Navigate } from 'react-router'
import { ServiceDetail } from '#app/components/sections/service-detail.tsx'
import { HydrationBoundaries } from '#app/components/ui/hydration-boundaries.tsx'
import { lazyPart } from '#app/components/ui/lazy-part.ts'
import { inquiryClientAction } from '#app/content/inquiries.ts'
import { serviceParents } from '#app/content/navigation.ts'
import { loadServiceCopy } from '#app/content/service-copy.ts'
import { findServiceLink, servicePath } from '#app/content/service-links.ts'
import { servicePageContent } from '#app/content/service-page.ts'
import type { Service } from '#app/content/services.ts'
import { canonicalSlugFor } from '#app/site/redirects.ts'
import { pageMeta } from '#app/site/seo.ts'
import { serviceData } from '#app/site/structured-data.ts'
import { inquiryFormAction, inquiryFormHeaders } from '#server/inquiries/context.ts'
import type { Route } from './+types/service'

// The form posted without JavaScript: stored, or the page again with its form showing why.
export const action = inquiryFormAction
export const headers = inquiryFormHeaders
// The form sent by its script: the same action, its failures shown in the form (see inquiry-client-action.ts).
export const clientAction = inquiryClientAction

/**
 * The service with its card text, read from its own copy: a product page carries no other service's
 * card text. Undefined for a slug no service has.
 */
async function serviceFor(slug: string | undefined): Promise<Service | undefined> {
	const link = findServiceLink(slug)
	if (!link) return undefined
	const { summary, imageAlt } = await loadServiceCopy(link.slug)
	return { ...link, summary, imageAlt }
}

// The server answers a slug no service has with status 404; the browser renders it without asking.
export const loader = async ({ params }: Route.LoaderArgs) => {
	const service = await serviceFor(params.slug)
	if (service || canonicalSlugFor(params.slug)) return { service }
	return data({ service }, { status: 404 })
}
export const clientLoader = async ({ params }: Route.ClientLoaderArgs) => ({
	service: await serviceFor(params.slug),
})

// Only an address no service answers shows it, so the product pages do not load it with their own code.
const NotFound = lazyPart(() => import('#app/components/sections/not-found.tsx'), 'NotFound')

export function meta({ location, loaderData }: Route.MetaArgs) {
	const service = loaderData?.service
	if (!service) return pageMeta({ title: servicePageContent.notFound.title, indexable: false })
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

export default function ServiceRoute({ params, loaderData }: Route.ComponentProps) {
	const legacySlug = canonicalSlugFor(params.slug)
	if (legacySlug) return <Navigate to={servicePath({ slug: legacySlug })} replace />
	const { service } = loaderData
	if (!service) {
		return (
			<HydrationBoundaries>
				<NotFound
					title={servicePageContent.notFound.title}
					message={servicePageContent.notFound.lead}
				/>
			</HydrationBoundaries>
		)
	}
	return <ServiceDetail service={service} />
}
