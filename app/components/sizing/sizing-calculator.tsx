import { Calculator } from 'lucide-react'
import { Form } from 'react-router'
import { Alert } from '#app/components/ui/alert.tsx'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { HydrationBoundaries } from '#app/components/ui/hydration-boundaries.tsx'
import { PageBanner } from '#app/components/ui/page-banner.tsx'
import { Section } from '#app/components/ui/section.tsx'
import { locale } from '#app/content/edition.ts'
import { homeCrumb } from '#app/content/navigation.ts'
import { pages } from '#app/content/pages.ts'
import { sizingShared } from '#app/content/plant-sizing-words.ts'
import { fill } from '#app/lib/fill.ts'
import type { SizingState } from '#app/site/sizing-result.ts'
import { useFocusAfterSubmit } from './use-focus-after-submit.ts'

// The fields left empty, listed with the page's own "and".
const fieldList = new Intl.ListFormat(locale, { type: 'conjunction' })

const parents = [homeCrumb, { label: pages.plantSizing.title, path: pages.plantSizing.path }]

export type FieldProps = { name: string; label: string; defaultValue: string; error?: string }

export type ResultProps<Input, Design> = {
	input: Input
	design: Design
	headingRef: React.Ref<HTMLHeadingElement>
	/** The page and query that show this result again. */
	link: string
}

/** The calculator's page: its title, address and the line under its title. */
export type SizingPage = { title: string; path: string; banner?: string }

type SizingCalculatorProps<Input, Field extends string, Design> = {
	page: SizingPage
	/** The form's fields in the order it shows them, with their labels, to name those left empty. */
	fieldNames: readonly Field[]
	labels: Readonly<Record<Field | 'submit', string>>
	state: SizingState<Input, Field, Design>
	/** The fields, each given its props by name and the value to show when the URL holds none. */
	fields: (field: (name: Field, fallback?: string) => FieldProps) => React.ReactNode
	result: (props: ResultProps<Input, Design>) => React.ReactNode
}

/**
 * A calculator's page, under the plant-sizing overview, whose state is its query: the form that
 * writes it, and the design it gives, or the fields' errors and nothing computed.
 */
export function SizingCalculator<Input, Field extends string, Design>({
	page,
	fieldNames,
	labels,
	state,
	fields,
	result,
}: SizingCalculatorProps<Input, Field, Design>) {
	const { search, parsed, design } = state
	const params = new URLSearchParams(search)
	const { formRef, headingRef, onSubmit } = useFocusAfterSubmit(search)
	const errors: Partial<Record<Field, string>> = parsed.state === 'invalid' ? parsed.errors : {}
	const isEmpty = (field: Field) => !params.get(field)?.trim()
	const erring = fieldNames.filter((field) => errors[field] !== undefined)
	// The labels of the required fields sent empty, and whether some figure sent is out of range.
	const missing = erring.filter(isEmpty).map((field) => labels[field])
	const outOfRange = erring.some((field) => !isEmpty(field))
	return (
		<HydrationBoundaries>
			<PageBanner title={page.title} path={page.path} parents={parents} lead={page.banner} />
			<Section className="print:py-0">
				<div className="space-y-12 print:space-y-4">
					<Card className="print:hidden">
						<h2 className="text-2xl">{sizingShared.formTitle}</h2>
						{missing.length > 0 || outOfRange ? (
							<Alert className="mt-4 font-semibold">
								{missing.length > 0 ? (
									<p>{fill(sizingShared.missingSummary, { fields: fieldList.format(missing) })}</p>
								) : null}
								{outOfRange ? <p className="not-first:mt-2">{sizingShared.errorSummary}</p> : null}
							</Alert>
						) : null}
						{/* A GET form: the inputs become the page's query, so the result is in the URL, a
						    reload or a shared link shows it again, and the browser can send it without
						    JavaScript. The path is given, or the router resolves the action with a trailing
						    slash; a new query remounts the form, so its fields show the values the URL holds. */}
						<Form
							key={search}
							method="get"
							action={page.path}
							ref={formRef}
							noValidate
							onSubmit={onSubmit}
							className="mt-6 space-y-6"
						>
							<div className="grid gap-5 sm:grid-cols-2">
								{fields((name, fallback = '') => ({
									name,
									label: labels[name],
									defaultValue: params.get(name) || fallback,
									error: errors[name],
								}))}
							</div>
							<button type="submit" className={buttonVariants({ size: 'lg' })}>
								<Calculator aria-hidden="true" />
								{labels.submit}
							</button>
						</Form>
					</Card>
					{/* The result's code may load apart from the page's: a boundary of its own keeps the form
					    hydrating and answering while it arrives. */}
					{parsed.state === 'valid' && design !== undefined ? (
						<HydrationBoundaries>
							{result({ input: parsed.input, design, headingRef, link: `${page.path}?${search}` })}
						</HydrationBoundaries>
					) : null}
				</div>
			</Section>
		</HydrationBoundaries>
	)
}
