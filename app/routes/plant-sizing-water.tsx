import { WaterSizing } from '#app/components/sizing/water-sizing.tsx'
import { HydrationBoundaries } from '#app/components/ui/hydration-boundaries.tsx'
import { PageBanner } from '#app/components/ui/page-banner.tsx'
import { Section } from '#app/components/ui/section.tsx'
import { pages } from '#app/content/pages.ts'
import { plantSizingParents } from '#app/content/plant-sizing.ts'
import { pageMeta } from '#app/site/seo.ts'

export const meta = () => pageMeta(pages.plantSizingWater)

export default function PlantSizingWaterRoute() {
	return (
		<HydrationBoundaries>
			<PageBanner
				title={pages.plantSizingWater.title}
				path={pages.plantSizingWater.path}
				parents={plantSizingParents}
			/>
			<Section className="print:py-0">
				<WaterSizing />
			</Section>
		</HydrationBoundaries>
	)
}
