import { NewsGrid } from '#app/components/sections/news-grid.tsx'
import { HydrationBoundaries } from '#app/components/ui/hydration-boundaries.tsx'
import { PageBanner } from '#app/components/ui/page-banner.tsx'
import { Section } from '#app/components/ui/section.tsx'
import { pages } from '#app/content/pages.ts'
import { pageMeta } from '#app/site/seo.ts'

export const meta = () => pageMeta(pages.blog)

export default function BlogRoute() {
	return (
		<HydrationBoundaries>
			<PageBanner title={pages.blog.title} path={pages.blog.path} lead={pages.blog.banner} />
			<Section>
				<h2 className="sr-only">{pages.blog.intro.title}</h2>
				<NewsGrid />
			</Section>
		</HydrationBoundaries>
	)
}
