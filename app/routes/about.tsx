import { BadgeCheck, Flag, Handshake } from 'lucide-react'
import { CounterList } from '#app/components/sections/counter-list.tsx'
import { Artwork } from '#app/components/ui/artwork.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { Carousel } from '#app/components/ui/carousel.tsx'
import { HydrationBoundaries } from '#app/components/ui/hydration-boundaries.tsx'
import { PageBanner } from '#app/components/ui/page-banner.tsx'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'
import { aboutContent } from '#app/content/about.ts'
import { carouselSettings } from '#app/content/carousel-settings.ts'
import { aboutCounters } from '#app/content/counters.ts'
import { homeCrumb } from '#app/content/navigation.ts'
import { pages } from '#app/content/pages.ts'
import { pageMeta } from '#app/site/seo.ts'

export const meta = () => pageMeta(pages.about)

export default function AboutRoute() {
	return (
		<HydrationBoundaries>
			<PageBanner title={pages.about.title} path={pages.about.path} parents={[homeCrumb]} />
			<section className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:py-24">
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
					viewportClassName="aspect-[4/3] rounded-card border border-ink-100 bg-water-50 shadow-card"
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
			</section>
			<section className="mx-auto grid max-w-7xl gap-6 px-4 pb-16 sm:px-6 md:grid-cols-2 lg:pb-24">
				<Card className="space-y-3">
					<Flag aria-hidden="true" className="size-8 text-water-700" />
					<h2 className="text-2xl">{aboutContent.missionTitle}</h2>
					<p className="leading-relaxed text-ink-600">{aboutContent.mission}</p>
				</Card>
				<Card className="space-y-3">
					<Handshake aria-hidden="true" className="size-8 text-water-700" />
					<h2 className="text-2xl">{aboutContent.commitmentTitle}</h2>
					<p className="leading-relaxed text-ink-600">{aboutContent.commitment}</p>
				</Card>
			</section>
			<section className="bg-navy-900 py-16 lg:py-24">
				<div className="mx-auto max-w-7xl space-y-10 px-4 sm:px-6">
					<h2 className="text-center text-3xl text-balance text-white sm:text-4xl">
						{aboutContent.countersHeading}
					</h2>
					<CounterList counters={aboutCounters} />
				</div>
			</section>
			<section className="mx-auto max-w-4xl px-4 py-16 sm:px-6 lg:py-24">
				<SectionHeading eyebrow={aboutContent.journey.eyebrow} title={aboutContent.journey.title} />
				<ol className="mt-12 space-y-8 border-l-2 border-water-200 pl-8">
					{aboutContent.timeline.map((milestone) => (
						<li key={milestone.year} className="relative">
							<span
								aria-hidden="true"
								className="absolute top-1.5 -left-[2.6rem] size-4 rounded-full border-4 border-white bg-water-500 shadow-card"
							/>
							<p className="font-extrabold text-water-700">{milestone.year}</p>
							<h3 className="mt-1 text-xl">{milestone.title}</h3>
							<p className="mt-2 leading-relaxed text-ink-600">{milestone.text}</p>
						</li>
					))}
				</ol>
			</section>
			<section className="bg-ink-50 py-16 lg:py-24">
				<div className="mx-auto max-w-7xl px-4 sm:px-6">
					<SectionHeading
						eyebrow={aboutContent.quality.eyebrow}
						title={aboutContent.quality.title}
					/>
					<ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
						{aboutContent.certifications.map((certification) => (
							<li key={certification.title}>
								<Card className="h-full space-y-3">
									<BadgeCheck aria-hidden="true" className="size-8 text-water-700" />
									<h3 className="text-lg">{certification.title}</h3>
									<p className="leading-relaxed text-ink-600">{certification.text}</p>
								</Card>
							</li>
						))}
					</ul>
				</div>
			</section>
		</HydrationBoundaries>
	)
}
