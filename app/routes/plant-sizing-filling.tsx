import { FillingSizing } from '#app/components/sizing/filling-sizing.tsx'
import { HydrationBoundaries } from '#app/components/ui/hydration-boundaries.tsx'
import { PageBanner } from '#app/components/ui/page-banner.tsx'
import { Section } from '#app/components/ui/section.tsx'
import { pages } from '#app/content/pages.ts'
import { plantSizingParents } from '#app/content/plant-sizing.ts'
import { pageMeta } from '#app/site/seo.ts'

export const meta = () => pageMeta(pages.plantSizingFilling)

export default function PlantSizingFillingRoute() {
	return (
		<HydrationBoundaries>
			<PageBanner
				title={pages.plantSizingFilling.title}
				path={pages.plantSizingFilling.path}
				parents={plantSizingParents}
			/>
			<Section className="print:py-0">
				<FillingSizing />
			</Section>
		</HydrationBoundaries>
	)
}
