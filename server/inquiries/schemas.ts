import { z } from 'zod/mini'
import { findService, services } from '#app/content/services.ts'
import {
	CONTACT_FIELDS,
	CONTACT_MAX_LENGTHS,
	contactSchema,
	firstErrors,
	oneLine,
	text,
} from '#app/lib/contact-form.ts'
import { fieldMessages } from '#app/lib/form-messages.ts'
import { INQUIRY_SERVICE_FIELD, type InquiryKind } from '#app/lib/inquiry-protocol.ts'
import {
	QUOTE_REFERENCE_FIELD,
	QUOTE_SIZING_FIELD,
	QUOTE_TEXT_FIELDS,
	quoteSchema,
} from '#app/lib/quote-request.ts'
import { sentReference } from '#app/site/proposal-reference.ts'
import { sizingSummary } from '#app/site/sizing-summary.ts'
import type { InquiryFields } from './rows.ts'

export const QUESTION_FIELDS = ['name', 'email', 'message', INQUIRY_SERVICE_FIELD] as const

const serviceSlugs = services.map((service) => service.slug) as [string, ...string[]]

// The Ask Question form checks nothing in the browser but the e-mail's shape; the server still needs
// an answerable question: a real e-mail, a message, a known service and no oversized field. E-mail
// and message follow the contact form's own rules and messages; the name stays optional as in the
// form, only bounded and on one line.
const questionSchema = z.object({
	name: text(CONTACT_MAX_LENGTHS.name).check(oneLine()),
	email: contactSchema.shape.email,
	message: contactSchema.shape.message,
	[INQUIRY_SERVICE_FIELD]: z.enum(serviceSlugs, fieldMessages.questionFromServicePage),
})

const quoteRules = quoteSchema(serviceSlugs)
const SIZING_MAX_LENGTH = 2000

export type FieldErrors = Partial<Record<string, string>>
type Validated = { inquiry: InquiryFields } | { errors: FieldErrors }

// Absent fields are empty ones, so a missing field gets the form's own "please enter" message.
const fieldsOf = (input: Record<string, string>, names: readonly string[]) =>
	Object.fromEntries(names.map((name) => [name, input[name] ?? '']))

/** A valid inquiry, trimmed, in the columns it is stored in; or each invalid field's message. */
export function validateInquiry(kind: InquiryKind, input: Record<string, string>): Validated {
	if (kind === 'quote') return validateQuote(input)
	if (kind === 'contact') {
		const result = contactSchema.safeParse(fieldsOf(input, CONTACT_FIELDS))
		if (!result.success) return { errors: firstErrors(result.error.issues) }
		const { phone_number, msg_subject, ...fields } = result.data
		return { inquiry: { ...fields, kind, phone: phone_number, subject: msg_subject } }
	}
	const result = questionSchema.safeParse(fieldsOf(input, QUESTION_FIELDS))
	if (!result.success) return { errors: firstErrors(result.error.issues) }
	return { inquiry: { ...result.data, kind } }
}

function validateQuote(input: Record<string, string>): Validated {
	const result = quoteRules.safeParse(fieldsOf(input, QUOTE_TEXT_FIELDS))
	if (!result.success) return { errors: firstErrors(result.error.issues) }
	const { phone_number, company, capacity, water_source, ...fields } = result.data
	const sizing = input[QUOTE_SIZING_FIELD]?.trim() ?? ''
	// Only a calculator's own address with valid inputs is kept; its figures are worked out here, from
	// the rules, never taken from the post.
	const summary = sizing.length <= SIZING_MAX_LENGTH ? sizingSummary(sizing) : undefined
	return {
		inquiry: {
			...fields,
			kind: 'quote',
			phone: phone_number,
			company: company || null,
			capacity: Number(capacity),
			water_source: water_source || null,
			sizing: summary?.address ?? null,
			sizing_figures: summary
				? JSON.stringify({
						tool: summary.tool,
						reference: sentReference(
							summary.address,
							input[QUOTE_REFERENCE_FIELD]?.trim(),
							new Date(),
						),
						inputs: summary.inputs,
						results: summary.results,
					})
				: null,
		},
	}
}

/** The service's title for people (e-mails, the inbox), or the slug itself if it is gone. */
export const serviceTitle = (slug: string | null | undefined) =>
	slug ? (findService(slug)?.title ?? slug) : undefined
