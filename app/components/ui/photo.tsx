import { pictures } from '#app/content/photos.ts'
import { cn } from '#app/lib/cn.ts'
import {
	PHOTO_SLOTS,
	type PhotoRecord,
	type PhotoSlotName,
	type Picture,
} from '#app/lib/photo-slots.ts'
import { BlurUpImage } from './blur-up-image.tsx'

type PhotoProps = {
	photo: PhotoRecord
	/** Where it shows, which tells the browser how wide it is drawn at each screen width. */
	slot: PhotoSlotName
	/** Instead of the slot's own, where a page draws the photo larger than the slot does. */
	sizes?: string
	/** Above the fold (the team page's portrait): loads at once, first among the images. */
	priority?: boolean
	className?: string
}

/**
 * A photo uploaded in the CMS, converted at build: AVIF or WebP where the browser takes them, else
 * JPEG, each at the slot's widths.
 */
export function Photo({
	photo,
	slot,
	sizes = PHOTO_SLOTS[slot].sizes,
	priority = false,
	className,
}: PhotoProps) {
	// The content build refuses an entry whose photo it could not convert, so the picture is there.
	const picture = pictures[slot][photo.image]
	if (!picture) return null
	return (
		<ResponsivePicture
			picture={picture}
			alt={photo.alt}
			sizes={sizes}
			priority={priority}
			className={className}
		/>
	)
}

type ResponsivePictureProps = Required<Pick<PhotoProps, 'sizes' | 'priority'>> &
	Pick<PhotoProps, 'className'> & {
		picture: Picture
		alt: string
		/** Blurred until it has loaded, then sharpened (a product page's picture). */
		blurUp?: boolean
	}

/** A picture the image plugin converted: each format's widths, the browser choosing by `sizes`. */
export function ResponsivePicture({
	picture,
	alt,
	sizes,
	priority,
	className,
	blurUp = false,
}: ResponsivePictureProps) {
	const { sources, img } = picture
	const Image = blurUp ? BlurUpImage : 'img'
	// The image is the box that is laid out, as a lone <img> would be: a grid places it, not its wrapper.
	return (
		<picture className="contents">
			{Object.entries(sources).map(([format, srcSet]) => (
				<source key={format} type={`image/${format}`} srcSet={srcSet} sizes={sizes} />
			))}
			<Image
				src={img.src}
				alt={alt}
				width={img.w}
				height={img.h}
				loading={priority ? 'eager' : 'lazy'}
				fetchPriority={priority ? 'high' : undefined}
				decoding="async"
				className={cn('h-auto w-full', className)}
			/>
		</picture>
	)
}
