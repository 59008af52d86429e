import { useEffect, useId, useState } from 'react'
import {
	ErrorSummary,
	InquiryHiddenFields,
	InquiryOutcome,
	PrivacyNote,
	refusalMessage,
	SendButton,
	useFieldErrors,
	useFormAnswer,
	useInquiryFetcher,
	useInquiryOutcome,
} from '#app/components/sections/inquiry-form-parts.tsx'
import { cardVariants } from '#app/components/ui/card.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { contactContent } from '#app/content/contact.ts'
import { inquiryFormText } from '#app/content/inquiries.ts'
import {
	CONTACT_DRAFT_KEY,
	CONTACT_FIELDS,
	CONTACT_MAX_LENGTHS,
	type ContactDraft,
	type ContactField,
	emptyContactDraft,
	parseStoredDraft,
	validateContact,
} from '#app/lib/contact-form.ts'
import { readItem, removeItem, writeItem } from '#app/lib/safe-storage.ts'
import { formPostTarget } from '#app/lib/send-inquiry.ts'

type FieldSpec = {
	label: string
	type?: 'text' | 'email' | 'tel'
	autoComplete?: string
	multiline?: boolean
	hint?: string
}

const fieldSpecs: Record<ContactField, FieldSpec> = {
	name: { label: inquiryFormText.labels.name, autoComplete: 'name' },
	email: { label: inquiryFormText.labels.email, type: 'email', autoComplete: 'email' },
	phone_number: {
		label: inquiryFormText.labels.phone_number,
		type: 'tel',
		autoComplete: 'tel',
		hint: contactContent.phoneHint,
	},
	msg_subject: { label: inquiryFormText.labels.msg_subject },
	message: {
		label: inquiryFormText.labels.message,
		multiline: true,
		hint: contactContent.messageHint,
	},
}

const pickFields = (values: Record<string, string>) =>
	Object.fromEntries(CONTACT_FIELDS.map((field) => [field, values[field] ?? '']))

/**
 * Checked on submit against the contact schema (no native validation), errors under each field and
 * recomputed on every submit, focus on the summary of what to fix, which links to each field (or on
 * the field, when it is the only one). The draft is kept in localStorage on every change and restored
 * on open. A valid submit logs the data and sends it; only once the server
 * has stored it are the fields cleared and the draft removed, so a failed send loses nothing. Without
 * JavaScript the same form posts to the page's action, which checks it with the same schema and, when
 * it is not stored, draws the page again with this form holding the errors and everything typed.
 */
export function ContactForm() {
	const id = useId()
	const answer = useFormAnswer(CONTACT_FIELDS)
	const [draft, setDraft] = useState<ContactDraft>(() => {
		const values = answer?.values ?? {}
		return { ...emptyContactDraft, ...pickFields(values) }
	})
	const { errors, refuse, summary } = useFieldErrors(
		CONTACT_FIELDS,
		(field) => ({ id: `${id}-${field}`, label: fieldSpecs[field].label }),
		answer?.errors,
	)
	const { outcome, setOutcome, confirmation } = useInquiryOutcome(answer?.failure)
	const posted = answer !== undefined

	useEffect(() => {
		const stored = parseStoredDraft(readItem('localStorage', CONTACT_DRAFT_KEY))
		if (stored && !posted) setDraft(stored)
	}, [posted])

	const update = (field: ContactField, value: string) => {
		const next = { ...draft, [field]: value }
		setDraft(next)
		writeItem('localStorage', CONTACT_DRAFT_KEY, JSON.stringify(next))
	}

	const { identity, sending, send } = useInquiryFetcher(answer?.identity, (sent) => {
		if (sent.kind === 'sent') {
			setDraft(emptyContactDraft)
			removeItem('localStorage', CONTACT_DRAFT_KEY)
			setOutcome(sent)
		} else if (sent.kind === 'invalid') {
			if (!refuse(sent.errors)) setOutcome({ kind: 'failed', message: refusalMessage(sent.errors) })
		} else {
			setOutcome(sent)
		}
	})

	const submit = (event: React.FormEvent<HTMLFormElement>) => {
		event.preventDefault()
		if (sending) return
		// A confirmation or failure belongs to the previous send, not to what is in the form now.
		setOutcome(undefined)
		if (refuse(validateContact(draft))) return
		console.log('Contact form', draft)
		send(event.currentTarget)
	}

	return (
		<form
			method="post"
			action={formPostTarget}
			noValidate
			onSubmit={submit}
			aria-labelledby={`${id}-heading`}
			aria-busy={sending}
			className={cardVariants({
				padding: 'spacious',
				className: 'relative grid gap-5 sm:grid-cols-2',
			})}
		>
			<h2 id={`${id}-heading`} className="text-2xl sm:col-span-2 sm:text-3xl">
				{contactContent.formTitle}
			</h2>
			<ErrorSummary {...summary} />
			<InquiryHiddenFields kind="contact" identity={identity} />
			{CONTACT_FIELDS.map((field) => {
				const { multiline, ...spec } = fieldSpecs[field]
				const shared = {
					...spec,
					id: `${id}-${field}`,
					name: field,
					value: draft[field],
					maxLength: CONTACT_MAX_LENGTHS[field],
					error: errors[field],
					// Every field of the contact form is required; the form checks them itself (noValidate).
					required: true,
				}
				// Name and e-mail, then phone and subject, share rows; the message takes a row of its own.
				return multiline ? (
					<Field
						key={field}
						{...shared}
						multiline
						rows={6}
						className="sm:col-span-2"
						onChange={(event) => update(field, event.target.value)}
					/>
				) : (
					<Field key={field} {...shared} onChange={(event) => update(field, event.target.value)} />
				)
			})}
			<div className="space-y-4 sm:col-span-2">
				<InquiryOutcome outcome={outcome} confirmation={confirmation} />
				<SendButton sending={sending} label={inquiryFormText.sendMessage} />
				<PrivacyNote />
			</div>
		</form>
	)
}
