import { MAP_PIN_SVG } from './map-pin.ts'
import type { MapLoader, MapPlace } from './types.ts'

export const GOOGLE_MAPS_SCRIPT_ORIGIN = 'https://maps.googleapis.com'
/** The global the Maps JavaScript API calls once it has loaded (its `callback` parameter). */
export const GOOGLE_MAPS_CALLBACK = 'initContactMap'

type LatLng = { lat: number; lng: number }

/** The part of the Maps JavaScript API this page uses. */
type GoogleMaps = {
	Map: new (
		element: HTMLElement,
		options: { center: LatLng; zoom: number; scrollwheel: boolean },
	) => object
	Marker: new (options: {
		position: LatLng
		map: object
		title: string
		icon: { url: string; scaledSize: object; anchor: object }
	}) => { setMap(map: null): void }
	Size: new (width: number, height: number) => object
	Point: new (x: number, y: number) => object
}

declare global {
	interface Window {
		google?: { maps?: GoogleMaps }
		[GOOGLE_MAPS_CALLBACK]?: () => void
		/** Called by the API when the key is refused (wrong referrer, billing, quota). */
		gm_authFailure?: () => void
	}
}

function loadScript(apiKey: string): Promise<GoogleMaps> {
	const loaded = window.google?.maps
	if (loaded) return Promise.resolve(loaded)
	return new Promise((resolve, reject) => {
		window[GOOGLE_MAPS_CALLBACK] = () => {
			const maps = window.google?.maps
			if (maps) resolve(maps)
			else reject(new Error('The Maps JavaScript API called back without google.maps'))
		}
		const script = document.createElement('script')
		script.src = `${GOOGLE_MAPS_SCRIPT_ORIGIN}/maps/api/js?${new URLSearchParams({
			key: apiKey.trim(),
			callback: GOOGLE_MAPS_CALLBACK,
			loading: 'async',
		})}`
		script.async = true
		script.onerror = () => {
			script.remove()
			reject(new Error('The Maps JavaScript API did not load'))
		}
		document.head.append(script)
	})
}

export function createGoogleMapLoader(apiKey: string, place: MapPlace): MapLoader {
	return async (element, onFailure) => {
		window.gm_authFailure = onFailure
		const maps = await loadScript(apiKey)
		const [lat, lng] = place.centre
		const map = new maps.Map(element, {
			center: { lat, lng },
			zoom: place.zoom,
			scrollwheel: false,
		})
		const marker = new maps.Marker({
			position: { lat, lng },
			map,
			title: place.markerTitle,
			icon: {
				url: `data:image/svg+xml;charset=UTF-8,${encodeURIComponent(MAP_PIN_SVG)}`,
				scaledSize: new maps.Size(32, 44),
				anchor: new maps.Point(16, 43),
			},
		})
		return () => {
			marker.setMap(null)
			window.gm_authFailure = undefined
		}
	}
}
