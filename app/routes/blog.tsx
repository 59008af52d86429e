import { CalendarDays } from 'lucide-react'
import { Artwork } from '#app/components/ui/artwork.tsx'
import { Card } from '#app/components/ui/card.tsx'
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
							<Card className="flex h-full flex-col gap-3 overflow-hidden pt-0 sm:pt-0">
								<Artwork
									kind="news"
									name={item.id}
									alt={item.imageAlt}
									className="-mx-6 mb-3 w-[calc(100%+3rem)] max-w-none bg-ink-50 sm:-mx-8 sm:w-[calc(100%+4rem)]"
								/>
								<p className="flex items-center gap-2 text-sm font-semibold text-water-700">
									<CalendarDays aria-hidden="true" className="size-4" />
									<time dateTime={item.isoDate}>{item.date}</time>
								</p>
								<h3 className="text-xl">{item.title}</h3>
								<p className="leading-relaxed text-ink-600">{item.excerpt}</p>
							</Card>
						</li>
					))}
				</ul>
			</section>
		</>
	)
}
