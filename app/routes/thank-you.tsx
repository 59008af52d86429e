import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { InquiryContactLinks } from '#app/components/sections/inquiry-contact-links.tsx'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { HydrationBoundaries } from '#app/components/ui/hydration-boundaries.tsx'
import { PageBanner } from '#app/components/ui/page-banner.tsx'
import { Section } from '#app/components/ui/section.tsx'
import { inquiryContent } from '#app/content/inquiries.ts'
import { pages } from '#app/content/pages.ts'
import { pageMeta } from '#app/site/seo.ts'
import page from '#content/site/pages/thankYou.json' with { type: 'json' }

export const meta = () => pageMeta(page)

// Where a form sent without JavaScript lands once the inquiry is stored.
export default function ThankYouRoute() {
	return (
		<HydrationBoundaries>
			<PageBanner title={page.title} path={page.path} />
			<Section width="narrow">
				<Card className="space-y-5 text-lg">
					<h2 className="text-2xl sm:text-3xl">{inquiryContent.confirmationTitle}</h2>
					<p>{inquiryContent.nextSteps}</p>
					<p className="text-foreground">{inquiryContent.urgent}</p>
					<InquiryContactLinks tone="prominent" />
					<nav aria-label={inquiryContent.backLinks.label} className="flex flex-wrap gap-3 pt-2">
						<Link to={pages.home.path} className={buttonVariants({ variant: 'primary' })}>
							{inquiryContent.backLinks.home}
						</Link>
						<Link to={pages.services.path} className={buttonVariants({ variant: 'outline' })}>
							{inquiryContent.backLinks.services}
							<ArrowRight aria-hidden="true" />
						</Link>
					</nav>
				</Card>
			</Section>
		</HydrationBoundaries>
	)
}
