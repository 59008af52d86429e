import { defaultCapacityUnit, familiesWithWaterSource } from '#app/content/quote.ts'
import { findService, type Service } from '#app/content/services.ts'
import {
	CAPACITY_UNITS,
	type CapacityUnit,
	QUOTE_PREFILL_PARAMS,
	QUOTE_WATER_SOURCES,
	type QuoteWaterSource,
} from '#app/lib/quote-prefill.ts'

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

const oneOf = <Option extends string>(options: readonly Option[], value: string | null) =>
	options.find((option) => option === value)

/**
 * What the quote page's address pre-fills. Anything unknown (a removed product, a mistyped unit) is
 * dropped, never an error: the form then simply opens without it.
 */
export function readQuotePrefill(search: URLSearchParams): QuotePrefill & { product?: Service } {
	const product = findService(search.get(QUOTE_PREFILL_PARAMS.service) ?? undefined)
	const capacity = Number(search.get(QUOTE_PREFILL_PARAMS.capacity))
	const sizing = search.get(QUOTE_PREFILL_PARAMS.sizing) ?? ''
	return {
		product,
		service: product?.slug,
		capacity: Number.isFinite(capacity) && capacity > 0 ? capacity : undefined,
		unit:
			oneOf(CAPACITY_UNITS, search.get(QUOTE_PREFILL_PARAMS.unit)) ??
			(product ? defaultCapacityUnit[product.family] : undefined),
		source: oneOf(QUOTE_WATER_SOURCES, search.get(QUOTE_PREFILL_PARAMS.source)),
		// Only a path on this site: the field is shown back to staff as a link.
		sizing: sizing.startsWith('/plant-sizing/') ? sizing : undefined,
	}
}

/** Whether the form asks this product's buyer where their water comes from. */
export const asksWaterSource = (service: Service | undefined) =>
	service !== undefined && familiesWithWaterSource.includes(service.family)
