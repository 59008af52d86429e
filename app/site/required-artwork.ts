import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { aboutContent } from '#app/content/about.ts'
import { heroSlides, hotCategories } from '#app/content/home.ts'
import { clientLogos, partnerLogos } from '#app/content/logos.ts'
import { news } from '#app/content/news.ts'
import { services } from '#app/content/services.ts'
import { testimonials } from '#app/content/testimonials.ts'

// Artwork is found by the slug or id of its record, so a record without its file would render no
// image at all. The build checks every file a record asks for and stops when one is missing.

/** Every artwork file the content asks for, relative to app/assets. */
export const requiredArtworkFiles: readonly string[] = [
	...services.map((service) => `art/services/${service.slug}.svg`),
	...hotCategories.map((category) => `art/hot/${category.service}.svg`),
	...heroSlides.map((slide) => `art/hero/${slide.id}.svg`),
	'art/hero/robot.svg',
	'art/people/founder.svg',
	...testimonials.map((person) => `art/people/${person.id}.svg`),
	...news.map((item) => `art/news/${item.id}.svg`),
	...aboutContent.carouselImages.map((image) => `art/about/${image.id}.svg`),
	...[...partnerLogos, ...clientLogos].map((logo) => `logos/${logo.id}.svg`),
]

export const missingArtworkFiles = (assetsDirectory: string) =>
	requiredArtworkFiles.filter((file) => !existsSync(join(assetsDirectory, file)))
