import { z } from 'zod/mini'
import {
	type FieldMessageWords,
	fieldMessages,
	refusalsIn,
	tooLongMessage,
} from './form-messages.ts'

// Zod compiles object parsers with `new Function` unless told not to; the site's CSP forbids eval, and
// even zod's probe for it is reported as a violation. Set before any schema below is built.
z.config({ jitless: true })

export const CONTACT_DRAFT_KEY = 'contact-form'
export const CONTACT_FIELDS = ['name', 'email', 'phone_number', 'msg_subject', 'message'] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]
export type ContactDraft = Record<ContactField, string>

export const emptyDraft = <Field extends string>(fields: readonly Field[]) =>
	Object.fromEntries(fields.map((field) => [field, ''])) as Record<Field, string>

export const emptyContactDraft: ContactDraft = emptyDraft(CONTACT_FIELDS)

/** Longest value each field accepts; the inputs stop typing there too. */
export const CONTACT_MAX_LENGTHS: Record<ContactField, number> = {
	name: 100,
	email: 254,
	phone_number: 20,
	msg_subject: 150,
	message: 5000,
}

// local@domain with a top-level domain of at least two letters. No domain holds ? & = % or a space,
// which in a reply's mailto: link would start or carry fields of their own, a Bcc among them.
const EMAIL = /^[^\s@]+@[^\s@?&=%]+\.[A-Za-z]{2,}$/
// Optional +, first digit 1–9, then 1 to 14 more digits: an international number of at most 15
// digits. Spaces and hyphens people type between digit groups are ignored, not rejected.
const PHONE = /^\+?[1-9]\d{1,14}$/
const phoneDigits = (phone: string) => phone.replace(/[\s-]/g, '')

const tooLong = (max: number) => ({ error: () => tooLongMessage(max) })

/**
 * A one-line field's value holds no line break of any kind: in the e-mail to staff a break in a
 * name or subject would start a line of its own, such as a fake `Bcc:`.
 */
export const oneLine = () => z.regex(/^[^\n\v\f\r\u0085\u2028\u2029]*$/, fieldMessages.oneLine)

// zod/mini: the same rules as zod's chained API, but only the checks used here reach the bundle, and
// there is less to evaluate when the contact page starts.
/** Trimmed text of at most `max` characters; when `required` is given, refused empty with it. */
export const text = (max: number, required?: string) =>
	z
		.string()
		.check(z.trim(), z.minLength(required ? 1 : 0, required), z.maxLength(max, tooLong(max)))

/** The one source of the contact form's rules and messages. */
export const contactSchema = z.object({
	name: text(CONTACT_MAX_LENGTHS.name, fieldMessages.nameRequired).check(oneLine()),
	email: text(CONTACT_MAX_LENGTHS.email, fieldMessages.emailRequired).check(
		z.regex(EMAIL, fieldMessages.emailInvalid),
	),
	phone_number: z.string().check(
		z.trim(),
		z.minLength(1, fieldMessages.phoneRequired),
		z.refine((phone) => PHONE.test(phoneDigits(phone)), fieldMessages.phoneInvalid),
		oneLine(),
	),
	msg_subject: text(CONTACT_MAX_LENGTHS.msg_subject, fieldMessages.subjectRequired).check(
		oneLine(),
	),
	message: text(CONTACT_MAX_LENGTHS.message, fieldMessages.messageRequired),
})

/** The first message the rules gave each field, by the field's name, as the browser and server show it. */
export function firstErrors<Field extends string>(
	issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Partial<Record<Field, string>> {
	const errors: Partial<Record<Field, string>> = {}
	for (const issue of issues) errors[String(issue.path[0]) as Field] ??= issue.message
	return errors
}

/**
 * The first refusal for each invalid field, in the schema's order and in `words`; empty when the
 * values pass.
 */
export function fieldErrors<Field extends string>(
	schema: z.ZodMiniType,
	values: unknown,
	words: FieldMessageWords,
): Partial<Record<Field, string>> {
	const result = schema.safeParse(values)
	return result.success ? {} : refusalsIn(firstErrors<Field>(result.error.issues), words)
}

export const validateContact = (draft: ContactDraft, words: FieldMessageWords) =>
	fieldErrors<ContactField>(contactSchema, draft, words)

// A stored draft is only trusted if it has exactly the form's shape and a sane size; anything else
// (another app's data, a corrupted write, a hand-edited value) is ignored.
const MAX_STORED_DRAFT_CHARS = 12_000

// The choices' values are short words; a slug is the longest.
const CHOICE_MAX_LENGTH = 100

/** A reader of a form's draft as kept in storage: its fields, each no longer than the form accepts. */
export function storedDraftReader<Field extends string>(
	fields: readonly Field[],
	maxLengths: Partial<Record<Field, number>>,
) {
	const schema = z.partial(
		z.strictObject(
			Object.fromEntries(
				fields.map((field) => [
					field,
					z.string().check(z.maxLength(maxLengths[field] ?? CHOICE_MAX_LENGTH)),
				]),
			) as Record<Field, z.ZodMiniString>,
		),
	)
	return (raw: string | null): Record<Field, string> | undefined => {
		if (!raw || raw.length > MAX_STORED_DRAFT_CHARS) return undefined
		try {
			const result = schema.safeParse(JSON.parse(raw))
			return result.success ? { ...emptyDraft(fields), ...result.data } : undefined
		} catch {
			return undefined
		}
	}
}

export const parseStoredDraft = storedDraftReader(CONTACT_FIELDS, CONTACT_MAX_LENGTHS)
