import { LoaderCircle, Send } from 'lucide-react'
import { useId, useState } from 'react'
import {
	InquiryHiddenFields,
	InquiryOutcome,
	PrivacyNote,
	useFormAnswer,
	useInquiryOutcome,
	useInquirySender,
} from '#app/components/sections/inquiry-form-parts.tsx'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { cardVariants } from '#app/components/ui/card.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { inquiryFormText } from '#app/content/inquiries.ts'
import { cn } from '#app/lib/cn.ts'
import { INQUIRY_KIND_FIELD, INQUIRY_SERVICE_FIELD } from '#app/lib/inquiry-protocol.ts'
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
	const { identity, sending, send } = useInquirySender(answer?.identity)

	const submit = async (event: React.FormEvent<HTMLFormElement>) => {
		event.preventDefault()
		if (sending) return
		const form = event.currentTarget
		const fieldOf = (name: QuestionField) =>
			form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement
		const data = Object.fromEntries(QUESTION_FIELDS.map(({ name }) => [name, fieldOf(name).value]))
		console.log('Ask Question form', { service: serviceTitle, ...data })
		setOutcome(undefined)
		const sent = await send({
			[INQUIRY_KIND_FIELD]: 'question',
			[INQUIRY_SERVICE_FIELD]: serviceSlug,
			...data,
		})
		if (!sent) return
		if (sent.kind === 'sent') {
			for (const { name } of QUESTION_FIELDS) fieldOf(name).value = ''
			setErrors({})
			setOutcome(sent)
		} else if (sent.kind === 'invalid') {
			const invalid = QUESTION_FIELDS.filter(({ name }) => sent.errors[name])
			setErrors(Object.fromEntries(invalid.map(({ name }) => [name, sent.errors[name]])))
			const first = invalid[0]
			if (first) fieldOf(first.name).focus()
			else setOutcome({ kind: 'failed', message: Object.values(sent.errors).join(' ') })
		} else {
			setErrors({})
			setOutcome(sent)
		}
	}

	return (
		<form
			method="post"
			action={formPostTarget}
			aria-labelledby={`${id}-heading`}
			aria-busy={sending}
			className={cardVariants({ className: 'relative space-y-4' })}
			onSubmit={submit}
		>
			<h2 id={`${id}-heading`} className="text-2xl">
				Ask a question
			</h2>
			<p className="text-muted-foreground">{`Anything about our ${serviceTitle}: capacity, footprint, running costs.`}</p>
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
			<button
				type="submit"
				aria-disabled={sending || undefined}
				className={buttonVariants({
					variant: 'primary',
					className: cn('w-full', sending && 'cursor-progress opacity-80'),
				})}
			>
				{sending ? (
					<LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
				) : (
					<Send aria-hidden="true" />
				)}
				{sending ? inquiryFormText.sending : inquiryFormText.sendQuestion}
			</button>
			<PrivacyNote />
		</form>
	)
}
