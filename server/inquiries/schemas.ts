import { z } from 'zod/mini'
import { findService, services } from '#app/content/services.ts'
import {
	CONTACT_FIELDS,
	CONTACT_MAX_LENGTHS,
	contactSchema,
	emptyContactDraft,
	firstErrors,
	oneLine,
} from '#app/lib/contact-form.ts'
import type { SizingFigures } from '#app/lib/inbox-protocol.ts'
import { INQUIRY_SERVICE_FIELD, type InquiryKind } from '#app/lib/inquiry-protocol.ts'
import { QUOTE_SIZING_FIELD, QUOTE_TEXT_FIELDS, quoteSchema } from '#app/lib/quote-request.ts'
import { sizingSummary } from '#app/site/sizing-summary.ts'

export const QUESTION_FIELDS = ['name', 'email', 'message', INQUIRY_SERVICE_FIELD] as const

const serviceSlugs = services.map((service) => service.slug) as [string, ...string[]]

// The Ask Question form checks nothing in the browser but the e-mail's shape; the server still needs
// an answerable question: a real e-mail, a message, a known service and no oversized field. E-mail
// and message follow the contact form's own rules and messages; the name stays optional as in the
// form, only bounded and on one line.
const questionSchema = z.object({
	name: z.string().check(
		z.trim(),
		z.maxLength(CONTACT_MAX_LENGTHS.name, {
			error: () =>
				`Please keep this under ${CONTACT_MAX_LENGTHS.name.toLocaleString('en-IN')} characters`,
		}),
		oneLine(),
	),
	email: contactSchema.shape.email,
	message: contactSchema.shape.message,
	[INQUIRY_SERVICE_FIELD]: z.enum(serviceSlugs, 'Please send your question from a service page'),
})

const quoteRules = quoteSchema(serviceSlugs)
const SIZING_MAX_LENGTH = 2000

/** A quote request's own figures, beside the fields every inquiry has. */
export type QuoteFigures = {
	company: string | undefined
	capacity: number
	capacityUnit: string
	waterSource: string | undefined
	siteLocation: string
	timeline: string
	/** The plant-sizing result the buyer came from, as its address on this site. */
	sizing: string | undefined
	sizingFigures: SizingFigures | undefined
}

/** A valid inquiry, trimmed, in the shape it is stored in. */
export type ValidInquiry = {
	kind: InquiryKind
	name: string
	email: string
	phone: string | undefined
	subject: string | undefined
	message: string
	service: string | undefined
	quote?: QuoteFigures
}

export type FieldErrors = Partial<Record<string, string>>

// Absent fields are empty ones, so a missing field gets the form's own "please enter" message.
const fieldsOf = (input: Record<string, string>, names: readonly string[]) =>
	Object.fromEntries(names.map((name) => [name, input[name] ?? '']))

export function validateInquiry(
	kind: InquiryKind,
	input: Record<string, string>,
): { inquiry: ValidInquiry } | { errors: FieldErrors } {
	if (kind === 'contact') {
		const result = contactSchema.safeParse({
			...emptyContactDraft,
			...fieldsOf(input, CONTACT_FIELDS),
		})
		if (!result.success) return { errors: firstErrors(result.error.issues) }
		const { name, email, phone_number, msg_subject, message } = result.data
		return {
			inquiry: {
				kind,
				name,
				email,
				phone: phone_number,
				subject: msg_subject,
				message,
				service: undefined,
			},
		}
	}
	if (kind === 'quote') return validateQuote(input)
	const result = questionSchema.safeParse(fieldsOf(input, QUESTION_FIELDS))
	if (!result.success) return { errors: firstErrors(result.error.issues) }
	const { name, email, message, service } = result.data
	return { inquiry: { kind, name, email, phone: undefined, subject: undefined, message, service } }
}

function validateQuote(
	input: Record<string, string>,
): { inquiry: ValidInquiry } | { errors: FieldErrors } {
	const result = quoteRules.safeParse(fieldsOf(input, QUOTE_TEXT_FIELDS))
	if (!result.success) return { errors: firstErrors(result.error.issues) }
	const { service, name, company, email, phone_number, message, ...figures } = result.data
	const sizing = input[QUOTE_SIZING_FIELD]?.trim() ?? ''
	// Only a calculator's own address with valid inputs is kept; its figures are worked out here, from
	// the rules, never taken from the post.
	const summary = sizing.length <= SIZING_MAX_LENGTH ? sizingSummary(sizing) : undefined
	return {
		inquiry: {
			kind: 'quote',
			name,
			email,
			phone: phone_number,
			subject: undefined,
			message,
			service,
			quote: {
				company: company || undefined,
				capacity: Number(figures.capacity),
				capacityUnit: figures.capacity_unit,
				waterSource: figures.water_source || undefined,
				siteLocation: figures.site_location,
				timeline: figures.timeline,
				sizing: summary?.address,
				sizingFigures: summary && {
					tool: summary.tool,
					inputs: summary.inputs,
					results: summary.results,
				},
			},
		},
	}
}

/** The service's title for people (e-mails, the inbox), or the slug itself if it is gone. */
export const serviceTitle = (slug: string | null | undefined) =>
	slug ? (findService(slug)?.title ?? slug) : undefined
