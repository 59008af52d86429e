import { SectionHeading } from '#app/components/ui/section-heading.tsx'
import { homeIntro } from '#app/content/home.ts'
import { news } from '#app/content/news.ts'
import { NewsCard } from './news-card.tsx'

export function LatestNews() {
	return (
		<section className="bg-ink-50 py-16 lg:py-24">
			<div className="mx-auto max-w-7xl px-4 sm:px-6">
				<SectionHeading eyebrow="News" title={homeIntro.newsTitle} />
				<ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
					{news.map((item) => (
						<li key={item.id}>
							<NewsCard item={item} />
						</li>
					))}
				</ul>
			</div>
		</section>
	)
}
