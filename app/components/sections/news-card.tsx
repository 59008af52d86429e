import { CalendarDays } from 'lucide-react'
import { Artwork, artworkUrl } from '#app/components/ui/artwork.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { Photo } from '#app/components/ui/photo.tsx'
import { homeSections } from '#app/content/home.ts'
import type { NewsItem } from '#app/content/schemas.ts'
import { cn } from '#app/lib/cn.ts'
import { FEATURED_NEWS_SIZES } from '#app/lib/photo-slots.ts'

type NewsCardProps = {
	item: NewsItem
	/** A card two columns wide sets its picture beside its text instead of above it. */
	featured?: boolean
}

/** The site's news illustration: not a news id, which is lower-case words joined by hyphens. */
const SITE_NEWS_ARTWORK = '_site'

/** An item's own illustration or, until it is uploaded, the site's news illustration. */
export const newsArtwork = (item: NewsItem) =>
	artworkUrl('news', item.id)
		? ({ kind: 'news', name: item.id, alt: item.imageAlt } as const)
		: ({ kind: 'news', name: SITE_NEWS_ARTWORK, alt: homeSections.newsIllustrationAlt } as const)

/** News cards are not links (the site has no article pages), and their "Read More +" is plain text. */
export function NewsCard({ item, featured = false }: NewsCardProps) {
	// The featured card's picture fills the card's height beside the text: a photo cropped to it, an
	// illustration whole on its tinted panel, since cropping a drawing cuts its plant in half.
	// On a phone the other cards are compact: the picture small beside the date and title, then three
	// lines of the excerpt, so five items do not fill five screens.
	const compact = !featured
	const compactPicture = compact && 'max-sm:row-span-2 max-sm:h-16 max-sm:rounded-lg max-sm:border'
	const pictureClass = cn(
		'bg-surface-muted',
		featured && 'md:h-full md:object-contain',
		compactPicture,
	)
	const photoClass = cn('bg-surface-muted', featured && 'md:h-full md:object-cover', compactPicture)
	return (
		<Card
			as="article"
			padding="none"
			className={cn(
				'flex h-full flex-col overflow-hidden',
				featured && 'md:grid md:grid-cols-2 md:items-stretch',
				compact &&
					'max-sm:grid max-sm:grid-cols-[6.4rem_minmax(0,1fr)] max-sm:content-start max-sm:gap-x-3 max-sm:gap-y-2 max-sm:p-4',
			)}
		>
			{item.photo ? (
				<Photo
					photo={item.photo}
					slot="news"
					sizes={featured ? FEATURED_NEWS_SIZES : undefined}
					className={photoClass}
				/>
			) : (
				<Artwork {...newsArtwork(item)} className={pictureClass} />
			)}
			<div
				className={cn(
					'flex flex-1 flex-col gap-3 p-6',
					featured && 'md:justify-center',
					compact && 'max-sm:contents',
				)}
			>
				<p
					className={cn(
						'flex items-center gap-2 text-sm font-semibold text-link',
						compact && 'max-sm:self-end',
					)}
				>
					<CalendarDays aria-hidden="true" className="size-4" />
					<time dateTime={item.isoDate}>{item.date}</time>
				</p>
				<h3 className={cn('text-lg', compact && 'max-sm:self-start max-sm:leading-snug')}>
					{item.title}
				</h3>
				<p
					className={cn(
						'text-sm leading-relaxed text-muted-foreground sm:text-base',
						compact && 'flex-1 max-sm:col-span-2 max-sm:line-clamp-3',
					)}
				>
					{item.excerpt}
				</p>
				{/* Plain text: news cards lead nowhere, so it must not look like a link. */}
				<p
					className={cn(
						'text-sm font-semibold text-muted-foreground',
						compact && 'max-sm:col-span-2',
					)}
				>
					{homeSections.readMoreLabel}
				</p>
			</div>
		</Card>
	)
}
