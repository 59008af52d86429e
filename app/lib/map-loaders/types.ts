/**
 * Draws the company map into `element`. Resolves with a cleanup once the map is shown; rejects if the
 * provider's code cannot load. `onFailure` reports a failure after that (tiles or key rejected).
 */
export type MapLoader = (element: HTMLElement, onFailure: () => void) => Promise<() => void>

/** Where the map is centred and whose pin it shows; given by the caller, so loaders hold no content. */
export type MapPlace = {
	centre: [latitude: number, longitude: number]
	zoom: number
	/** The marker's title, read by screen readers and shown on hover. */
	markerTitle: string
}

/** Raster tiles for Leaflet, and how many may fail before the map gives way to the address card. */
export type TileSource = {
	tileUrl: string
	attribution: string
	failedTilesBeforeFallback: number
}
