import type { z } from 'zod'
import type { CapacityUnit, QuoteWaterSource } from '#app/lib/quote-fields.ts'
import quoteLinksJson from '#content/site/quote-links.json' with { type: 'json' }
import type { quoteLinksSchema } from './schemas.ts'
import type { ServiceFamily, ServiceLink } from './service-links.ts'

// The words and defaults a link to the quote form needs: every product page, the services cards and
// the case studies load this module, the quote page's own copy (quote.ts) only the quote page. The
// words are content (content/site/quote-links.yaml); the defaults are rules and stay here.

/**
 * The unit a family's capacity is usually given in: water plants by the litre per hour, sewage and
 * effluent plants by the day's volume (KLD), filling lines by bottles per minute as their ratings are
 * quoted, moulding and packaging by weight. Process equipment shares no measure: each piece names its
 * own unit in its content file, and the flow rate is the fallback.
 */
const familyUnits: Readonly<Record<ServiceFamily, CapacityUnit>> = {
	'water-treatment': 'lph',
	wastewater: 'm3d',
	'beverage-filling': 'bpm',
	packaging: 'kgph',
	'process-equipment': 'm3h',
}

/** The unit the quote form offers first for a product. */
export const defaultCapacityUnit = (product: ServiceLink): CapacityUnit =>
	product.quoteUnit ?? familyUnits[product.family]

/** Families whose buyers are asked where their water comes from. */
export const familiesWithWaterSource: readonly ServiceFamily[] = ['water-treatment', 'wastewater']

/** The source the quote form offers first: a sewage or effluent plant treats wastewater. */
export const defaultWaterSource = (product: ServiceLink): QuoteWaterSource | undefined =>
	product.family === 'wastewater' ? 'wastewater' : undefined

/** The calls to action that open the form, in content/site/quote-links.yaml. */
export const quoteCallToAction = quoteLinksJson as z.output<typeof quoteLinksSchema>
