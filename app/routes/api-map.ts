import { GOOGLE_MAPS_KEY_VARIABLE, type MapSettings } from '#app/site/map-csp.ts'

// The contact map's provider is a setting of the running server, like the policy that admits it, so
// one build serves either map; the map asks for it only when it is about to be seen.
export const loader = () =>
	Response.json(
		{
			googleMapsApiKey: process.env[GOOGLE_MAPS_KEY_VARIABLE]?.trim() || undefined,
		} satisfies MapSettings,
		{ headers: { 'Cache-Control': 'no-cache' } },
	)
