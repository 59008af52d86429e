import { useMemo } from 'react'
import { useHydratedSearch } from '#app/hooks/use-hydrated-search.ts'
import type { Parsed } from '#app/lib/sizing/sizing-params.ts'
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
	parse: (params: URLSearchParams) => Parsed<Input, Field>
	size: (input: Input) => Design
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
	parse,
	size,
	submitLabel,
	fields,
	result,
}: SizingCalculatorProps<Input, Field, Design>) {
	const params = useHydratedSearch()
	const search = params.toString()
	// biome-ignore lint/correctness/useExhaustiveDependencies: the query string is the whole input
	const parsed = useMemo(() => parse(params), [search])
	// biome-ignore lint/correctness/useExhaustiveDependencies: the parsed input decides the design
	const design = useMemo(
		() => (parsed.state === 'valid' ? size(parsed.input) : undefined),
		[parsed],
	)
	const { formRef, headingRef, onSubmit } = useFocusAfterSubmit(search)
	return (
		<div className="space-y-12 print:space-y-4">
			{/* A new query remounts the form, so its fields show the values the URL holds. */}
			<SizingForm
				key={search}
				action={path}
				formRef={formRef}
				onSubmit={onSubmit}
				hasErrors={parsed.state === 'invalid'}
				submitLabel={submitLabel}
			>
				{fields({
					value: (field) => params.get(field) ?? '',
					errors: parsed.state === 'invalid' ? parsed.errors : {},
				})}
			</SizingForm>
			{parsed.state === 'valid' && design !== undefined
				? result({ input: parsed.input, design, headingRef, search })
				: null}
		</div>
	)
}
