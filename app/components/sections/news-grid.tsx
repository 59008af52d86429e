import { news } from '#app/content/copy.ts'
import { cn } from '#app/lib/cn.ts'
import { NewsCard } from './news-card.tsx'

type NewsGridProps = { className?: string }

/**
 * All news items as cards; the home page's news section and the blog show the same grid. The latest
 * item leads across two columns, so five items fill whole rows of two and of three.
 */
export function NewsGrid({ className }: NewsGridProps) {
	return (
		<ul className={cn('grid gap-6 md:grid-cols-2 lg:grid-cols-3', className)}>
			{news.map((item, index) => (
				<li key={item.id} className={index === 0 ? 'md:col-span-2' : undefined}>
					<NewsCard item={item} featured={index === 0} />
				</li>
			))}
		</ul>
	)
}
