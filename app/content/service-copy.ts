import type { ServiceSlug } from './services.ts'

/** A row of a service's specification table; quantities carry their units in the value. */
export type SpecificationRow = { label: string; value: string }

/** A part of the long description under its own subheading. */
export type CopySection = { heading: string; paragraphs: readonly string[] }

/** The detail-page copy of one service, in `service-copy/<slug>.ts`. */
export type ServiceCopy = {
	/** Capacity range as shown on the detail page; the first row of the specification table. */
	capacity: string
	industries: readonly string[]
	/**
	 * The rest of the specification table: feed or duty, product, materials, utilities, control and
	 * standards, each figure with its unit.
	 */
	specification: readonly SpecificationRow[]
	/** Detail-page body: 4–5 sections of specific engineering copy. */
	description: readonly CopySection[]
	/** Process steps, in order, each one sentence. */
	process: readonly string[]
	/** The four "why choose" checklist items of the detail page. */
	whyChoose: readonly [string, string, string, string]
}

/**
 * Each service's detail copy is a module of its own, so a service page loads its own copy and no
 * other; the compiler asks for a module for every slug of services.ts.
 */
export const serviceCopyModules = {
	'fully-auto-ss-deluxe-ro-plant': () => import('./service-copy/fully-auto-ss-deluxe-ro-plant.ts'),
	'frp-ro-systems': () => import('./service-copy/frp-ro-systems.ts'),
	'ultra-filtration-systems': () => import('./service-copy/ultra-filtration-systems.ts'),
	'stp-plants': () => import('./service-copy/stp-plants.ts'),
	'plastic-moulding-industry-solutions': () =>
		import('./service-copy/plastic-moulding-industry-solutions.ts'),
	'beverage-filling-solutions': () => import('./service-copy/beverage-filling-solutions.ts'),
	'packaging-industry-solutions': () => import('./service-copy/packaging-industry-solutions.ts'),
	'treated-water-turnkey-projects': () =>
		import('./service-copy/treated-water-turnkey-projects.ts'),
	'pharma-projects': () => import('./service-copy/pharma-projects.ts'),
	'industrial-domestic-water-softener-plant': () =>
		import('./service-copy/industrial-domestic-water-softener-plant.ts'),
	'soda-juice-plants': () => import('./service-copy/soda-juice-plants.ts'),
	'pressure-boosting-system': () => import('./service-copy/pressure-boosting-system.ts'),
	'water-filtration-system': () => import('./service-copy/water-filtration-system.ts'),
	'water-chiller-plant': () => import('./service-copy/water-chiller-plant.ts'),
	'ss-mcf': () => import('./service-copy/ss-mcf.ts'),
	'ss-pressure-tubes': () => import('./service-copy/ss-pressure-tubes.ts'),
	'ss-vessels': () => import('./service-copy/ss-vessels.ts'),
	'dm-plant-mb-plant': () => import('./service-copy/dm-plant-mb-plant.ts'),
	'zero-liquid-discharge-zld-system': () =>
		import('./service-copy/zero-liquid-discharge-zld-system.ts'),
	'ceramic-membrane-filtration-plant': () =>
		import('./service-copy/ceramic-membrane-filtration-plant.ts'),
} satisfies Record<ServiceSlug, () => Promise<{ copy: ServiceCopy }>>

export const loadServiceCopy = async (slug: ServiceSlug): Promise<ServiceCopy> =>
	(await serviceCopyModules[slug]()).copy
