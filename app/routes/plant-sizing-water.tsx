import { WaterSizing } from '#app/components/sizing/water-sizing.tsx'
import { pageMeta } from '#app/site/seo.ts'
import { queryOf } from '#app/site/sizing-result.ts'
import { waterResult } from '#app/site/sizing-water-result.ts'
import page from '#content/site/pages/plantSizingWater.json' with { type: 'json' }
import type { Route } from './+types/plant-sizing-water'

export const meta = () => pageMeta(page)

// A server renders the result of the request's query into the document, so it shows without
// JavaScript. The browser computes it itself: on navigation, and on hydration from its own address,
// since a cache in front of the server that ignores the query answers with the prerendered page, whose
// result is the empty one.
export const loader = ({ request }: Route.LoaderArgs) => waterResult(queryOf(request))
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => waterResult(queryOf(request))
clientLoader.hydrate = true as const

export default function PlantSizingWaterRoute({ loaderData }: Route.ComponentProps) {
	return <WaterSizing state={loaderData} page={page} />
}
