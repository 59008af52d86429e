import { z } from 'zod/mini'
import {
	CONTACT_MAX_LENGTHS,
	contactSchema,
	emptyDraft,
	oneLine,
	storedDraftReader,
	text,
} from './contact-form.ts'
import { fieldMessages } from './form-messages.ts'
import {
	CAPACITY_UNITS,
	QUOTE_FIELDS,
	QUOTE_REPORT_FIELD,
	QUOTE_TIMELINES,
	QUOTE_WATER_SOURCES,
	type QuoteField,
} from './quote-fields.ts'

// What the quote form, its page's action and the inquiry endpoint agree on: field names, the choices'
// values, the rules and their messages, the water report's limits and how a file is recognised.
// Browser-safe (no Node imports). The messages sit beside the rules they explain, as the contact
// form's do; the labels, hints and choices' names people read live in the content.

// The names and choices live apart (quote-fields.ts) so that a page linking to the quote form does
// not load the schema library with them.
export { QUOTE_REFERENCE_FIELD, QUOTE_SIZING_FIELD } from './quote-address.ts'
export { QUOTE_FIELDS, QUOTE_REPORT_FIELD } from './quote-fields.ts'

/** The water report: a scan or export of a lab's analysis. */
export const QUOTE_REPORT_MAX_BYTES = 5 * 1024 * 1024
/** A quote post is the report plus a few short fields; anything larger is refused unread (413). */
export const QUOTE_MAX_BODY_BYTES = QUOTE_REPORT_MAX_BYTES + 64 * 1024
export const QUOTE_REPORT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const
export type QuoteReportType = (typeof QUOTE_REPORT_TYPES)[number]
/** What the `accept` attribute offers in the file picker; the file's first bytes decide, not this. */
export const QUOTE_REPORT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png'

export const REPORT_SIGNATURE_BYTES = 8

const SIGNATURES: readonly { type: QuoteReportType; bytes: readonly number[] }[] = [
	{ type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
	{ type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
	{ type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
]

/** The report's type from its first bytes (never its name or claimed type), or undefined if none fits. */
export function reportTypeOf(head: Uint8Array): QuoteReportType | undefined {
	return SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte))?.type
}

/** Longest value each text field accepts; the inputs stop typing there too. */
export const QUOTE_MAX_LENGTHS = {
	name: CONTACT_MAX_LENGTHS.name,
	company: 150,
	email: CONTACT_MAX_LENGTHS.email,
	phone_number: CONTACT_MAX_LENGTHS.phone_number,
	capacity: 12,
	site_location: 150,
	message: CONTACT_MAX_LENGTHS.message,
} as const

const choice = <Option extends string>(options: readonly Option[], message: string) =>
	z.enum(options as [Option, ...Option[]], message)

/**
 * The one source of the quote form's rules and messages, for the browser and the server. The product
 * list comes from the caller (the services in the content), so this module imports no content.
 */
export function quoteSchema(serviceSlugs: readonly string[]) {
	return z.object({
		service: choice(serviceSlugs, fieldMessages.productRequired),
		name: text(QUOTE_MAX_LENGTHS.name, fieldMessages.nameRequired).check(oneLine()),
		company: text(QUOTE_MAX_LENGTHS.company).check(oneLine()),
		email: contactSchema.shape.email,
		phone_number: contactSchema.shape.phone_number,
		capacity: z.string().check(
			z.trim(),
			z.minLength(1, fieldMessages.capacityRequired),
			z.refine((text) => {
				const value = Number(text)
				return Number.isFinite(value) && value > 0
			}, fieldMessages.capacityAboveZero),
		),
		capacity_unit: choice(CAPACITY_UNITS, fieldMessages.unitRequired),
		water_source: z.union([
			z.literal(''),
			choice(QUOTE_WATER_SOURCES, fieldMessages.sourceRequired),
		]),
		site_location: text(QUOTE_MAX_LENGTHS.site_location, fieldMessages.siteLocationRequired).check(
			oneLine(),
		),
		timeline: choice(QUOTE_TIMELINES, fieldMessages.timelineRequired),
		message: text(QUOTE_MAX_LENGTHS.message),
	})
}

export type QuoteTextField = Exclude<QuoteField, typeof QUOTE_REPORT_FIELD>
export type QuoteDraft = Record<QuoteTextField, string>

/** The report's own check, before it is sent (browser) and as it arrives (server): its refusal's key. */
export function reportError(file: { size: number; head: Uint8Array }): string | undefined {
	if (file.size === 0) return undefined
	if (file.size > QUOTE_REPORT_MAX_BYTES || !reportTypeOf(file.head))
		return fieldMessages.reportFile
	return undefined
}

/** The local storage key the quote form's draft (its text fields, never the file) is kept under. */
export const QUOTE_DRAFT_KEY = 'quote-form'
export const QUOTE_TEXT_FIELDS = QUOTE_FIELDS.filter(
	(field): field is QuoteTextField => field !== QUOTE_REPORT_FIELD,
)
export const emptyQuoteDraft: QuoteDraft = emptyDraft(QUOTE_TEXT_FIELDS)
/** A quote draft from storage, or undefined when it is not one the form could have written. */
export const parseStoredQuoteDraft = storedDraftReader(QUOTE_TEXT_FIELDS, QUOTE_MAX_LENGTHS)
