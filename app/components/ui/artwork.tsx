import { cn } from '#app/lib/cn.ts'

// Artwork is found by folder and id/slug (app/assets/art/README.md), so content stays plain data.
const artworkFiles = import.meta.glob<string>('/app/assets/art/*/*.svg', {
	eager: true,
	query: '?url',
	import: 'default',
})

/** Each folder's viewBox, so every image reserves its box before it loads (no layout shift). */
export const ARTWORK_SIZES = {
	people: { width: 320, height: 320 },
	news: { width: 480, height: 300 },
	about: { width: 480, height: 360 },
} as const

export type ArtworkKind = keyof typeof ARTWORK_SIZES

export const artworkUrl = (kind: ArtworkKind, name: string) =>
	artworkFiles[`/app/assets/art/${kind}/${name}.svg`]

const FIT_CLASSES = {
	width: 'h-auto w-full',
	contain: 'size-full object-contain',
	none: '',
} as const

type ArtworkProps = Omit<React.ComponentProps<'img'>, 'src' | 'width' | 'height'> & {
	kind: ArtworkKind
	name: string
	alt: string
	/** Above-the-fold images load at once; all others wait until they near the viewport. */
	priority?: boolean
	/** `width` spans the container at the art's ratio, `contain` fits the container's box. */
	fit?: keyof typeof FIT_CLASSES
}

export function Artwork({
	kind,
	name,
	alt,
	priority = false,
	fit = 'width',
	className,
	...props
}: ArtworkProps) {
	const src = artworkUrl(kind, name)
	if (!src) return null
	return (
		<img
			src={src}
			alt={alt}
			{...ARTWORK_SIZES[kind]}
			loading={priority ? 'eager' : 'lazy'}
			fetchPriority={priority ? 'high' : undefined}
			decoding="async"
			className={cn(FIT_CLASSES[fit], className)}
			{...props}
		/>
	)
}
