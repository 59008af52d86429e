import { BadgeCheck, Flag, Handshake } from 'lucide-react'
import { CounterList } from '#app/components/sections/counter-list.tsx'
import { QuoteLink } from '#app/components/sections/quote-call-to-action.tsx'
import { Artwork } from '#app/components/ui/artwork.tsx'
import { Card, cardVariants } from '#app/components/ui/card.tsx'
import { Carousel } from '#app/components/ui/carousel.tsx'
import { HydrationBoundaries } from '#app/components/ui/hydration-boundaries.tsx'
import { PageBanner } from '#app/components/ui/page-banner.tsx'
import { Section } from '#app/components/ui/section.tsx'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'
import { carouselSettings } from '#app/content/carousel-settings.ts'
import { aboutContent } from '#app/content/copy.ts'
import { aboutCounters } from '#app/content/counters.ts'
import { pageMeta } from '#app/site/seo.ts'
import page from '#content/site/pages/about.json' with { type: 'json' }

export const meta = () => pageMeta(page)

export default function AboutRoute() {
	return (
		<HydrationBoundaries>
			<PageBanner title={page.title} path={page.path} lead={page.banner} action={<QuoteLink />} />
			<Section containerClassName="grid items-center gap-10 lg:grid-cols-2 lg:gap-12">
				<SectionHeading
					eyebrow={aboutContent.intro.eyebrow}
					title={aboutContent.intro.title}
					align="start"
				>
					<div className="space-y-4">
						{aboutContent.paragraphs.map((paragraph) => (
							<p key={paragraph}>{paragraph}</p>
						))}
					</div>
				</SectionHeading>
				<Carousel
					label={aboutContent.worksCarouselLabel}
					settings={carouselSettings.about}
					viewportClassName={cardVariants({
						tone: 'water',
						padding: 'none',
						className: 'aspect-[4/3]',
					})}
				>
					{aboutContent.carouselImages.map((image, index) => (
						<Artwork
							key={image.id}
							kind="about"
							name={image.id}
							alt={image.alt}
							priority={index === 0}
							fit="contain"
						/>
					))}
				</Carousel>
			</Section>
			<Section spacing="bottom" containerClassName="grid gap-6 md:grid-cols-2">
				<Card className="space-y-3">
					<Flag aria-hidden="true" className="size-8 text-link" />
					<h2 className="text-2xl">{aboutContent.missionTitle}</h2>
					<p className="leading-relaxed text-muted-foreground">{aboutContent.mission}</p>
				</Card>
				<Card className="space-y-3">
					<Handshake aria-hidden="true" className="size-8 text-link" />
					<h2 className="text-2xl">{aboutContent.commitmentTitle}</h2>
					<p className="leading-relaxed text-muted-foreground">{aboutContent.commitment}</p>
				</Card>
			</Section>
			<Section tone="navy" containerClassName="space-y-10">
				<h2 className="text-center text-2xl text-balance text-inverse-foreground sm:text-3xl">
					{aboutContent.countersHeading}
				</h2>
				<CounterList counters={aboutCounters} />
			</Section>
			<Section width="prose">
				<SectionHeading eyebrow={aboutContent.journey.eyebrow} title={aboutContent.journey.title} />
				<ol className="mt-8 lg:mt-12 space-y-8 border-l-2 border-rule pl-8">
					{aboutContent.timeline.map((milestone) => (
						<li key={milestone.year} className="relative">
							<span
								aria-hidden="true"
								className="absolute top-1.5 -left-[2.6rem] size-4 rounded-full border-4 border-surface bg-highlight shadow-card"
							/>
							<p className="font-extrabold text-link">{milestone.year}</p>
							<h3 className="mt-1 text-lg">{milestone.title}</h3>
							<p className="mt-2 leading-relaxed text-muted-foreground">{milestone.text}</p>
						</li>
					))}
				</ol>
			</Section>
			<Section tone="muted">
				<SectionHeading eyebrow={aboutContent.quality.eyebrow} title={aboutContent.quality.title} />
				<ul className="mt-8 lg:mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
					{aboutContent.certifications.map((certification) => (
						<li key={certification.title}>
							<Card className="h-full space-y-3">
								<BadgeCheck aria-hidden="true" className="size-8 text-link" />
								<h3 className="text-lg">{certification.title}</h3>
								<p className="leading-relaxed text-muted-foreground">{certification.text}</p>
							</Card>
						</li>
					))}
				</ul>
			</Section>
		</HydrationBoundaries>
	)
}
