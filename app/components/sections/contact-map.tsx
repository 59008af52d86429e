import { MapPin, Navigation } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { ExternalLink } from '#app/components/ui/external-link.tsx'
import { mapConfig } from '#app/content/map-config.ts'
import { mapsUrl, postalAddress, siteConfig } from '#app/content/site-config.ts'

type MapState = 'waiting' | 'loading' | 'ready' | 'failed'

// Starts loading the map this far before it scrolls into view.
const PRELOAD_MARGIN = '300px'

const PIN_HTML =
	'<svg viewBox="0 0 32 44" width="32" height="44" aria-hidden="true"><path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 43 16 43s15-16 15-27.2C31 7.6 24.3 1 16 1Z" fill="#0b2545" stroke="#fff" stroke-width="2"/><circle cx="16" cy="16" r="6" fill="#22bfe0"/></svg>'

function AddressCard() {
	return (
		<div className="flex h-full flex-col items-center justify-center gap-4 p-8 text-center">
			<span className="grid size-14 place-items-center rounded-full bg-navy-900 text-water-300">
				<MapPin aria-hidden="true" className="size-7" />
			</span>
			<p className="text-lg font-bold text-navy-900">{siteConfig.name}</p>
			<address className="max-w-xs text-ink-600 not-italic">{postalAddress()}</address>
			<ExternalLink href={mapsUrl()} className={buttonVariants({ variant: 'primary' })}>
				<Navigation aria-hidden="true" />
				Open in maps
			</ExternalLink>
		</div>
	)
}

/**
 * spec §2 Contact: an interactive map at zoom 15 with a marker. Leaflet and its stylesheet load only
 * here and only when the map nears the viewport; the address card shows until then and stays if the
 * map's script or its tiles fail.
 */
export function ContactMap() {
	const section = useRef<HTMLElement>(null)
	const container = useRef<HTMLDivElement>(null)
	const [state, setState] = useState<MapState>('waiting')

	useEffect(() => {
		const target = section.current
		if (!target) return
		let map: import('leaflet').Map | undefined
		let cancelled = false

		async function load() {
			setState('loading')
			try {
				const [{ default: leaflet }] = await Promise.all([
					import('leaflet'),
					import('leaflet/dist/leaflet.css'),
				])
				const element = container.current
				if (cancelled || !element) return
				map = leaflet
					.map(element, { scrollWheelZoom: false })
					.setView(mapConfig.centre, mapConfig.zoom)
				let failedTiles = 0
				leaflet
					.tileLayer(mapConfig.tileUrl, { attribution: mapConfig.attribution, maxZoom: 19 })
					.on('tileerror', () => {
						failedTiles += 1
						if (failedTiles >= mapConfig.failedTilesBeforeFallback) setState('failed')
					})
					.addTo(map)
				leaflet
					.marker(mapConfig.centre, {
						title: siteConfig.name,
						alt: `${siteConfig.name} location marker`,
						icon: leaflet.divIcon({
							html: PIN_HTML,
							className: '',
							iconSize: [32, 44],
							iconAnchor: [16, 43],
						}),
					})
					.addTo(map)
				setState('ready')
			} catch {
				if (!cancelled) setState('failed')
			}
		}

		const observer = new IntersectionObserver(
			([entry]) => {
				if (!entry?.isIntersecting) return
				observer.disconnect()
				void load()
			},
			{ rootMargin: PRELOAD_MARGIN },
		)
		observer.observe(target)
		return () => {
			cancelled = true
			observer.disconnect()
			map?.remove()
		}
	}, [])

	const showCard = state === 'waiting' || state === 'failed'
	return (
		<section
			ref={section}
			aria-label="Map"
			data-map-state={state}
			className="relative isolate h-[28rem] overflow-hidden rounded-card border border-ink-100 bg-water-50 shadow-card"
		>
			<div ref={container} className={showCard ? 'hidden' : 'h-full w-full'} />
			{showCard ? <AddressCard /> : null}
		</section>
	)
}
