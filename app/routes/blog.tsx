import { NewsGrid } from '#app/components/sections/news-grid.tsx'
import { HydrationBoundaries } from '#app/components/ui/hydration-boundaries.tsx'
import { PageBanner } from '#app/components/ui/page-banner.tsx'
import { homeCrumb } from '#app/content/navigation.ts'
import { pages } from '#app/content/pages.ts'
import { pageMeta } from '#app/site/seo.ts'

export const meta = () => pageMeta(pages.blog)

export default function BlogRoute() {
	return (
		<HydrationBoundaries>
			<PageBanner title={pages.blog.title} path={pages.blog.path} parents={[homeCrumb]} />
			<section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
				<h2 className="sr-only">{pages.blog.intro.title}</h2>
				<NewsGrid />
			</section>
		</HydrationBoundaries>
	)
}
