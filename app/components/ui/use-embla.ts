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

/**
 * The carousel engine, loaded apart from the page's first modules: the slides are plain markup until
 * it runs. A carousel waits for it while rendering, so the prerender and hydration both include it and
 * the page counts as interactive only once every carousel is.
 */
export function useEmbla(settings: CarouselSettings) {
	const { EmblaCarousel, Autoplay, Fade } = use(loadEmbla())
	const [viewport, setViewport] = useState<HTMLElement | null>(null)
	const [api, setApi] = useState<EmblaCarouselType>()

	useEffect(() => {
		if (!viewport) return
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
	}, [viewport, settings, EmblaCarousel, Autoplay, Fade])

	return [setViewport, api] as const
}
