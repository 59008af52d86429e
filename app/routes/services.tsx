import { ServiceCard } from '#app/components/sections/service-card.tsx'
import { HydrationBoundaries } from '#app/components/ui/hydration-boundaries.tsx'
import { PageBanner } from '#app/components/ui/page-banner.tsx'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'
import { homeCrumb } from '#app/content/navigation.ts'
import { pages } from '#app/content/pages.ts'
import { services } from '#app/content/services.ts'
import { pageMeta } from '#app/site/seo.ts'

export const meta = () => pageMeta(pages.services)

export default function ServicesRoute() {
	return (
		<HydrationBoundaries>
			<PageBanner title={pages.services.title} path={pages.services.path} parents={[homeCrumb]} />
			<section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
				<SectionHeading eyebrow={pages.services.intro.eyebrow} title={pages.services.intro.title}>
					{pages.services.description}
				</SectionHeading>
				<ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
					{services.map((service) => (
						<li key={service.slug}>
							<ServiceCard service={service} headingLevel="h3" />
						</li>
					))}
				</ul>
			</section>
		</HydrationBoundaries>
	)
}
