import { Quote } from 'lucide-react'
import { Artwork } from '#app/components/ui/artwork.tsx'
import { Carousel } from '#app/components/ui/carousel.tsx'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'
import { carouselSettings } from '#app/content/carousel-settings.ts'
import { homeIntro, homeSections } from '#app/content/home.ts'
import { testimonials } from '#app/content/testimonials.ts'

export function Testimonials() {
	return (
		<section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
			<SectionHeading
				eyebrow={homeSections.testimonialEyebrow}
				title={homeIntro.testimonialTitle}
			/>
			<Carousel
				label={homeSections.carouselLabels.testimonials}
				settings={carouselSettings.testimonials}
				className="mt-12"
			>
				{testimonials.map((testimonial) => (
					<figure
						key={testimonial.id}
						className="flex h-full flex-col gap-6 rounded-card border border-ink-100 bg-white p-8 shadow-card"
					>
						<Quote aria-hidden="true" className="size-10 text-accent-500" />
						<blockquote className="flex-1 text-lg leading-relaxed text-ink-700">
							<p>{testimonial.feedback}</p>
						</blockquote>
						<figcaption className="flex items-center gap-4">
							<Artwork
								kind="people"
								name={testimonial.id}
								alt={`Portrait of ${testimonial.name}`}
								fit="none"
								className="size-16 rounded-full"
							/>
							<span>
								<span className="block font-bold text-navy-900">{testimonial.name}</span>
								<span className="block text-sm text-ink-600">{`${testimonial.role}, ${testimonial.company}`}</span>
							</span>
						</figcaption>
					</figure>
				))}
			</Carousel>
		</section>
	)
}
