import { HydrationBoundaries } from '#app/components/ui/hydration-boundaries.tsx'
import { PageBanner } from '#app/components/ui/page-banner.tsx'
import { Section } from '#app/components/ui/section.tsx'
import { homeCrumb } from '#app/content/navigation.ts'
import { pages } from '#app/content/pages.ts'

type SizingPageProps = { page: { title: string; path: string }; children: React.ReactNode }

const parents = [homeCrumb, { label: pages.plantSizing.title, path: pages.plantSizing.path }]

export function SizingPage({ page, children }: SizingPageProps) {
	return (
		<HydrationBoundaries>
			<PageBanner title={page.title} path={page.path} parents={parents} />
			<Section className="print:py-0">{children}</Section>
		</HydrationBoundaries>
	)
}
