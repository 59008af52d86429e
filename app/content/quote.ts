import type {
	CapacityUnit,
	QuoteTextField,
	QuoteTimeline,
	QuoteWaterSource,
} from '#app/lib/quote-request.ts'

// The words of the quote request: the form's labels (the inbox, the e-mail and the spreadsheet name
// the fields the same way), its choices and the calls to action that lead to it.

export const quoteFormText = {
	title: 'Request a quote',
	/** Under the heading when the form opens with a product chosen. */
	forProduct: (productTitle: string) => `for ${productTitle}`,
	lead: 'Tell us what you need and where: an engineer prices the plant and replies within one working day. The more we know now, the fewer questions we have to ask before we can give a price.',
	labels: {
		service: 'Product',
		name: 'Name',
		company: 'Company',
		email: 'E-mail',
		phone_number: 'Phone',
		capacity: 'Capacity needed',
		capacity_unit: 'Unit',
		water_source: 'Water source',
		site_location: 'Site location',
		timeline: 'When do you need it?',
		water_report: 'Water analysis report',
		message: 'Message',
	} satisfies Record<QuoteTextField | 'water_report', string>,
	hints: {
		site_location: 'City and state',
		water_report: 'Optional: PDF, JPG or PNG, at most 5 MB.',
		phone_number: 'With country code, e.g. +91 98765 43210',
	},
	chooseProduct: 'Choose a product',
	chooseOption: 'Choose one',
	submit: 'Send quote request',
	/** The file field's hint when the page comes back after a post without JavaScript: no browser keeps a chosen file. */
	chooseFileAgain:
		'If you attached a water analysis report, please choose the file again: it is not kept when the form comes back.',
	/** The plant-sizing result the request carries, named above the submit button. */
	sizingAttached: 'Your plant-sizing result is attached to this request.',
} as const

export const capacityUnitLabels: Readonly<Record<CapacityUnit, string>> = {
	lph: 'litres per hour',
	m3d: 'm³ per day',
	bph: 'bottles per hour',
	bpm: 'bottles per minute',
	kgph: 'kg per hour',
}

export const quoteWaterSourceLabels: Readonly<Record<QuoteWaterSource, string>> = {
	borewell: 'Borewell or groundwater',
	municipal: 'Municipal supply',
	surface: 'River, lake or canal',
	seawater: 'Seawater',
	wastewater: 'Wastewater or effluent',
	'not-sure': 'Not sure',
}

export const quoteTimelineLabels: Readonly<Record<QuoteTimeline, string>> = {
	'within-3-months': 'Within 3 months',
	'3-6-months': '3 to 6 months',
	'6-12-months': '6 to 12 months',
	planning: 'Just planning',
}

// What a link to the quote form needs lives apart, so the pages that link here load none of the words
// above.
export {
	defaultCapacityUnit,
	familiesWithWaterSource,
	quoteCallToAction,
} from './quote-links.ts'
