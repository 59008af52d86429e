import type { CapacityUnit } from '#app/lib/quote-fields.ts'
import type { ServiceFamily } from './services.ts'

// The words and defaults a link to the quote form needs: every product page, the services cards and
// the case studies load this module, the quote page's own copy (quote.ts) only the quote page.

/** The unit a product's capacity is usually given in: water by the litre, bottles by the hour, resin by weight. */
export const defaultCapacityUnit: Readonly<Record<ServiceFamily, CapacityUnit>> = {
	'water-treatment': 'lph',
	wastewater: 'lph',
	'beverage-filling': 'bph',
	packaging: 'kgph',
	'process-equipment': 'kgph',
}

/** Families whose buyers are asked where their water comes from. */
export const familiesWithWaterSource: readonly ServiceFamily[] = ['water-treatment', 'wastewater']

/** The calls to action that open the form. */
export const quoteCallToAction = {
	label: 'Get a quote',
	/** For a product: names it for screen readers, where the button alone would be ambiguous. */
	forProduct: (productTitle: string) => `Get a quote for ${productTitle}`,
	fromSizing: 'Request a quote with these figures',
	/** Beside the link on a page about no one product (contact). */
	priceQuestion: 'Need the price of a plant? Tell us the product, the capacity and your site.',
} as const
