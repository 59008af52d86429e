// The part of the quote protocol that every link to the form needs: the pre-filling query and the
// values its choices take. Kept apart from the form's rules, whose validation library would otherwise
// ship with every page that links to a quote.

/** A hidden field: the plant-sizing result the buyer came from, as that calculator's address. */
export const QUOTE_SIZING_FIELD = 'sizing'

export const CAPACITY_UNITS = ['lph', 'm3d', 'bph', 'bpm', 'kgph'] as const
export type CapacityUnit = (typeof CAPACITY_UNITS)[number]

export const QUOTE_WATER_SOURCES = [
	'borewell',
	'municipal',
	'surface',
	'seawater',
	'wastewater',
	'not-sure',
] as const
export type QuoteWaterSource = (typeof QUOTE_WATER_SOURCES)[number]

/** The query of `/quote` that pre-fills the form: a product page, a case study or a sizing result. */
export const QUOTE_PREFILL_PARAMS = {
	service: 'service',
	capacity: 'capacity',
	unit: 'unit',
	source: 'source',
	sizing: QUOTE_SIZING_FIELD,
} as const
