import type { EmblaCarouselType } from 'embla-carousel'
import { use, useEffect, useRef, useState } from 'react'
import type { CarouselSettings } from '#app/content/carousel-settings.ts'

// Embla's duration is an abstract physics value (default 25 ≈ 500 ms); this maps milliseconds onto it.
const MS_PER_EMBLA_DURATION_UNIT = 20

let emblaModules: Promise<typeof import('./embla-modules.ts')> | undefined
// One promise for every render, as `use` needs.
const loadEmbla = () => (emblaModules ??= import('./embla-modules.ts'))

// Starting Embla measures every slide, which costs tens of milliseconds per carousel on a phone; the
// home page has seven. A carousel starts when it comes within half a screen of the viewport, so
// hydration only pays for the ones a visitor can see. Once started, an autoplaying carousel animates
// on every frame (its long ease-out never settles before the next slide), so it plays only while it
// is that near: seven carousels scrolled out of view kept a tenth of a desktop core busy.
const NEAR_MARGIN = '50% 0px'

/** Whether the element is within half a screen of the viewport now, and whether it ever was. */
function useNearViewport(elementRef: React.RefObject<HTMLElement | null>) {
	const [near, setNear] = useState({ now: false, ever: false })
	useEffect(() => {
		const element = elementRef.current
		if (!element) return
		const observer = new IntersectionObserver(
			(entries) => {
				const now = entries.at(-1)?.isIntersecting ?? false
				setNear((was) => ({ now, ever: was.ever || now }))
			},
			{ rootMargin: NEAR_MARGIN },
		)
		observer.observe(element)
		return () => observer.disconnect()
	}, [elementRef])
	return near
}

/**
 * The carousel engine, loaded apart from the page's first modules: the slides are plain markup until
 * it runs. A carousel waits for the module while rendering, so the prerender and hydration both include
 * it; the engine itself starts once the carousel nears the viewport.
 */
export function useEmbla(settings: CarouselSettings) {
	const { EmblaCarousel, Autoplay, Fade } = use(loadEmbla())
	// A ref object, not a callback ref that sets state: state set while React attaches refs would
	// re-render every carousel synchronously right after hydration, in one long task.
	const viewportRef = useRef<HTMLDivElement>(null)
	const [api, setApi] = useState<EmblaCarouselType>()
	const near = useNearViewport(viewportRef)

	useEffect(() => {
		const viewport = viewportRef.current
		if (!near.ever || !viewport) return
		const carousel = EmblaCarousel(
			viewport,
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
	}, [near.ever, settings, EmblaCarousel, Autoplay, Fade])

	return [viewportRef, api, near.now] as const
}
