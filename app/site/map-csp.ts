import { TILE_HOST } from '#app/content/map-config.ts'

export type MapProvider = 'openstreetmap' | 'google'

/** The server's setting that switches the contact map to Google Maps: a browser key, public by design. */
export const GOOGLE_MAPS_KEY_VARIABLE = 'GOOGLE_MAPS_API_KEY'

/** Where the contact map asks the server which provider it runs, and its key. */
export const MAP_SETTINGS_PATH = '/api/map'
export type MapSettings = { googleMapsApiKey?: string }

export const mapProviderFor = (googleMapsApiKey: string | undefined): MapProvider =>
	googleMapsApiKey?.trim() ? 'google' : 'openstreetmap'

/**
 * The hosts each provider needs, added to the site's Content-Security-Policy and nothing more.
 * Google's list is its published allowlist for the Maps JavaScript API (it evaluates code it
 * downloads, hence 'unsafe-eval' in that mode only).
 */
const googleMapsSources = {
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
} as const

export const mapCspSources: Readonly<
	Record<MapProvider, Partial<Record<keyof typeof googleMapsSources, readonly string[]>>>
> = { openstreetmap: { 'img-src': [TILE_HOST] }, google: googleMapsSources }
