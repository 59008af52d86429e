import { NewsGrid } from '#app/components/sections/news-grid.tsx'
import { HydrationBoundaries } from '#app/components/ui/hydration-boundaries.tsx'
import { PageBanner } from '#app/components/ui/page-banner.tsx'
import { Section } from '#app/components/ui/section.tsx'
import { pageMeta } from '#app/site/seo.ts'
import page from '#content/site/pages/blog.json' with { type: 'json' }

export const meta = () => pageMeta(page)

export default function BlogRoute() {
	return (
		<HydrationBoundaries>
			<PageBanner title={page.title} path={page.path} lead={page.banner} />
			<Section>
				<h2 className="sr-only">{page.intro.title}</h2>
				<NewsGrid />
			</Section>
		</HydrationBoundaries>
	)
}
