import { InquiryContactLinks } from '#app/components/sections/inquiry-contact-links.tsx'
import { SizingCallout } from '#app/components/sections/sizing-callout.tsx'
import { HydrationBoundaries } from '#app/components/ui/hydration-boundaries.tsx'
import { lazyPart } from '#app/components/ui/lazy-part.ts'
import { PageBanner } from '#app/components/ui/page-banner.tsx'
import { Section } from '#app/components/ui/section.tsx'
import { inquiryClientAction, inquiryContent } from '#app/content/inquiries.ts'
import { homeCrumb, serviceParents } from '#app/content/navigation.ts'
import { quoteFormText } from '#app/content/quote.ts'
import { servicePath } from '#app/content/service-links.ts'
import { useHydratedSearch } from '#app/hooks/use-hydrated-search.ts'
import { fill } from '#app/lib/fill.ts'
import { readQuotePrefill } from '#app/site/quote-link.ts'
import { pageMeta } from '#app/site/seo.ts'
import { sizingToolFor } from '#app/site/sizing-tools.ts'
import page from '#content/site/pages/quote.json' with { type: 'json' }
import { inquiryFormAction, inquiryFormHeaders } from '#server/inquiries/context.ts'

// The form's rules, file check and sending code load after the page's own; the page reads without it.
const QuoteForm = lazyPart(() => import('#app/components/sections/quote-form.tsx'), 'QuoteForm')

// The form posted without JavaScript: stored, or the page again with its form showing why.
export const action = inquiryFormAction
export const headers = inquiryFormHeaders
// The form sent by its script: the same action, its failures shown in the form (see inquiry-client-action.ts).
export const clientAction = inquiryClientAction

export const meta = () => pageMeta(page)

/**
 * The banner, with the product the address asks for under the heading and in the breadcrumb, the way
 * back to its page. The page is prerendered without a query, so the product shows once hydrated; the
 * banner reads the address itself, so the rest of the page (above all the form's boundary, still
 * hydrating) is not drawn again when it does.
 */
function QuoteBanner() {
	const { product } = readQuotePrefill(useHydratedSearch())
	return (
		<PageBanner
			title={page.title}
			path={page.path}
			parents={
				product
					? [...serviceParents, { label: product.title, path: servicePath(product) }]
					: [homeCrumb]
			}
			lead={product ? fill(quoteFormText.forProduct, { product: product.title }) : null}
		/>
	)
}

/** The sizing tool for the product asked about (an STP's sewage tool), or all the tools. */
function QuoteSizingCallout() {
	const { product } = readQuotePrefill(useHydratedSearch())
	return <SizingCallout forService={product && sizingToolFor(product) ? product : undefined} />
}

export default function QuoteRoute() {
	return (
		<HydrationBoundaries>
			<QuoteBanner />
			<Section>
				{/* On a phone the form follows the lead at once; the other ways to reach us come after it. */}
				<div className="grid gap-8 lg:grid-cols-[1fr_2fr] lg:grid-rows-[auto_1fr] lg:gap-x-14">
					<p className="text-lg lg:col-start-1">{quoteFormText.lead}</p>
					<div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
						<HydrationBoundaries>
							<QuoteForm />
						</HydrationBoundaries>
					</div>
					<div className="space-y-6 lg:col-start-1 lg:self-start">
						<div>
							<p className="font-semibold text-primary">{inquiryContent.urgent}</p>
							<InquiryContactLinks />
						</div>
						<QuoteSizingCallout />
					</div>
				</div>
			</Section>
		</HydrationBoundaries>
	)
}
