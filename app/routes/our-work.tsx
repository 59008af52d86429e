import { CaseStudyCard } from '#app/components/sections/case-study-card.tsx'
import { QuoteLink } from '#app/components/sections/quote-call-to-action.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { ClientLogo } from '#app/components/ui/client-logo.tsx'
import { HydrationBoundaries } from '#app/components/ui/hydration-boundaries.tsx'
import { PageBanner } from '#app/components/ui/page-banner.tsx'
import { Section } from '#app/components/ui/section.tsx'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'
import { caseStudies, caseStudiesIntro } from '#app/content/case-studies.ts'
import { clientLogos } from '#app/content/logos.ts'
import { pageMeta } from '#app/site/seo.ts'
import page from '#content/site/pages/ourWork.json' with { type: 'json' }

export const meta = () => pageMeta(page)

export default function OurWorkRoute() {
	return (
		<HydrationBoundaries>
			<PageBanner title={page.title} path={page.path} lead={page.banner} action={<QuoteLink />} />
			<Section spacing="top">
				<SectionHeading eyebrow={caseStudiesIntro.eyebrow} title={caseStudiesIntro.title} />
				<div className="mt-8 lg:mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
					{caseStudies.map((caseStudy) => (
						<CaseStudyCard key={`${caseStudy.client}-${caseStudy.plant}`} caseStudy={caseStudy} />
					))}
				</div>
			</Section>
			<Section>
				<SectionHeading eyebrow={page.intro.eyebrow} title={page.intro.title}>
					{page.description}
				</SectionHeading>
				{/* Rows are centred, so the last, shorter row sits in the middle instead of hanging left. */}
				{/* On a phone, low tiles two to a row, so 37 logos do not take three screens. */}
				<ul className="mt-8 lg:mt-12 flex flex-wrap justify-center gap-2 sm:gap-6">
					{clientLogos.map((client) => (
						<Card
							as="li"
							key={client.id}
							padding="none"
							className="grid basis-[calc((100%-0.5rem)/2)] place-items-center px-3 py-2 sm:basis-[calc((100%-1.5rem)/2)] sm:px-6 sm:py-5 lg:basis-[calc((100%-6rem)/5)]"
						>
							<ClientLogo logo={client} className="max-sm:h-9" />
						</Card>
					))}
				</ul>
			</Section>
		</HydrationBoundaries>
	)
}
