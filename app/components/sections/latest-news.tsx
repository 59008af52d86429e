import { Section } from '#app/components/ui/section.tsx'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'
import { homeIntro, homeSections } from '#app/content/home.ts'
import { NewsGrid } from './news-grid.tsx'

export function LatestNews() {
	return (
		<Section tone="muted">
			<SectionHeading eyebrow={homeSections.newsEyebrow} title={homeIntro.newsTitle} />
			<NewsGrid className="mt-8 lg:mt-12" />
		</Section>
	)
}
