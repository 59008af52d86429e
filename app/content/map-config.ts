import { siteConfig } from './site-config.ts'

// PRODUCT.md decision 4: the map needs no key; OpenStreetMap's tiles are the only third-party host,
// and the Content-Security-Policy allows exactly that host for images.
export const TILE_HOST = 'https://tile.openstreetmap.org'

export const mapConfig = {
	tileUrl: `${TILE_HOST}/{z}/{x}/{y}.png`,
	attribution:
		'&copy; <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">OpenStreetMap</a> contributors',
	centre: [siteConfig.geo.latitude, siteConfig.geo.longitude] as [number, number],
	zoom: siteConfig.geo.zoom,
	/** Tile failures after which the map gives way to the address card. */
	failedTilesBeforeFallback: 4,
} as const
