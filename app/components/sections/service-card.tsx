import { Link } from 'react-router'
import { QuoteLink } from '#app/components/sections/quote-call-to-action.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { PlantPicture, plantPicture } from '#app/components/ui/plant-picture.tsx'
import { ReadMore } from '#app/components/ui/read-more.tsx'
import { ServiceIcon } from '#app/components/ui/service-icon.tsx'
import { uiText } from '#app/content/copy.ts'
import { type Service, servicePath } from '#app/content/services.ts'
import { cn } from '#app/lib/cn.ts'
import { PHOTO_SLOTS } from '#app/lib/photo-slots.ts'

type ServiceCardProps = {
	service: Service
	/** The home page's cards say "Read More +", the label the company uses there. */
	readMoreLabel?: string
	/** The home carousel leaves the pictures out to keep the page's image weight down. */
	showPicture?: boolean
	/** A card that presents the service under its own name and text (home hot categories). */
	title?: string
	summary?: string
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
	readMoreLabel = uiText.readMore,
	showPicture = true,
	title = service.title,
	summary = service.summary,
	quoteLink = false,
	compactOnPhone = false,
}: ServiceCardProps) {
	const path = servicePath(service)
	const picture = showPicture && plantPicture(service)
	return (
		<Card
			as="article"
			padding="none"
			interactive
			className={cn(
				'group relative flex h-full flex-col overflow-hidden',
				// A compact card on a phone: the picture beside the icon and title, then three lines of
				// text and one row of links across the card.
				compactOnPhone &&
					'max-sm:grid max-sm:grid-cols-[7rem_minmax(0,1fr)] max-sm:content-start max-sm:gap-x-3 max-sm:gap-y-2 max-sm:p-4',
			)}
		>
			{picture ? (
				<PlantPicture
					service={service}
					sizes={PHOTO_SLOTS.equipment.sizes}
					// On phones the picture is a wider, lower band, so a card fits one screen.
					className={cn(
						'aspect-[16/10] border-b border-border bg-surface-muted object-contain transition-transform duration-500 group-hover:scale-[1.03] sm:aspect-[4/3]',
						compactOnPhone &&
							'max-sm:row-span-2 max-sm:aspect-auto max-sm:h-21 max-sm:rounded-lg max-sm:border',
					)}
				/>
			) : null}
			<div
				className={cn(
					'flex flex-1 flex-col gap-3 px-6 pb-6',
					!picture && 'pt-6',
					compactOnPhone && 'max-sm:contents',
				)}
			>
				<span
					className={cn(
						'mb-1 grid size-14 shrink-0 place-items-center self-start rounded-card bg-inverse text-inverse-accent shadow-card',
						picture && '-mt-7',
						compactOnPhone && 'max-sm:mt-0 max-sm:mb-0 max-sm:size-9 max-sm:self-end',
					)}
				>
					<ServiceIcon
						name={service.icon}
						className={cn('size-7', compactOnPhone && 'max-sm:size-5')}
					/>
				</span>
				<h3 className={cn('text-lg', compactOnPhone && 'max-sm:self-start max-sm:leading-snug')}>
					<Link to={path} prefetch="intent" className="hover:text-link">
						{title}
					</Link>
				</h3>
				<p
					className={cn(
						'flex-1 text-sm leading-relaxed text-muted-foreground sm:text-base',
						compactOnPhone && 'max-sm:col-span-2 max-sm:line-clamp-3',
					)}
				>
					{summary}
				</p>
				{quoteLink ? (
					<div
						className={cn(
							'flex flex-wrap items-center justify-between gap-3',
							compactOnPhone && 'max-sm:col-span-2',
						)}
					>
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
