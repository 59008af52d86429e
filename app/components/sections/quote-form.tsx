import { FileCheck2 } from 'lucide-react'
import { useEffect } from 'react'
import { InquiryForm, useInquiryForm } from '#app/components/sections/inquiry-form-parts.tsx'
import { Field, selectOptions } from '#app/components/ui/field.tsx'
import { fieldMessageWords } from '#app/content/inquiries.ts'
import { proposalWords } from '#app/content/plant-sizing-words.ts'
import {
	capacityUnitLabels,
	defaultCapacityUnit,
	quoteFormText,
	quoteTimelineLabels,
	quoteWaterSourceLabels,
} from '#app/content/quote.ts'
import { findService, services } from '#app/content/services.ts'
import { useHydratedSearch } from '#app/hooks/use-hydrated-search.ts'
import { fieldErrors } from '#app/lib/contact-form.ts'
import { fill } from '#app/lib/fill.ts'
import { refusalWords } from '#app/lib/form-messages.ts'
import { CAPACITY_UNITS, QUOTE_TIMELINES, QUOTE_WATER_SOURCES } from '#app/lib/quote-fields.ts'
import {
	emptyQuoteDraft,
	parseStoredQuoteDraft,
	QUOTE_DRAFT_KEY,
	QUOTE_FIELDS,
	QUOTE_MAX_LENGTHS,
	QUOTE_REFERENCE_FIELD,
	QUOTE_REPORT_ACCEPT,
	QUOTE_REPORT_FIELD,
	QUOTE_SIZING_FIELD,
	quoteSchema,
	REPORT_SIGNATURE_BYTES,
	reportError,
} from '#app/lib/quote-request.ts'
import { proposalReference } from '#app/site/proposal-reference.ts'
import { asksWaterSource, readQuotePrefill } from '#app/site/quote-link.ts'

const schema = quoteSchema(services.map(({ slug }) => slug))

const choices = <Value extends string>(
	values: readonly Value[],
	labels: Readonly<Record<Value, string>>,
) =>
	selectOptions([
		{ value: '', label: quoteFormText.chooseOption },
		...values.map((value) => ({ value, label: labels[value] })),
	])

const productOptions = selectOptions([
	{ value: '', label: quoteFormText.chooseProduct },
	...services.map(({ slug, title }) => ({ value: slug, label: title })),
])
const unitOptions = choices(CAPACITY_UNITS, capacityUnitLabels)
const sourceOptions = choices(QUOTE_WATER_SOURCES, quoteWaterSourceLabels)
const timelineOptions = choices(QUOTE_TIMELINES, quoteTimelineLabels)

const unitFor = (slug: string) => {
	const product = findService(slug)
	return product ? defaultCapacityUnit(product) : undefined
}

/** The report's own check, from its size and first bytes, before anything is sent. */
async function reportProblem(form: HTMLFormElement | null | undefined) {
	const file = (form?.elements.namedItem(QUOTE_REPORT_FIELD) as HTMLInputElement | null)?.files?.[0]
	if (!file) return undefined
	const head = new Uint8Array(await file.slice(0, REPORT_SIGNATURE_BYTES).arrayBuffer())
	const refusal = reportError({ size: file.size, head })
	return refusal && refusalWords(refusal, fieldMessageWords)
}

// The browser draws a file input's button itself; styled here it looks like the site's buttons.
const fileButton =
	'cursor-pointer file:mr-4 file:cursor-pointer file:rounded-pill file:border-0 file:bg-surface-tint file:px-4 file:py-2 file:font-semibold file:text-primary'

/**
 * The quote request, checked on submit against the quote schema, its water report by its first bytes
 * and size. The address's pre-filling wins over the stored draft for the fields it names. It posts
 * multipart; a refused post comes back with everything typed, all but the file.
 */
export function QuoteForm() {
	const form = useInquiryForm({
		fields: QUOTE_FIELDS,
		// The report's label names the analysis a buyer of the chosen product has to hand.
		label: (field, values) => {
			const chosen = findService(values.service)
			return field === QUOTE_REPORT_FIELD && chosen
				? quoteFormText.reportLabels[chosen.family]
				: quoteFormText.labels[field]
		},
		draft: { key: QUOTE_DRAFT_KEY, read: parseStoredQuoteDraft, empty: emptyQuoteDraft },
		check: async (values, element) => ({
			...fieldErrors(schema, values, fieldMessageWords),
			[QUOTE_REPORT_FIELD]: await reportProblem(element),
		}),
		log: (values) => console.log('Quote request', values),
	})
	const { posted, draft, setDraft, save, setErrors } = form
	const product = findService(draft.service)
	// What the address asks for (a product, a capacity and unit, a water source, a sizing result),
	// read once hydrated: the prerendered form had no query.
	const { service, capacity, unit, source, sizing } = readQuotePrefill(useHydratedSearch())
	// Shown to the buyer and sent with the form, so the quote is filed under the reference they saw.
	const sizingReference = sizing ? proposalReference(sizing, new Date()) : ''

	useEffect(() => {
		if (posted) return
		setDraft((current) => {
			const next = { ...current }
			if (service && service !== next.service) {
				next.service = service
				next.capacity_unit = ''
			}
			if (capacity !== undefined) next.capacity = String(capacity)
			if (source) next.water_source = source
			next.capacity_unit = unit ?? (next.capacity_unit || unitFor(next.service) || '')
			return next
		})
	}, [posted, service, capacity, unit, source, setDraft])

	// A new product brings its family's usual unit, unless the visitor chose another one.
	const chooseProduct = (slug: string) => {
		const next = { ...draft, service: slug }
		if (!draft.capacity_unit || draft.capacity_unit === unitFor(draft.service))
			next.capacity_unit = unitFor(slug) ?? draft.capacity_unit
		const chosen = findService(slug)
		if (chosen && !asksWaterSource(chosen)) next.water_source = ''
		save(next)
	}

	const { hints } = quoteFormText
	const control = (name: keyof typeof QUOTE_MAX_LENGTHS) => ({
		...form.control(name),
		maxLength: QUOTE_MAX_LENGTHS[name],
	})
	// The water source is the one choice a buyer may leave open.
	const choice = (
		name: 'capacity_unit' | 'water_source' | 'timeline',
		options: React.ReactNode,
	) => (
		<Field {...form.field(name)}>
			<select {...form.control(name)} required={name !== 'water_source'}>
				{options}
			</select>
		</Field>
	)
	return (
		<InquiryForm
			form={form}
			kind="quote"
			sendLabel={quoteFormText.submit}
			encType="multipart/form-data"
			noValidate
			aria-label={quoteFormText.title}
			note={
				sizing ? (
					<p className="flex items-center gap-2 font-semibold text-primary">
						<FileCheck2 aria-hidden="true" className="size-5 shrink-0 text-link" />
						<span>
							{quoteFormText.sizingAttached}{' '}
							{/* The reference on the result's PDF, for a buyer who quotes it on the phone. */}
							<span className="whitespace-nowrap">
								{fill(proposalWords.reference, { reference: sizingReference })}
							</span>
						</span>
					</p>
				) : null
			}
		>
			{sizing ? (
				<>
					<input type="hidden" name={QUOTE_SIZING_FIELD} value={sizing} />
					<input type="hidden" name={QUOTE_REFERENCE_FIELD} value={sizingReference} />
				</>
			) : null}
			<Field {...form.field('service')} className="sm:col-span-2">
				<select
					{...form.control('service')}
					required
					onChange={(event) => chooseProduct(event.target.value)}
				>
					{productOptions}
				</select>
			</Field>
			<Field {...form.field('name')}>
				<input {...control('name')} required autoComplete="name" />
			</Field>
			<Field {...form.field('company')}>
				<input {...control('company')} autoComplete="organization" />
			</Field>
			<Field {...form.field('email')}>
				<input {...control('email')} required type="email" autoComplete="email" />
			</Field>
			<Field {...form.field('phone_number')} hint={hints.phone_number}>
				<input {...control('phone_number')} required type="tel" autoComplete="tel" />
			</Field>
			<Field {...form.field('capacity')}>
				<input
					{...form.control('capacity')}
					required
					type="number"
					inputMode="decimal"
					min="0"
					step="any"
				/>
			</Field>
			{choice('capacity_unit', unitOptions)}
			{/* Asked until a product is chosen, so that a form sent without JavaScript can give it too. */}
			{!product || asksWaterSource(product) ? choice('water_source', sourceOptions) : null}
			<Field {...form.field('site_location')} hint={hints.site_location}>
				<input {...control('site_location')} required autoComplete="address-level2" />
			</Field>
			{choice('timeline', timelineOptions)}
			<Field
				{...form.field(QUOTE_REPORT_FIELD)}
				hint={posted ? quoteFormText.chooseFileAgain : hints.water_report}
				className="sm:col-span-2"
			>
				<input
					id={form.fieldId(QUOTE_REPORT_FIELD)}
					name={QUOTE_REPORT_FIELD}
					type="file"
					accept={QUOTE_REPORT_ACCEPT}
					className={fileButton}
					onChange={async (event) => {
						const problem = await reportProblem(event.target.form)
						setErrors((current) => ({ ...current, [QUOTE_REPORT_FIELD]: problem }))
					}}
				/>
			</Field>
			<Field {...form.field('message')} className="sm:col-span-2">
				<textarea {...control('message')} rows={5} className="resize-y" />
			</Field>
		</InquiryForm>
	)
}
