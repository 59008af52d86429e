import { SectionHeading } from '#app/components/ui/section-heading.tsx'
import { homeIntro, homeSections } from '#app/content/home.ts'
import { NewsGrid } from './news-grid.tsx'

export function LatestNews() {
	return (
		<section className="bg-ink-50 py-16 lg:py-24">
			<div className="mx-auto max-w-7xl px-4 sm:px-6">
				<SectionHeading eyebrow={homeSections.newsEyebrow} title={homeIntro.newsTitle} />
				<NewsGrid className="mt-12" />
			</div>
		</section>
	)
}
