import { useId, useRef, useState } from 'react'
import {
	InquiryHiddenFields,
	InquiryOutcome,
	PrivacyNote,
	refusalMessage,
	SendButton,
	shownErrors,
	useFormAnswer,
	useInquiryFetcher,
	useInquiryOutcome,
} from '#app/components/sections/inquiry-form-parts.tsx'
import { cardVariants } from '#app/components/ui/card.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { askQuestionText } from '#app/content/ask-question.ts'
import { inquiryFormText } from '#app/content/inquiries.ts'
import { fill } from '#app/lib/fill.ts'
import { formPostTarget } from '#app/lib/send-inquiry.ts'

const QUESTION_FIELDS = [
	{ name: 'name', label: inquiryFormText.labels.name, autoComplete: 'name' },
	{ name: 'email', label: inquiryFormText.labels.email, type: 'email', autoComplete: 'email' },
	{ name: 'message', label: inquiryFormText.labels.question, multiline: true },
] as const
type QuestionField = (typeof QUESTION_FIELDS)[number]['name']
const QUESTION_FIELD_NAMES = QUESTION_FIELDS.map(({ name }) => name)

type AskQuestionFormProps = { serviceTitle: string; serviceSlug: string }

/**
 * The Ask Question form has no rules beyond the browser's own e-mail check; on submit its data is
 * logged and sent with the service it was asked about. The server's own checks come back as messages
 * under the fields; the fields are cleared only once it has stored the question.
 */
export function AskQuestionForm({ serviceTitle, serviceSlug }: AskQuestionFormProps) {
	const id = useId()
	const answer = useFormAnswer(QUESTION_FIELD_NAMES)
	const [errors, setErrors] = useState<Partial<Record<QuestionField, string>>>(answer?.errors ?? {})
	const { outcome, setOutcome, confirmation } = useInquiryOutcome(answer?.failure)
	const form = useRef<HTMLFormElement>(null)
	const fieldOf = (name: QuestionField) =>
		form.current?.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null

	const { identity, sending, send } = useInquiryFetcher(answer?.identity, (sent) => {
		if (sent.kind === 'sent') {
			for (const { name } of QUESTION_FIELDS) {
				const control = fieldOf(name)
				if (control) control.value = ''
			}
			setErrors({})
			setOutcome(sent)
		} else if (sent.kind === 'invalid') {
			const refused = shownErrors(QUESTION_FIELD_NAMES, sent.errors)
			setErrors(refused)
			const first = QUESTION_FIELD_NAMES.find((name) => refused[name])
			if (first) fieldOf(first)?.focus()
			else setOutcome({ kind: 'failed', message: refusalMessage(sent.errors) })
		} else {
			setErrors({})
			setOutcome(sent)
		}
	})

	const submit = (event: React.FormEvent<HTMLFormElement>) => {
		event.preventDefault()
		if (sending) return
		const data = Object.fromEntries(
			QUESTION_FIELDS.map(({ name }) => [name, fieldOf(name)?.value ?? '']),
		)
		console.log('Ask Question form', { service: serviceTitle, ...data })
		setOutcome(undefined)
		send(event.currentTarget)
	}

	return (
		<form
			ref={form}
			method="post"
			action={formPostTarget}
			aria-labelledby={`${id}-heading`}
			aria-busy={sending}
			className={cardVariants({ className: 'relative space-y-4' })}
			onSubmit={submit}
		>
			<h2 id={`${id}-heading`} className="text-2xl">
				{askQuestionText.title}
			</h2>
			<p className="text-muted-foreground">
				{fill(askQuestionText.lead, { service: serviceTitle })}
			</p>
			<InquiryHiddenFields kind="question" service={serviceSlug} identity={identity} />
			{QUESTION_FIELDS.map((field) => {
				const shared = {
					id: `${id}-${field.name}`,
					name: field.name,
					label: field.label,
					defaultValue: answer?.values[field.name],
					error: errors[field.name],
				}
				return 'multiline' in field ? (
					<Field key={field.name} {...shared} multiline rows={8} />
				) : (
					<Field
						key={field.name}
						{...shared}
						type={'type' in field ? field.type : 'text'}
						autoComplete={field.autoComplete}
					/>
				)
			})}
			<InquiryOutcome outcome={outcome} confirmation={confirmation} />
			<SendButton sending={sending} label={inquiryFormText.sendQuestion} wide />
			<PrivacyNote />
		</form>
	)
}
