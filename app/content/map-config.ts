import type { MapPlace, TileSource } from '#app/lib/map-loaders/types.ts'
import { siteConfig } from './site-config.ts'

// By default the map needs no key; OpenStreetMap's tiles are the only third-party host, since a page
// makes no third-party request it does not need. With a Google Maps key configured the Maps JavaScript
// API is used instead.
export const TILE_HOST = 'https://tile.openstreetmap.org'

export const mapConfig = {
	tileUrl: `${TILE_HOST}/{z}/{x}/{y}.png`,
	attribution:
		'&copy; <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">OpenStreetMap</a> contributors',
	centre: [siteConfig.geo.latitude, siteConfig.geo.longitude],
	zoom: siteConfig.geo.zoom,
	markerTitle: siteConfig.name,
	/** Tile failures after which the map gives way to the address card. */
	failedTilesBeforeFallback: 4,
} as const satisfies MapPlace & TileSource
