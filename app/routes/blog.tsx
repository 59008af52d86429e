import { NewsCard } from '#app/components/sections/news-card.tsx'
import { PageBanner } from '#app/components/ui/page-banner.tsx'
import { homeCrumb } from '#app/content/navigation.ts'
import { news } from '#app/content/news.ts'
import { pages } from '#app/content/pages.ts'
import { pageMeta } from '#app/content/seo.ts'

export const meta = () => pageMeta(pages.blog)

export default function BlogRoute() {
	return (
		<>
			<PageBanner title={pages.blog.title} path={pages.blog.path} parents={[homeCrumb]} />
			<section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
				<h2 className="sr-only">Latest stories</h2>
				<ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
					{news.map((item) => (
						<li key={item.id}>
							<NewsCard item={item} />
						</li>
					))}
				</ul>
			</section>
		</>
	)
}
