import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { aboutContent } from '#app/content/about.ts'
import { heroSlides, hotCategories } from '#app/content/home.ts'
import { clientLogos, partnerLogos } from '#app/content/logos.ts'
import { news } from '#app/content/news.ts'
import { services } from '#app/content/services.ts'
import { testimonials } from '#app/content/testimonials.ts'

// Artwork and each service's detail copy are found by the slug or id of their record, so a record
// without its file would render a page with no image or no text. The build checks every file a
// record asks for and stops when one is missing.

/** Every file the content records ask for, relative to app/. */
export const requiredFiles: readonly string[] = [
	...services.map((service) => `content/service-copy/${service.slug}.ts`),
	...services.map((service) => `assets/art/services/${service.slug}.svg`),
	...hotCategories.map((category) => `assets/art/hot/${category.service}.svg`),
	...heroSlides.map((slide) => `assets/art/hero/${slide.id}.svg`),
	'assets/art/hero/robot.svg',
	'assets/art/people/founder.svg',
	...testimonials.map((person) => `assets/art/people/${person.id}.svg`),
	...news.map((item) => `assets/art/news/${item.id}.svg`),
	...aboutContent.carouselImages.map((image) => `assets/art/about/${image.id}.svg`),
	...[...partnerLogos, ...clientLogos].map((logo) => `assets/logos/${logo.id}.svg`),
]

export const missingRequiredFiles = (appDirectory: string) =>
	requiredFiles.filter((file) => !existsSync(join(appDirectory, file)))
