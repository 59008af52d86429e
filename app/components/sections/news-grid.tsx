import { news } from '#app/content/news.ts'
import { cn } from '#app/lib/cn.ts'
import { NewsCard } from './news-card.tsx'

type NewsGridProps = { className?: string }

/** All news items as cards; the home page's news section and the blog show the same grid. */
export function NewsGrid({ className }: NewsGridProps) {
	return (
		<ul className={cn('grid gap-6 md:grid-cols-2 lg:grid-cols-3', className)}>
			{news.map((item) => (
				<li key={item.id}>
					<NewsCard item={item} />
				</li>
			))}
		</ul>
	)
}
