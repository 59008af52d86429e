import { Link } from 'react-router'
import { Artwork } from '#app/components/ui/artwork.tsx'
import { Carousel } from '#app/components/ui/carousel.tsx'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'
import { ServiceIcon } from '#app/components/ui/service-icon.tsx'
import { carouselSettings } from '#app/content/carousel-settings.ts'
import { homeSections, hotCategories } from '#app/content/home.ts'
import { findService, servicePath } from '#app/content/services.ts'

export function HotCategories() {
	return (
		<section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
			<SectionHeading eyebrow={homeSections.hot.eyebrow} title={homeSections.hot.title} />
			<Carousel
				label="Hot selling categories"
				settings={carouselSettings.categories}
				className="mt-12"
			>
				{hotCategories.map((category) => {
					const service = findService(category.service)
					if (!service) return null
					const path = servicePath(service)
					return (
						<article
							key={category.id}
							className="flex h-full flex-col overflow-hidden rounded-card border border-ink-100 bg-white shadow-card"
						>
							<Artwork
								kind="hot"
								name={category.service}
								alt={category.imageAlt}
								className="bg-ink-50"
							/>
							<div className="flex flex-1 flex-col gap-3 px-6 pb-6">
								<span className="-mt-7 grid size-14 place-items-center self-start rounded-card bg-navy-900 text-water-300 shadow-card">
									<ServiceIcon name={service.icon} className="size-7" />
								</span>
								<h3 className="text-xl">
									<Link to={path} className="hover:text-water-700">
										{category.title}
									</Link>
								</h3>
								<p className="flex-1 leading-relaxed text-ink-600">{category.summary}</p>
								<Link to={path} className="self-start font-bold text-water-700 hover:text-navy-900">
									Read More +<span className="sr-only">{` about ${category.title}`}</span>
								</Link>
							</div>
						</article>
					)
				})}
			</Carousel>
		</section>
	)
}
