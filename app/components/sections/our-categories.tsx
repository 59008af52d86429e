import { Carousel } from '#app/components/ui/carousel.tsx'
import { Section } from '#app/components/ui/section.tsx'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'
import { carouselSettings } from '#app/content/carousel-settings.ts'
import { homeSections } from '#app/content/home.ts'
import { services } from '#app/content/services.ts'
import { ServiceCard } from './service-card.tsx'

export function OurCategories() {
	return (
		<Section tone="muted">
			<SectionHeading
				eyebrow={homeSections.categories.eyebrow}
				title={homeSections.categories.title}
			/>
			<Carousel
				label={homeSections.carouselLabels.categories}
				settings={carouselSettings.categories}
				className="mt-8 lg:mt-12"
			>
				{services.map((service) => (
					<ServiceCard
						key={service.slug}
						service={service}
						readMoreLabel={homeSections.readMoreLabel}
						showPicture={false}
					/>
				))}
			</Carousel>
		</Section>
	)
}
