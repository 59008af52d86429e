import { text } from '#app/generated/content/site/quote-links.ts'
import type { CapacityUnit } from '#app/lib/quote-fields.ts'
import type { ServiceFamily } from './services.ts'

// The words and defaults a link to the quote form needs: every product page, the services cards and
// the case studies load this module, the quote page's own copy (quote.ts) only the quote page. The
// words are content (content/site/quote-links.yaml); the defaults are rules and stay here.

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

/** The calls to action that open the form, in content/site/quote-links.yaml. */
export const quoteCallToAction = text
