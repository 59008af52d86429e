import type { Service } from '#app/content/services.ts'
import { servicePicture } from '#app/site/service-picture.ts'
import { artworkUrl } from './artwork.tsx'

/** A service's illustration as the artwork files hold it (see `servicePicture`). */
export function serviceArtwork(service: Service) {
	const picture = servicePicture(service, (slug) => Boolean(artworkUrl('services', slug)))
	return picture && ({ kind: 'services', name: picture.slug, alt: picture.alt } as const)
}
