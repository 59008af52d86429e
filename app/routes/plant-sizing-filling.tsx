import { FillingSizing } from '#app/components/sizing/filling-sizing.tsx'
import { SizingPage } from '#app/components/sizing/sizing-page.tsx'
import { pages } from '#app/content/pages.ts'
import { pageMeta } from '#app/site/seo.ts'

export const meta = () => pageMeta(pages.plantSizingFilling)

export default function PlantSizingFillingRoute() {
	return (
		<SizingPage page={pages.plantSizingFilling}>
			<FillingSizing />
		</SizingPage>
	)
}
