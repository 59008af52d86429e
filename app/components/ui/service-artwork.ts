import { uiText } from '#app/content/copy.ts'
import { illustratedService } from '#app/content/service-illustration.ts'
import { serviceFamilies } from '#app/content/service-links.ts'
import { type Service, services } from '#app/content/services.ts'
import { fill } from '#app/lib/fill.ts'
import { artworkUrl } from './artwork.tsx'

/**
 * A service's own illustration or, until it has one, its family's first, read aloud as the family's
 * picture: the other service's own description would name a product the page does not sell.
 */
export function serviceArtwork(service: Service) {
	const shown = illustratedService(service, services, (slug) =>
		Boolean(artworkUrl('services', slug)),
	)
	if (!shown) return undefined
	const family = serviceFamilies.find(({ id }) => id === service.family)?.title ?? service.family
	const alt = shown === service ? service.imageAlt : fill(uiText.familyIllustration, { family })
	return { kind: 'services', name: shown.slug, alt } as const
}
