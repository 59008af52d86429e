import { MapPin, Navigation } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { cardVariants } from '#app/components/ui/card.tsx'
import { ExternalLink } from '#app/components/ui/external-link.tsx'
import { contactContent } from '#app/content/copy.ts'
import { mapConfig } from '#app/content/map-config.ts'
import { mapsUrl, postalAddress, siteConfig } from '#app/content/site-config.ts'
import { MAP_SETTINGS_PATH, type MapSettings, mapProviderFor } from '#app/site/map-csp.ts'

type MapState = 'waiting' | 'loading' | 'ready' | 'failed'

// Starts loading the map this far before it scrolls into view.
const PRELOAD_MARGIN = '300px'

// Only the configured provider's code is downloaded, and only when the map is about to be seen.
async function importMapLoader() {
	const response = await fetch(MAP_SETTINGS_PATH)
	const { googleMapsApiKey } = (await response.json()) as MapSettings
	if (mapProviderFor(googleMapsApiKey) === 'google' && googleMapsApiKey) {
		const { createGoogleMapLoader } = await import('#app/lib/map-loaders/google.ts')
		return createGoogleMapLoader(googleMapsApiKey, mapConfig)
	}
	const { createLeafletMapLoader } = await import('#app/lib/map-loaders/leaflet.ts')
	return createLeafletMapLoader(mapConfig)
}

function AddressCard() {
	return (
		<div className="flex h-full flex-col items-center justify-center gap-4 p-8 text-center">
			<span className="grid size-14 place-items-center rounded-full bg-inverse text-inverse-accent">
				<MapPin aria-hidden="true" className="size-7" />
			</span>
			<p className="text-lg font-bold text-primary">{siteConfig.name}</p>
			<address className="max-w-xs text-muted-foreground not-italic">{postalAddress()}</address>
			<ExternalLink href={mapsUrl()} className={buttonVariants({ variant: 'primary' })}>
				<Navigation aria-hidden="true" />
				{contactContent.openInMaps}
			</ExternalLink>
		</div>
	)
}

/**
 * The contact page's map (Leaflet and OpenStreetMap, or Google Maps when a key is configured), loaded
 * as it nears the viewport; the address card shows until then and stays if the script or tiles fail.
 */
export function ContactMap() {
	const section = useRef<HTMLElement>(null)
	const container = useRef<HTMLDivElement>(null)
	const [state, setState] = useState<MapState>('waiting')

	useEffect(() => {
		const target = section.current
		if (!target) return
		let removeMap: (() => void) | undefined
		let cancelled = false
		let failed = false
		const fail = () => {
			failed = true
			if (!cancelled) setState('failed')
		}

		async function load() {
			setState('loading')
			try {
				const loadMap = await importMapLoader()
				const element = container.current
				if (cancelled || !element) return
				removeMap = await loadMap(element, fail)
				if (cancelled) removeMap()
				else if (!failed) setState('ready')
			} catch {
				fail()
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
			removeMap?.()
		}
	}, [])

	const showCard = state === 'waiting' || state === 'failed'
	return (
		<section
			ref={section}
			aria-label={contactContent.mapLabel}
			data-map-state={state}
			className={cardVariants({
				tone: 'water',
				padding: 'none',
				className: 'relative isolate h-[28rem] overflow-hidden lg:h-auto lg:min-h-[28rem]',
			})}
		>
			<div ref={container} className={showCard ? 'hidden' : 'h-full w-full'} />
			{showCard ? (
				<AddressCard />
			) : (
				// Leaflet's panes stack up to z-index 1000 inside the isolated section. Phones get the address from
				// the Visit our works card just above, and the whole map for the marker.
				<div className="absolute top-3 right-3 z-[1001] hidden sm:block max-w-[15rem] rounded-xl bg-surface/95 p-4 shadow-card">
					<p className="font-bold text-primary">{siteConfig.name}</p>
					<address className="mt-1 text-sm text-muted-foreground not-italic">
						{postalAddress()}
					</address>
					<ExternalLink
						href={mapsUrl()}
						className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-link hover:text-primary"
					>
						<Navigation aria-hidden="true" className="size-4" />
						{contactContent.openInMaps}
					</ExternalLink>
				</div>
			)}
		</section>
	)
}
