// The quote page's address and the query that pre-fills its form. Every product page, case study
// and sizing result links to the quote page and loads this module, and nothing else of the form.
import type { CapacityUnit, QuoteWaterSource } from './quote-fields.ts'

/** A hidden field: the plant-sizing result the buyer came from, as that calculator's address. */
export const QUOTE_SIZING_FIELD = 'sizing'
/** A hidden field: the result's reference as the form showed it to the buyer. */
export const QUOTE_REFERENCE_FIELD = 'sizing_reference'

/** The query of `/quote` that pre-fills the form: a product page, a case study or a sizing result. */
export const QUOTE_PREFILL_PARAMS = {
	service: 'service',
	capacity: 'capacity',
	unit: 'unit',
	source: 'source',
	sizing: QUOTE_SIZING_FIELD,
} as const

/** The quote page's address. */
export const QUOTE_PATH = '/quote'

export type QuotePrefill = {
	service?: string
	capacity?: number
	unit?: CapacityUnit
	source?: QuoteWaterSource
	/** The calculator's own address (path and query) of the sizing result the quote carries. */
	sizing?: string
}

/** `/quote` with the form pre-filled: a product page, a case study or a plant-sizing result links here. */
export function quotePath(prefill: QuotePrefill = {}): string {
	const params = new URLSearchParams()
	if (prefill.service) params.set(QUOTE_PREFILL_PARAMS.service, prefill.service)
	if (prefill.capacity !== undefined)
		params.set(QUOTE_PREFILL_PARAMS.capacity, String(prefill.capacity))
	if (prefill.unit) params.set(QUOTE_PREFILL_PARAMS.unit, prefill.unit)
	if (prefill.source) params.set(QUOTE_PREFILL_PARAMS.source, prefill.source)
	if (prefill.sizing) params.set(QUOTE_PREFILL_PARAMS.sizing, prefill.sizing)
	const query = params.toString()
	return query ? `${QUOTE_PATH}?${query}` : QUOTE_PATH
}
