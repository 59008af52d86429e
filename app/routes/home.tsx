import { Benefits } from '#app/components/sections/benefits.tsx'
import { CustomerLogos } from '#app/components/sections/customer-logos.tsx'
import { HomeHero } from '#app/components/sections/home-hero.tsx'
import { HotCategories } from '#app/components/sections/hot-categories.tsx'
import { LatestNews } from '#app/components/sections/latest-news.tsx'
import { OurCategories } from '#app/components/sections/our-categories.tsx'
import { PartnerLogos } from '#app/components/sections/partner-logos.tsx'
import { SewagePromo } from '#app/components/sections/sewage-promo.tsx'
import { Testimonials } from '#app/components/sections/testimonials.tsx'
import { WhatWeDo } from '#app/components/sections/what-we-do.tsx'
import { HydrateInTurns } from '#app/components/ui/hydrate-in-turns.tsx'
import { pages } from '#app/content/pages.ts'
import { pageMeta } from '#app/content/seo.ts'
import { localBusiness, organization } from '#app/content/structured-data.ts'

export const meta = () => pageMeta({ ...pages.home, structuredData: [organization, localBusiness] })

// spec §2 Home: the sections in their specified order.
export default function HomeRoute() {
	return (
		<HydrateInTurns>
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
		</HydrateInTurns>
	)
}
