import 'leaflet/dist/leaflet.css'
import leaflet from 'leaflet'
import { MAP_PIN_SVG } from './map-pin.ts'
import type { MapLoader, MapPlace, TileSource } from './types.ts'

export const createLeafletMapLoader =
	(settings: MapPlace & TileSource): MapLoader =>
	async (element, onFailure) => {
		const map = leaflet
			.map(element, { scrollWheelZoom: false })
			.setView(settings.centre, settings.zoom)
		let failedTiles = 0
		leaflet
			.tileLayer(settings.tileUrl, { attribution: settings.attribution, maxZoom: 19 })
			.on('tileerror', () => {
				failedTiles += 1
				if (failedTiles === settings.failedTilesBeforeFallback) onFailure()
			})
			.addTo(map)
		leaflet
			.marker(settings.centre, {
				title: settings.markerTitle,
				alt: `${settings.markerTitle} location marker`,
				icon: leaflet.divIcon({
					html: MAP_PIN_SVG,
					className: '',
					iconSize: [32, 44],
					iconAnchor: [16, 43],
				}),
			})
			.addTo(map)
		return () => map.remove()
	}
