import { illustratedService } from '#app/content/service-illustration.ts'
import { type Service, services } from '#app/content/services.ts'
import { artworkUrl } from './artwork.tsx'

/** A service's own illustration or, until it has one, its family's, described as what it depicts. */
export function serviceArtwork(service: Service) {
	const shown = illustratedService(service, services, (slug) =>
		Boolean(artworkUrl('services', slug)),
	)
	return shown && ({ kind: 'services', name: shown.slug, alt: shown.imageAlt } as const)
}
