import { InquiryForm, useInquiryForm } from '#app/components/sections/inquiry-form-parts.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { askQuestionText } from '#app/content/copy.ts'
import { inquiryFormText } from '#app/content/inquiries.ts'
import { fill } from '#app/lib/fill.ts'

const labels = { ...inquiryFormText.labels, message: inquiryFormText.labels.question }

type AskQuestionFormProps = { serviceTitle: string; serviceSlug: string }

/** No rules beyond the browser's e-mail check; the server's checks come back under the fields. */
export function AskQuestionForm({ serviceTitle, serviceSlug }: AskQuestionFormProps) {
	const form = useInquiryForm({
		fields: ['name', 'email', 'message'],
		label: (field) => labels[field],
		log: (values) => console.log('Ask Question form', { service: serviceTitle, ...values }),
	})
	return (
		<InquiryForm
			form={form}
			kind="question"
			service={serviceSlug}
			sendLabel={inquiryFormText.sendQuestion}
			wide
			aria-labelledby={form.fieldId('heading')}
			heading={
				<>
					<h2 id={form.fieldId('heading')} className="text-2xl">
						{askQuestionText.title}
					</h2>
					<p className="text-muted-foreground">
						{fill(askQuestionText.lead, { service: serviceTitle })}
					</p>
				</>
			}
		>
			<Field {...form.field('name')}>
				<input {...form.control('name')} type="text" autoComplete="name" />
			</Field>
			<Field {...form.field('email')}>
				<input {...form.control('email')} type="email" autoComplete="email" />
			</Field>
			<Field {...form.field('message')}>
				<textarea {...form.control('message')} rows={8} className="resize-y" />
			</Field>
		</InquiryForm>
	)
}
