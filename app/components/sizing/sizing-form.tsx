import { Calculator } from 'lucide-react'
import { Form } from 'react-router'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { sizingShared } from '#app/content/plant-sizing.ts'
import { fill } from '#app/lib/fill.ts'

const fieldList = new Intl.ListFormat('en', { type: 'conjunction' })

type SizingFormProps = {
	/** The page's own path: without it the router resolves the action with a trailing slash. */
	action: string
	formRef: React.Ref<HTMLFormElement>
	onSubmit: () => void
	/** The labels of the required fields sent empty. */
	missing: readonly string[]
	/** Whether some figure sent is outside the range the tool sizes for. */
	outOfRange: boolean
	submitLabel: string
	children: React.ReactNode
}

/**
 * A GET form: the inputs become the page's query, so the result is in the URL, a reload or a shared
 * link shows it again, and the browser can send it without JavaScript.
 */
export function SizingForm({
	action,
	formRef,
	onSubmit,
	missing,
	outOfRange,
	submitLabel,
	children,
}: SizingFormProps) {
	return (
		<Card className="print:hidden">
			<h2 className="text-2xl">{sizingShared.formTitle}</h2>
			{missing.length > 0 || outOfRange ? (
				<div className="mt-4 space-y-2 rounded-card bg-danger-surface p-4 font-semibold text-danger">
					{missing.length > 0 ? (
						<p>{fill(sizingShared.missingSummary, { fields: fieldList.format(missing) })}</p>
					) : null}
					{outOfRange ? <p>{sizingShared.errorSummary}</p> : null}
				</div>
			) : null}
			<Form
				method="get"
				action={action}
				ref={formRef}
				noValidate
				onSubmit={onSubmit}
				className="mt-6 space-y-6"
			>
				<div className="grid gap-5 sm:grid-cols-2">{children}</div>
				<button type="submit" className={buttonVariants({ size: 'lg' })}>
					<Calculator aria-hidden="true" />
					{submitLabel}
				</button>
			</Form>
		</Card>
	)
}
