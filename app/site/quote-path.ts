import type { CapacityUnit, QuoteWaterSource } from '#app/lib/quote-fields.ts'
import { QUOTE_PREFILL_PARAMS } from '#app/lib/quote-prefill-params.ts'

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
