import { HydrationBoundaries } from '#app/components/ui/hydration-boundaries.tsx'
import type { SizingState } from '#app/site/sizing-result.ts'
import { SizingForm } from './sizing-form.tsx'
import { useFocusAfterSubmit } from './use-focus-after-submit.ts'

export type FieldState<Field extends string> = {
	/** The value the URL holds for a field, empty when it holds none. */
	value: (field: Field) => string
	errors: Partial<Record<Field, string>>
}

export type ResultProps<Input, Design> = {
	input: Input
	design: Design
	headingRef: React.Ref<HTMLHeadingElement>
	/** The query that gives this result. */
	search: string
}

type SizingCalculatorProps<Input, Field extends string, Design> = {
	/** The calculator page's path, where the form sends its query. */
	path: string
	/** The form's fields in the order it shows them, with their labels, to name those left empty. */
	fieldNames: readonly Field[]
	labels: Readonly<Record<Field, string>>
	/** What the page's query gives, from the route's loader. */
	state: SizingState<Input, Field, Design>
	submitLabel: string
	fields: (state: FieldState<Field>) => React.ReactNode
	result: (props: ResultProps<Input, Design>) => React.ReactNode
}

/**
 * A calculator whose state is the page's query: the form that writes it, and the design it gives,
 * or the fields' errors and nothing computed.
 */
export function SizingCalculator<Input, Field extends string, Design>({
	path,
	fieldNames,
	labels,
	state,
	submitLabel,
	fields,
	result,
}: SizingCalculatorProps<Input, Field, Design>) {
	const { search, parsed, design } = state
	const params = new URLSearchParams(search)
	const { formRef, headingRef, onSubmit } = useFocusAfterSubmit(search)
	const errors: Partial<Record<Field, string>> = parsed.state === 'invalid' ? parsed.errors : {}
	const isEmpty = (field: Field) => !params.get(field)?.trim()
	const erring = fieldNames.filter((field) => errors[field] !== undefined)
	return (
		<div className="space-y-12 print:space-y-4">
			{/* A new query remounts the form, so its fields show the values the URL holds. */}
			<SizingForm
				key={search}
				action={path}
				formRef={formRef}
				onSubmit={onSubmit}
				missing={erring.filter(isEmpty).map((field) => labels[field])}
				outOfRange={erring.some((field) => !isEmpty(field))}
				submitLabel={submitLabel}
			>
				{fields({
					value: (field) => params.get(field) ?? '',
					errors,
				})}
			</SizingForm>
			{/* The result's code may load apart from the page's: a boundary of its own keeps the form
			    hydrating and answering while it arrives. */}
			{parsed.state === 'valid' && design !== undefined ? (
				<HydrationBoundaries>
					{result({ input: parsed.input, design, headingRef, search })}
				</HydrationBoundaries>
			) : null}
		</div>
	)
}
