import { CalendarDays } from 'lucide-react'
import { Artwork } from '#app/components/ui/artwork.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { ReadMore } from '#app/components/ui/read-more.tsx'
import { homeSections } from '#app/content/home.ts'
import type { NewsItem } from '#app/content/news.ts'

type NewsCardProps = { item: NewsItem }

/** News cards are not links (the site has no article pages), and their "Read More +" is plain text. */
export function NewsCard({ item }: NewsCardProps) {
	return (
		<Card as="article" padding="none" className="flex h-full flex-col overflow-hidden">
			<Artwork kind="news" name={item.id} alt={item.imageAlt} className="bg-surface-muted" />
			<div className="flex flex-1 flex-col gap-3 p-6">
				<p className="flex items-center gap-2 text-sm font-semibold text-link">
					<CalendarDays aria-hidden="true" className="size-4" />
					<time dateTime={item.isoDate}>{item.date}</time>
				</p>
				<h3 className="text-xl">{item.title}</h3>
				<p className="flex-1 leading-relaxed text-muted-foreground">{item.excerpt}</p>
				<ReadMore label={homeSections.readMoreLabel} />
			</div>
		</Card>
	)
}
