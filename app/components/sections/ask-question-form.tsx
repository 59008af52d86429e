import { Send } from 'lucide-react'
import { useId } from 'react'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { cn } from '#app/lib/cn.ts'

const fieldClass =
	'w-full rounded-card border-2 border-ink-200 bg-white px-4 py-3 text-ink-900 transition-colors placeholder:text-ink-500 focus:border-water-500 focus:outline-none'

type AskQuestionFormProps = { serviceTitle: string }

/**
 * spec §5 and §7: the Ask Question form has no rules beyond the browser's own e-mail check; on submit
 * its data is logged to the console and nothing is sent.
 */
export function AskQuestionForm({ serviceTitle }: AskQuestionFormProps) {
	const id = useId()
	return (
		<form
			aria-labelledby={`${id}-heading`}
			className="space-y-4 rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-8"
			onSubmit={(event) => {
				event.preventDefault()
				const data = Object.fromEntries(new FormData(event.currentTarget))
				console.log('Ask Question form', { service: serviceTitle, ...data })
			}}
		>
			<h2 id={`${id}-heading`} className="text-2xl">
				Ask a question
			</h2>
			<p className="text-ink-600">{`Anything about our ${serviceTitle}: capacity, footprint, running costs.`}</p>
			<div className="space-y-2">
				<label htmlFor={`${id}-name`} className="block font-semibold text-navy-900">
					Your name
				</label>
				<input id={`${id}-name`} name="name" autoComplete="name" className={fieldClass} />
			</div>
			<div className="space-y-2">
				<label htmlFor={`${id}-email`} className="block font-semibold text-navy-900">
					E-mail
				</label>
				<input
					id={`${id}-email`}
					name="email"
					type="email"
					autoComplete="email"
					className={fieldClass}
				/>
			</div>
			<div className="space-y-2">
				<label htmlFor={`${id}-message`} className="block font-semibold text-navy-900">
					Your question
				</label>
				<textarea
					id={`${id}-message`}
					name="message"
					rows={8}
					className={cn(fieldClass, 'resize-y')}
				/>
			</div>
			<button type="submit" className={buttonVariants({ variant: 'primary', className: 'w-full' })}>
				<Send aria-hidden="true" />
				Send question
			</button>
		</form>
	)
}
