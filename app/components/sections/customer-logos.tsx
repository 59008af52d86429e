import { ArrowRight } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { Carousel, PauseButton } from '#app/components/ui/carousel.tsx'
import { ClientLogo } from '#app/components/ui/client-logo.tsx'
import { Section } from '#app/components/ui/section.tsx'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'
import { carouselSettings } from '#app/content/carousel-settings.ts'
import { carouselText } from '#app/content/copy.ts'
import { homeIntro, homeSections } from '#app/content/home.ts'
import { customerLogoRows } from '#app/content/logos.ts'
import { pages } from '#app/content/pages.ts'
import { fill } from '#app/lib/fill.ts'

export function CustomerLogos() {
	// The two rows are one wall of logos: one button pauses both.
	const [paused, setPaused] = useState(false)
	return (
		<Section>
			<SectionHeading eyebrow={homeSections.customersEyebrow} title={homeIntro.customersTitle} />
			<div className="mt-8 flex flex-col items-center gap-4 sm:flex-row sm:gap-3 lg:mt-12">
				<div className="w-full min-w-0 flex-1 space-y-6">
					{customerLogoRows.map((row, index) => (
						<Carousel
							key={row[0]?.id}
							label={fill(carouselText.row, { carousel: homeIntro.customersTitle, row: index + 1 })}
							settings={carouselSettings.customers}
							paused={paused}
						>
							{row.map((logo) => (
								<Card key={logo.id} padding="none" className="grid h-24 place-items-center px-4">
									<ClientLogo logo={logo} className="max-h-16" />
								</Card>
							))}
						</Carousel>
					))}
				</div>
				<PauseButton
					tone="dark"
					paused={paused}
					onToggle={() => setPaused((was) => !was)}
					label={homeIntro.customersTitle}
				/>
			</div>
			<div className="mt-8 text-center">
				<Link to={pages.ourWork.path} className={buttonVariants({ variant: 'outline' })}>
					{homeIntro.customersViewAll}
					<ArrowRight aria-hidden="true" />
				</Link>
			</div>
		</Section>
	)
}
