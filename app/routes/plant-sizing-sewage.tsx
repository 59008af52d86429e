import { SewageSizing } from '#app/components/sizing/sewage-sizing.tsx'
import { pageMeta } from '#app/site/seo.ts'
import { queryOf } from '#app/site/sizing-result.ts'
import { sewageResult } from '#app/site/sizing-sewage-result.ts'
import page from '#content/site/pages/plantSizingSewage.json' with { type: 'json' }
import type { Route } from './+types/plant-sizing-sewage'

export const meta = () => pageMeta(page)

// Read from the query by a server and again by the browser, as on the water calculator.
export const loader = ({ request }: Route.LoaderArgs) => sewageResult(queryOf(request))
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => sewageResult(queryOf(request))
clientLoader.hydrate = true as const

export default function PlantSizingSewageRoute({ loaderData }: Route.ComponentProps) {
	return <SewageSizing state={loaderData} page={page} />
}
