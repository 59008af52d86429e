import { pictures } from '#app/content/photos.ts'
import { findServiceLink, type ServiceLink } from '#app/content/service-links.ts'
import { equipmentRenderFile, type Picture } from '#app/lib/photo-slots.ts'
import { servicePicture } from '#app/site/service-picture.ts'
import { ResponsivePicture } from './photo.tsx'

// Each plant's picture is rendered from its 3D model (renders/) and found by the plant's slug, so
// content names a plant and its picture follows. The image plugin makes every width in AVIF and WebP
// with their transparency, so one picture sits on a pale card and on the navy hero alike. A render's
// smooth shading keeps clean at quality 40 (a 960 px AVIF of 15-25 KB, where 50 gives 20-35 KB),
// which is what holds the home page's largest paint at a phone's speed.
const renders = import.meta.glob<Picture>('/app/assets/renders/*.webp', {
	eager: true,
	query: { w: '480;960;1440', format: 'avif;webp', quality: '40', as: 'picture' },
	import: 'default',
})

/** A plant as its picture needs it: its link record and what its own picture shows. */
export type PicturedService = ServiceLink & { readonly imageAlt: string }

/** The plant's own picture: the photo uploaded for it, else its rendered model. */
function ownPicture(slug: string) {
	const photo = findServiceLink(slug)?.photo
	return (photo && pictures.equipment[photo.image]) ?? renders[`/app/${equipmentRenderFile(slug)}`]
}

/** What the plant is shown with and how it is read aloud (see `servicePicture`). */
export function plantPicture(service: PicturedService) {
	const shown = servicePicture(service, (slug) => Boolean(ownPicture(slug)))
	const picture = shown && ownPicture(shown.slug)
	return shown && picture ? { picture, alt: shown.alt } : undefined
}

type PlantPictureProps = {
	service: PicturedService
	/** How wide the picture is drawn at each screen width, for the browser's choice of file. */
	sizes: string
	/** Above the fold: loads at once, first among the images. */
	priority?: boolean
	/** Blurred until it has loaded, then sharpened (a product page's picture). */
	blurUp?: boolean
	className?: string
}

/** A plant's picture (see `plantPicture`), or nothing for a family with none. */
export function PlantPicture({ service, priority = false, ...props }: PlantPictureProps) {
	const shown = plantPicture(service)
	return shown ? <ResponsivePicture {...shown} priority={priority} {...props} /> : null
}
