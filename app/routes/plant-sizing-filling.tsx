import { FillingSizing } from '#app/components/sizing/filling-sizing.tsx'
import { pageMeta } from '#app/site/seo.ts'
import { fillingResult } from '#app/site/sizing-filling-result.ts'
import { queryOf } from '#app/site/sizing-result.ts'
import page from '#content/site/pages/plantSizingFilling.json' with { type: 'json' }
import type { Route } from './+types/plant-sizing-filling'

export const meta = () => pageMeta(page)

// Read from the query by a server and again by the browser, as on the water calculator.
export const loader = ({ request }: Route.LoaderArgs) => fillingResult(queryOf(request))
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => fillingResult(queryOf(request))
clientLoader.hydrate = true as const

export default function PlantSizingFillingRoute({ loaderData }: Route.ComponentProps) {
	return <FillingSizing state={loaderData} page={page} />
}
