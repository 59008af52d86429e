import type { EmblaCarouselType } from 'embla-carousel'
import { use, useEffect, useState } from 'react'
import type { CarouselSettings } from '#app/content/carousel-settings.ts'

// Embla's duration is an abstract physics value (default 25 ≈ 500 ms); this maps milliseconds onto it.
const MS_PER_EMBLA_DURATION_UNIT = 20

let emblaModules: Promise<typeof import('./embla-modules.ts')> | undefined
const loadEmbla = () => {
	emblaModules ??= import('./embla-modules.ts')
	return emblaModules
}

// Starting Embla measures every slide, which costs tens of milliseconds per carousel on a phone; the
// home page has seven. A carousel starts when it comes within half a screen of the viewport, so
// hydration only pays for the ones a visitor can see.
const START_MARGIN = '50% 0px'

/** Resolves with the element once it comes near the viewport; `null` until then. */
function useNearViewport(element: HTMLElement | null) {
	const [near, setNear] = useState<HTMLElement | null>(null)
	useEffect(() => {
		if (!element) return
		const observer = new IntersectionObserver(
			(entries) => {
				if (!entries.some((entry) => entry.isIntersecting)) return
				observer.disconnect()
				setNear(element)
			},
			{ rootMargin: START_MARGIN },
		)
		observer.observe(element)
		return () => observer.disconnect()
	}, [element])
	return near
}

/**
 * The carousel engine, loaded apart from the page's first modules: the slides are plain markup until
 * it runs. A carousel waits for the module while rendering, so the prerender and hydration both include
 * it; the engine itself starts once the carousel nears the viewport.
 */
export function useEmbla(settings: CarouselSettings) {
	const { EmblaCarousel, Autoplay, Fade } = use(loadEmbla())
	const [viewport, setViewport] = useState<HTMLElement | null>(null)
	const [api, setApi] = useState<EmblaCarouselType>()
	const viewportNearScreen = useNearViewport(viewport)

	useEffect(() => {
		if (!viewportNearScreen) return
		const carousel = EmblaCarousel(
			viewportNearScreen,
			{
				loop: true,
				align: 'start',
				axis: settings.axis,
				// A slide counts as shown, and reachable by keyboard, once half of it is in view.
				inViewThreshold: 0.5,
				duration: Math.round(settings.speedMs / MS_PER_EMBLA_DURATION_UNIT),
			},
			[
				Autoplay({
					delay: settings.intervalMs,
					playOnInit: false,
					stopOnInteraction: false,
					stopOnMouseEnter: false,
					stopOnFocusIn: false,
				}),
				...(settings.fade ? [Fade()] : []),
			],
		)
		setApi(carousel)
		return () => carousel.destroy()
	}, [viewportNearScreen, settings, EmblaCarousel, Autoplay, Fade])

	return [setViewport, api, viewport] as const
}
