import { Carousel } from '#app/components/ui/carousel.tsx'
import { Section } from '#app/components/ui/section.tsx'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'
import { carouselSettings } from '#app/content/carousel-settings.ts'
import { homeSections, hotCategories } from '#app/content/home.ts'
import { findService } from '#app/content/services.ts'
import { ServiceCard } from './service-card.tsx'

export function HotCategories() {
	return (
		<Section>
			<SectionHeading eyebrow={homeSections.hot.eyebrow} title={homeSections.hot.title} />
			<Carousel
				label={homeSections.carouselLabels.hot}
				settings={carouselSettings.categories}
				className="mt-8 lg:mt-12"
			>
				{hotCategories.map((category) => {
					const service = findService(category.service)
					if (!service) return null
					return (
						<ServiceCard
							key={category.id}
							service={service}
							title={category.title}
							summary={category.summary}
							readMoreLabel={homeSections.readMoreLabel}
						/>
					)
				})}
			</Carousel>
		</Section>
	)
}
