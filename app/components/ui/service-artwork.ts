import { illustratedService } from '#app/content/service-illustration.ts'
import { type Service, services } from '#app/content/services.ts'
import { artworkUrl } from './artwork.tsx'

/**
 * The illustration a service's card and page show, described as what it depicts: the service's own,
 * or until it has one, its family's (illustratedService).
 */
export function serviceArtwork(service: Service) {
	const shown = illustratedService(service, services, (slug) =>
		Boolean(artworkUrl('services', slug)),
	)
	return shown && ({ kind: 'services', name: shown.slug, alt: shown.imageAlt } as const)
}
