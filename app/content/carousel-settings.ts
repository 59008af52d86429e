// The carousel timings the company fixed, one record per carousel. Slides per view are given from the
// smallest screen up, at the site's breakpoints: base (<480 px), xs ≥480, md ≥768, lg ≥1024, xl ≥1280.
// "N slides; M at 1024; K at 768 and 480" reads as N on desktop, M from 1024 px up to desktop, K on
// tablets and phones.

export type SlidesPerView = { base: number; xs: number; md: number; lg: number; xl: number }

export type CarouselSettings = {
	speedMs: number
	/** Time between autoplayed changes. */
	intervalMs: number
	slidesPerView: SlidesPerView
	/** Cross-fade instead of sliding (one slide per view). */
	fade?: boolean
	/** Pagination dots, each standing for this many slides; omitted: no dots. */
	dotGroupSize?: number
	arrows: boolean
	axis: 'x' | 'y'
}

const perView = (desktop: number, at1024: number, tabletAndPhone: number): SlidesPerView => ({
	base: tabletAndPhone,
	xs: tabletAndPhone,
	md: tabletAndPhone,
	lg: at1024,
	xl: desktop,
})

export const carouselSettings = {
	// The hero cross-fades, which shows one slide at a time at every width.
	hero: {
		speedMs: 2000,
		intervalMs: 2500,
		slidesPerView: perView(1, 1, 1),
		fade: true,
		dotGroupSize: 3,
		arrows: false,
		axis: 'x',
	},
	partners: {
		speedMs: 1000,
		intervalMs: 2000,
		slidesPerView: perView(6, 4, 2),
		arrows: false,
		axis: 'x',
	},
	categories: {
		speedMs: 500,
		intervalMs: 2000,
		slidesPerView: perView(3, 2, 1),
		arrows: true,
		axis: 'x',
	},
	customers: {
		speedMs: 1500,
		intervalMs: 1500,
		slidesPerView: perView(6, 4, 2),
		arrows: false,
		axis: 'x',
	},
	testimonials: {
		speedMs: 500,
		intervalMs: 2000,
		slidesPerView: perView(2, 2, 1),
		arrows: false,
		axis: 'x',
	},
	// The About page's: vertical, 1.5 s delay, clickable pagination.
	about: {
		speedMs: 600,
		intervalMs: 1500,
		slidesPerView: perView(1, 1, 1),
		dotGroupSize: 1,
		arrows: false,
		axis: 'y',
	},
} as const satisfies Record<string, CarouselSettings>

/** Counters run from 0 to their targets in this time. */
export const COUNTER_DURATION_MS = 2000
