import { CalendarDays } from 'lucide-react'
import { Artwork } from '#app/components/ui/artwork.tsx'
import type { NewsItem } from '#app/content/news.ts'

type NewsCardProps = { item: NewsItem }

/** News cards are not links (the site has no article pages), and their "Read More +" is plain text. */
export function NewsCard({ item }: NewsCardProps) {
	return (
		<article className="flex h-full flex-col overflow-hidden rounded-card border border-ink-100 bg-white shadow-card">
			<Artwork kind="news" name={item.id} alt={item.imageAlt} className="bg-ink-50" />
			<div className="flex flex-1 flex-col gap-3 p-6">
				<p className="flex items-center gap-2 text-sm font-semibold text-water-700">
					<CalendarDays aria-hidden="true" className="size-4" />
					<time dateTime={item.isoDate}>{item.date}</time>
				</p>
				<h3 className="text-xl">{item.title}</h3>
				<p className="flex-1 leading-relaxed text-ink-600">{item.excerpt}</p>
				<p className="font-bold text-navy-900">Read More +</p>
			</div>
		</article>
	)
}
