// The query of `/quote` that pre-fills the form. Apart from the form's names and choices because
// every product page links to the quote page and loads this, and nothing else of the form.

/** A hidden field: the plant-sizing result the buyer came from, as that calculator's address. */
export const QUOTE_SIZING_FIELD = 'sizing'

/** The query of `/quote` that pre-fills the form: a product page, a case study or a sizing result. */
export const QUOTE_PREFILL_PARAMS = {
	service: 'service',
	capacity: 'capacity',
	unit: 'unit',
	source: 'source',
	sizing: QUOTE_SIZING_FIELD,
} as const
