import { pages } from '#app/content/pages.ts'
import {
	defaultCapacityUnit,
	defaultWaterSource,
	familiesWithWaterSource,
} from '#app/content/quote-links.ts'
import { findServiceLink, type ServiceLink } from '#app/content/service-links.ts'
import { QUOTE_PREFILL_PARAMS, type QuotePrefill } from '#app/lib/quote-address.ts'
import { CAPACITY_UNITS, QUOTE_WATER_SOURCES } from '#app/lib/quote-fields.ts'

const oneOf = <Option extends string>(options: readonly Option[], value: string | null) =>
	options.find((option) => option === value)

/**
 * What the quote page's address pre-fills. Anything unknown (a removed product, a mistyped unit) is
 * dropped, never an error: the form then simply opens without it.
 */
export function readQuotePrefill(
	search: URLSearchParams,
): QuotePrefill & { product?: ServiceLink } {
	const product = findServiceLink(search.get(QUOTE_PREFILL_PARAMS.service) ?? undefined)
	const capacity = Number(search.get(QUOTE_PREFILL_PARAMS.capacity))
	const sizing = search.get(QUOTE_PREFILL_PARAMS.sizing) ?? ''
	return {
		product,
		service: product?.slug,
		capacity: Number.isFinite(capacity) && capacity > 0 ? capacity : undefined,
		unit:
			oneOf(CAPACITY_UNITS, search.get(QUOTE_PREFILL_PARAMS.unit)) ??
			(product ? defaultCapacityUnit(product) : undefined),
		source:
			oneOf(QUOTE_WATER_SOURCES, search.get(QUOTE_PREFILL_PARAMS.source)) ??
			(product ? defaultWaterSource(product) : undefined),
		// Only a path on this site: the field is shown back to staff as a link.
		sizing: sizing.startsWith(`${pages.plantSizing.path}/`) ? sizing : undefined,
	}
}

/** Whether the form asks this product's buyer where their water comes from. */
export const asksWaterSource = (service: ServiceLink | undefined) =>
	service !== undefined && familiesWithWaterSource.includes(service.family)
