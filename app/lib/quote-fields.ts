// The quote request's names and choices, without its rules: what a link to the quote page needs.
// Every page that links there loads this module, so it stays free of the schema library.

/** The form's fields as posted, in form order. `service` is the product's slug, as the question form sends it. */
export const QUOTE_FIELDS = [
	'service',
	'name',
	'company',
	'email',
	'phone_number',
	'capacity',
	'capacity_unit',
	'water_source',
	'site_location',
	'timeline',
	'water_report',
	'message',
] as const
export type QuoteField = (typeof QUOTE_FIELDS)[number]

/** The file field; every other field is text. */
export const QUOTE_REPORT_FIELD = 'water_report'

// Water by flow, bottles by output, resin by weight; process equipment in the measure its own range is
// given in (flow, cooling duty, volume, cartridges, membrane element size).
export const CAPACITY_UNITS = [
	'lph',
	'm3d',
	'bph',
	'bpm',
	'kgph',
	'm3h',
	'tr',
	'litres',
	'cartridges',
	'inch',
] as const
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

export const QUOTE_TIMELINES = ['within-3-months', '3-6-months', '6-12-months', 'planning'] as const
export type QuoteTimeline = (typeof QUOTE_TIMELINES)[number]
