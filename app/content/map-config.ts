import { siteConfig } from './site-config.ts'

// By default the map needs no key; OpenStreetMap's tiles are the only third-party host, since a page
// makes no third-party request it does not need. With a Google Maps key configured the Maps JavaScript
// API is used instead.
export const TILE_HOST = 'https://tile.openstreetmap.org'

export type MapProvider = 'openstreetmap' | 'google'

/** Set at build time (and for the server, at run time) to switch the contact map to Google Maps. */
export const GOOGLE_MAPS_KEY_VARIABLE = 'VITE_GOOGLE_MAPS_API_KEY'

export const mapProviderFor = (googleMapsApiKey: string | undefined): MapProvider =>
	googleMapsApiKey?.trim() ? 'google' : 'openstreetmap'

export const mapConfig = {
	tileUrl: `${TILE_HOST}/{z}/{x}/{y}.png`,
	attribution:
		'&copy; <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">OpenStreetMap</a> contributors',
	centre: [siteConfig.geo.latitude, siteConfig.geo.longitude] as [number, number],
	zoom: siteConfig.geo.zoom,
	/** Tile failures after which the map gives way to the address card. */
	failedTilesBeforeFallback: 4,
} as const

export const GOOGLE_MAPS_SCRIPT_ORIGIN = 'https://maps.googleapis.com'
/** The global the Maps JavaScript API calls once it has loaded (its `callback` parameter). */
export const GOOGLE_MAPS_CALLBACK = 'initContactMap'

export const googleMapsScriptUrl = (apiKey: string) => {
	const url = new URL('/maps/api/js', GOOGLE_MAPS_SCRIPT_ORIGIN)
	url.searchParams.set('key', apiKey.trim())
	url.searchParams.set('callback', GOOGLE_MAPS_CALLBACK)
	url.searchParams.set('loading', 'async')
	return url.href
}

type CspDirective =
	| 'script-src'
	| 'style-src'
	| 'img-src'
	| 'font-src'
	| 'connect-src'
	| 'frame-src'
	| 'worker-src'

/**
 * The hosts each provider needs, added to the site's Content-Security-Policy and nothing more.
 * Google's list is its published allowlist for the Maps JavaScript API (it evaluates code it
 * downloads, hence 'unsafe-eval' in that mode only).
 */
export const mapCspSources: Readonly<
	Record<MapProvider, Partial<Record<CspDirective, readonly string[]>>>
> = {
	openstreetmap: { 'img-src': [TILE_HOST] },
	google: {
		'script-src': [
			"'unsafe-eval'",
			'blob:',
			'https://*.googleapis.com',
			'https://*.gstatic.com',
			'https://*.google.com',
			'https://*.ggpht.com',
			'https://*.googleusercontent.com',
		],
		'style-src': ['https://fonts.googleapis.com'],
		'img-src': [
			'https://*.googleapis.com',
			'https://*.gstatic.com',
			'https://*.google.com',
			'https://*.googleusercontent.com',
		],
		'font-src': ['https://fonts.gstatic.com'],
		'connect-src': [
			'https://*.googleapis.com',
			'https://*.google.com',
			'https://*.gstatic.com',
			'data:',
			'blob:',
		],
		'frame-src': ['https://*.google.com'],
		'worker-src': ['blob:'],
	},
}
