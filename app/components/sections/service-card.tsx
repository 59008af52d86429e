import { Link } from 'react-router'
import { QuoteLink } from '#app/components/sections/quote-call-to-action.tsx'
import { Artwork, type ArtworkKind } from '#app/components/ui/artwork.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { ReadMore } from '#app/components/ui/read-more.tsx'
import { serviceArtwork } from '#app/components/ui/service-artwork.ts'
import { ServiceIcon } from '#app/components/ui/service-icon.tsx'
import { type Service, servicePath } from '#app/content/services.ts'
import { cn } from '#app/lib/cn.ts'

type ServiceCardProps = {
	service: Service
	/** The home page's cards say "Read More +", the label the company uses there. */
	readMoreLabel?: string
	/** The home carousel leaves the illustrations out to keep the page's image weight down. */
	showArtwork?: boolean
	/** A card that presents the service under its own name, text and picture (home hot categories). */
	title?: string
	summary?: string
	artwork?: { kind: ArtworkKind; name: string; alt: string }
	/** The services page's cards also open the quote form for the plant. */
	quoteLink?: boolean
	/**
	 * On a phone, the picture beside the words instead of above them, so a page of twenty cards can be
	 * scrolled to its end (the services page).
	 */
	compactOnPhone?: boolean
}

export function ServiceCard({
	service,
	readMoreLabel = 'Read More',
	showArtwork = true,
	title = service.title,
	summary = service.summary,
	artwork = serviceArtwork(service),
	quoteLink = false,
	compactOnPhone = false,
}: ServiceCardProps) {
	const path = servicePath(service)
	const picture = showArtwork ? artwork : undefined
	return (
		<Card
			as="article"
			padding="none"
			interactive
			className={cn(
				'group relative flex h-full flex-col overflow-hidden',
				compactOnPhone && 'max-sm:grid max-sm:grid-cols-[6rem_minmax(0,1fr)]',
			)}
		>
			{picture ? (
				<Artwork
					{...picture}
					// On phones the picture is a wider, lower band, so a card fits one screen; a compact
					// card's stands beside the words, as tall as they are.
					className={cn(
						'aspect-[16/10] border-b border-border bg-surface-muted object-contain transition-transform duration-500 group-hover:scale-[1.03] sm:aspect-[4/3]',
						compactOnPhone && 'max-sm:aspect-auto max-sm:h-full max-sm:border-r max-sm:border-b-0',
					)}
				/>
			) : null}
			<div
				className={cn(
					'flex flex-1 flex-col gap-3 px-6 pb-6',
					!picture && 'pt-6',
					compactOnPhone && 'max-sm:gap-2 max-sm:p-4',
				)}
			>
				<span
					className={cn(
						'mb-1 grid size-14 shrink-0 place-items-center self-start rounded-card bg-inverse text-inverse-accent shadow-card',
						picture && '-mt-7',
						compactOnPhone && 'max-sm:mt-0 max-sm:mb-0 max-sm:size-9',
					)}
				>
					<ServiceIcon
						name={service.icon}
						className={cn('size-7', compactOnPhone && 'max-sm:size-5')}
					/>
				</span>
				<h3 className="text-lg">
					<Link to={path} prefetch="intent" className="hover:text-link">
						{title}
					</Link>
				</h3>
				<p className="flex-1 text-sm leading-relaxed text-muted-foreground sm:text-base">
					{summary}
				</p>
				{quoteLink ? (
					<div className="flex flex-wrap items-center justify-between gap-3">
						<ReadMore label={readMoreLabel} to={path} about={title} />
						<QuoteLink service={service} variant="outline" size="sm" />
					</div>
				) : (
					<ReadMore label={readMoreLabel} to={path} about={title} />
				)}
			</div>
		</Card>
	)
}
