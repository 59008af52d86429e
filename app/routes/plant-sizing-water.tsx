import { SizingPage } from '#app/components/sizing/sizing-page.tsx'
import { WaterSizing } from '#app/components/sizing/water-sizing.tsx'
import { pages } from '#app/content/pages.ts'
import { pageMeta } from '#app/site/seo.ts'

export const meta = () => pageMeta(pages.plantSizingWater)

export default function PlantSizingWaterRoute() {
	return (
		<SizingPage page={pages.plantSizingWater}>
			<WaterSizing />
		</SizingPage>
	)
}
