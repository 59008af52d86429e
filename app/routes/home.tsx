import { HomeHero } from '#app/components/sections/home-hero.tsx'
import { PartnerLogos } from '#app/components/sections/partner-logos.tsx'
import { HydrationBoundaries } from '#app/components/ui/hydration-boundaries.tsx'
import { lazyPart } from '#app/components/ui/lazy-part.ts'
import { pageMeta } from '#app/site/seo.ts'
import { localBusiness, organization } from '#app/site/structured-data.ts'
import page from '#content/site/pages/home.json' with { type: 'json' }

// The sections below the first view (counters, card carousels, testimonials) come in one module that
// loads after the page's own, so the first view hydrates without waiting for them.
const laterSections = () => import('#app/components/sections/home-later-sections.ts')
const HotCategories = lazyPart(laterSections, 'HotCategories')
const WhatWeDo = lazyPart(laterSections, 'WhatWeDo')
const CustomerLogos = lazyPart(laterSections, 'CustomerLogos')
const OurCategories = lazyPart(laterSections, 'OurCategories')
const Benefits = lazyPart(laterSections, 'Benefits')
const SewagePromo = lazyPart(laterSections, 'SewagePromo')
const Testimonials = lazyPart(laterSections, 'Testimonials')
const LatestNews = lazyPart(laterSections, 'LatestNews')
const SizingCallout = lazyPart(
	() => import('#app/components/sections/sizing-callout.tsx'),
	'SizingCallout',
)

export const meta = () => pageMeta({ ...page, structuredData: [organization, localBusiness] })

// The home page's sections, in the order the company set.
export default function HomeRoute() {
	return (
		<HydrationBoundaries>
			<HomeHero />
			<PartnerLogos />
			<HotCategories />
			<WhatWeDo />
			<CustomerLogos />
			<OurCategories />
			<Benefits />
			<SewagePromo />
			<Testimonials />
			<LatestNews />
			{/* After the company's own sections, so a phone visitor reaches the news as soon as before. */}
			<SizingCallout layout="band" />
		</HydrationBoundaries>
	)
}
