import { ClientLogo } from '#app/components/ui/client-logo.tsx'
import { HydrationBoundaries } from '#app/components/ui/hydration-boundaries.tsx'
import { PageBanner } from '#app/components/ui/page-banner.tsx'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'
import { clientLogos } from '#app/content/logos.ts'
import { homeCrumb } from '#app/content/navigation.ts'
import { pages } from '#app/content/pages.ts'
import { pageMeta } from '#app/content/seo.ts'

export const meta = () => pageMeta(pages.ourWork)

export default function OurWorkRoute() {
	return (
		<HydrationBoundaries>
			<PageBanner title={pages.ourWork.title} path={pages.ourWork.path} parents={[homeCrumb]} />
			<section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
				<SectionHeading eyebrow={pages.ourWork.intro.eyebrow} title={pages.ourWork.intro.title}>
					{pages.ourWork.description}
				</SectionHeading>
				<ul className="mt-12 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-5">
					{clientLogos.map((client) => (
						<li
							key={client.id}
							className="grid place-items-center rounded-card border border-ink-100 bg-white p-5 shadow-card"
						>
							<ClientLogo logo={client} />
						</li>
					))}
				</ul>
			</section>
		</HydrationBoundaries>
	)
}
