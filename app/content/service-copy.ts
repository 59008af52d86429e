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

// Each service's detail copy is a module of its own, `service-copy/<slug>.ts`, so a service page loads
// its own copy and no other. The build stops when a service has no such file (site/required-files.ts).
export const loadServiceCopy = async (slug: ServiceSlug): Promise<ServiceCopy> => {
	const module: { copy: ServiceCopy } = await import(`./service-copy/${slug}.ts`)
	return module.copy
}
