import 'leaflet/dist/leaflet.css'
import leaflet from 'leaflet'
import { mapConfig } from '#app/content/map-config.ts'
import { siteConfig } from '#app/content/site-config.ts'
import { MAP_PIN_SVG } from './map-pin.ts'
import type { MapLoader } from './types.ts'

export const loadLeafletMap: MapLoader = async (element, onFailure) => {
	const map = leaflet
		.map(element, { scrollWheelZoom: false })
		.setView(mapConfig.centre, mapConfig.zoom)
	let failedTiles = 0
	leaflet
		.tileLayer(mapConfig.tileUrl, { attribution: mapConfig.attribution, maxZoom: 19 })
		.on('tileerror', () => {
			failedTiles += 1
			if (failedTiles === mapConfig.failedTilesBeforeFallback) onFailure()
		})
		.addTo(map)
	leaflet
		.marker(mapConfig.centre, {
			title: siteConfig.name,
			alt: `${siteConfig.name} location marker`,
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
