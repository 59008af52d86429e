import { InquiryForm, useInquiryForm } from '#app/components/sections/inquiry-form-parts.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { contactContent } from '#app/content/copy.ts'
import { fieldMessageWords, inquiryFormText } from '#app/content/inquiries.ts'
import {
	CONTACT_DRAFT_KEY,
	CONTACT_FIELDS,
	CONTACT_MAX_LENGTHS,
	type ContactField,
	emptyContactDraft,
	parseStoredDraft,
	validateContact,
} from '#app/lib/contact-form.ts'

/** Checked on submit against the contact schema, as the page's action checks it without script. */
export function ContactForm() {
	const form = useInquiryForm({
		fields: CONTACT_FIELDS,
		label: (field) => inquiryFormText.labels[field],
		draft: { key: CONTACT_DRAFT_KEY, read: parseStoredDraft, empty: emptyContactDraft },
		check: (values) => validateContact(values, fieldMessageWords),
		log: (values) => console.log('Contact form', values),
	})
	// Every field of the contact form is required; the form checks them itself (noValidate).
	const control = (field: ContactField) => ({
		...form.control(field),
		maxLength: CONTACT_MAX_LENGTHS[field],
		required: true,
	})
	// Name and e-mail, then phone and subject, share rows; the message takes a row of its own.
	return (
		<InquiryForm
			form={form}
			kind="contact"
			sendLabel={inquiryFormText.sendMessage}
			noValidate
			aria-labelledby={form.fieldId('heading')}
			heading={
				<h2 id={form.fieldId('heading')} className="text-2xl sm:col-span-2 sm:text-3xl">
					{contactContent.formTitle}
				</h2>
			}
		>
			<Field {...form.field('name')}>
				<input {...control('name')} autoComplete="name" />
			</Field>
			<Field {...form.field('email')}>
				<input {...control('email')} type="email" autoComplete="email" />
			</Field>
			<Field {...form.field('phone_number')} hint={contactContent.phoneHint}>
				<input {...control('phone_number')} type="tel" autoComplete="tel" />
			</Field>
			<Field {...form.field('msg_subject')}>
				<input {...control('msg_subject')} />
			</Field>
			<Field {...form.field('message')} hint={contactContent.messageHint} className="sm:col-span-2">
				<textarea {...control('message')} rows={6} className="resize-y" />
			</Field>
		</InquiryForm>
	)
}
