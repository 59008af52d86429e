import { Quote } from 'lucide-react'
import { Artwork } from '#app/components/ui/artwork.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { Carousel } from '#app/components/ui/carousel.tsx'
import { Section } from '#app/components/ui/section.tsx'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'
import { carouselSettings } from '#app/content/carousel-settings.ts'
import { uiText } from '#app/content/copy.ts'
import { homeIntro, homeSections } from '#app/content/home.ts'
import { testimonials } from '#app/content/testimonials.ts'
import { fill } from '#app/lib/fill.ts'

export function Testimonials() {
	return (
		<Section>
			<SectionHeading
				eyebrow={homeSections.testimonialEyebrow}
				title={homeIntro.testimonialTitle}
			/>
			<Carousel
				label={homeSections.carouselLabels.testimonials}
				settings={carouselSettings.testimonials}
				className="mt-8 lg:mt-12"
			>
				{testimonials.map((testimonial) => (
					<Card
						as="figure"
						key={testimonial.id}
						padding="spacious"
						className="flex h-full flex-col gap-6"
					>
						<Quote aria-hidden="true" className="size-10 text-accent" />
						<blockquote className="flex-1 leading-relaxed text-foreground sm:text-lg">
							<p>{testimonial.feedback}</p>
						</blockquote>
						<figcaption className="flex items-center gap-4">
							<Artwork
								kind="people"
								name={testimonial.id}
								alt={fill(uiText.portraitOf, { person: testimonial.name })}
								fit="none"
								className="size-16 rounded-full"
							/>
							<span>
								<span className="block font-bold text-primary">{testimonial.name}</span>
								<span className="block text-sm text-muted-foreground">{`${testimonial.role}, ${testimonial.company}`}</span>
							</span>
						</figcaption>
					</Card>
				))}
			</Carousel>
		</Section>
	)
}
