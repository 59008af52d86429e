import { uiText } from '#app/content/copy.ts'
import { illustratedService } from '#app/content/service-illustration.ts'
import { type ServiceLink, serviceFamilies, serviceLinks } from '#app/content/service-links.ts'
import { fill } from '#app/lib/fill.ts'

/**
 * The picture a service is shown with, its own (its photo, else its rendered model) or, until it has
 * one, its family's first (see `illustratedService`), and what it says aloud: its photo's or its
 * render's own description, or the family's picture, since another service's description would name
 * a product the page does not sell.
 */
export function servicePicture(
	service: ServiceLink & { readonly imageAlt: string },
	hasPicture: (slug: string) => boolean,
) {
	const shown = illustratedService(service, serviceLinks, hasPicture)
	if (!shown) return undefined
	const family = serviceFamilies.find(({ id }) => id === service.family)?.title ?? service.family
	const alt =
		shown.slug === service.slug
			? (service.photo?.alt ?? service.imageAlt)
			: fill(uiText.familyPicture, { family })
	return { slug: shown.slug, alt }
}
