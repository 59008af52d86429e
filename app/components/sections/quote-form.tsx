import { FileCheck2 } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import {
	ErrorSummary,
	InquiryHiddenFields,
	InquiryOutcome,
	PrivacyNote,
	refusalMessage,
	SendButton,
	useFieldErrors,
	useFormAnswer,
	useInquiryFetcher,
	useInquiryOutcome,
} from '#app/components/sections/inquiry-form-parts.tsx'
import { cardVariants } from '#app/components/ui/card.tsx'
import { Field, type FieldOption } from '#app/components/ui/field.tsx'
import {
	capacityUnitLabels,
	defaultCapacityUnit,
	quoteFormText,
	quoteTimelineLabels,
	quoteWaterSourceLabels,
} from '#app/content/quote.ts'
import { findService, type Service, services } from '#app/content/services.ts'
import { useHydratedSearch } from '#app/hooks/use-hydrated-search.ts'
import {
	CAPACITY_UNITS,
	emptyQuoteDraft,
	parseStoredQuoteDraft,
	QUOTE_DRAFT_KEY,
	QUOTE_FIELDS,
	QUOTE_MAX_LENGTHS,
	QUOTE_REPORT_ACCEPT,
	QUOTE_REPORT_FIELD,
	QUOTE_SIZING_FIELD,
	QUOTE_TEXT_FIELDS,
	QUOTE_TIMELINES,
	QUOTE_WATER_SOURCES,
	type QuoteDraft,
	type QuoteField,
	type QuoteTextField,
	quoteSchema,
	REPORT_SIGNATURE_BYTES,
	reportError,
	validateQuote,
} from '#app/lib/quote-request.ts'
import { readItem, removeItem, writeItem } from '#app/lib/safe-storage.ts'
import { formPostTarget } from '#app/lib/send-inquiry.ts'
import { asksWaterSource, readQuotePrefill } from '#app/site/quote-link.ts'

const schema = quoteSchema(services.map(({ slug }) => slug))

const choices = <Value extends string>(
	values: readonly Value[],
	labels: Readonly<Record<Value, string>>,
	placeholder: string,
): FieldOption[] => [
	{ value: '', label: placeholder },
	...values.map((value) => ({ value, label: labels[value] })),
]

const productOptions: FieldOption[] = [
	{ value: '', label: quoteFormText.chooseProduct },
	...services.map(({ slug, title }) => ({ value: slug, label: title })),
]
const unitOptions = choices(CAPACITY_UNITS, capacityUnitLabels, quoteFormText.chooseOption)
const sourceOptions = choices(
	QUOTE_WATER_SOURCES,
	quoteWaterSourceLabels,
	quoteFormText.chooseOption,
)
const timelineOptions = choices(QUOTE_TIMELINES, quoteTimelineLabels, quoteFormText.chooseOption)

/** A field's label; the report's names the analysis a buyer of the chosen product has to hand. */
const labelFor = (field: QuoteField, product: Service | undefined) =>
	field === QUOTE_REPORT_FIELD && product
		? quoteFormText.reportLabels[product.family]
		: quoteFormText.labels[field]

const unitFor = (slug: string) => {
	const product = findService(slug)
	return product ? defaultCapacityUnit(product) : undefined
}

/** The report's own check, from its size and first bytes, before anything is sent. */
async function reportProblem(file: File | undefined): Promise<string | undefined> {
	if (!file) return undefined
	const head = new Uint8Array(await file.slice(0, REPORT_SIGNATURE_BYTES).arrayBuffer())
	return reportError({ size: file.size, head })
}

const pickText = (values: Record<string, string>): QuoteDraft => ({
	...emptyQuoteDraft,
	...Object.fromEntries(QUOTE_TEXT_FIELDS.map((field) => [field, values[field] ?? ''])),
})

/**
 * The quote request, checked like the contact form: on submit against the one quote schema (no
 * native validation), messages under each field, focus on the summary that links to them (or on the
 * field, when it is the only one). The water report is checked by its first bytes and size before it
 * is sent. The text fields' draft is kept in localStorage; the address's pre-filling wins over it for
 * the fields it names. The form posts multipart to its page's action, with the fetcher when
 * JavaScript runs and natively without; a post the action refuses comes back with everything typed,
 * all but the file.
 */
export function QuoteForm() {
	const id = useId()
	const report = useRef<HTMLInputElement>(null)
	const answer = useFormAnswer(QUOTE_FIELDS)
	const posted = answer !== undefined
	const [draft, setDraft] = useState<QuoteDraft>(() => pickText(answer?.values ?? {}))
	const product = findService(draft.service)
	const { errors, setErrors, refuse, summary } = useFieldErrors(
		QUOTE_FIELDS,
		(field) => ({ id: `${id}-${field}`, label: labelFor(field, product) }),
		answer?.errors,
	)
	const { outcome, setOutcome, confirmation } = useInquiryOutcome(answer?.failure)
	// What the address asks for (a product, a capacity and unit, a water source, a sizing result),
	// read once hydrated: the prerendered form had no query.
	const { service, capacity, unit, source, sizing } = readQuotePrefill(useHydratedSearch())

	useEffect(() => {
		if (posted) return
		const stored = parseStoredQuoteDraft(readItem('localStorage', QUOTE_DRAFT_KEY))
		setDraft((current) => {
			const next = { ...current, ...stored }
			if (service && service !== next.service) {
				next.service = service
				next.capacity_unit = ''
			}
			if (capacity !== undefined) next.capacity = String(capacity)
			if (source) next.water_source = source
			next.capacity_unit = unit ?? (next.capacity_unit || unitFor(next.service) || '')
			return next
		})
	}, [posted, service, capacity, unit, source])

	const save = (next: QuoteDraft) => {
		setDraft(next)
		writeItem('localStorage', QUOTE_DRAFT_KEY, JSON.stringify(next))
	}
	const update = (field: QuoteTextField, value: string) => save({ ...draft, [field]: value })

	// A new product brings its family's usual unit, unless the visitor chose another one.
	const chooseProduct = (slug: string) => {
		const next = { ...draft, service: slug }
		const previousDefault = unitFor(draft.service)
		if (!draft.capacity_unit || draft.capacity_unit === previousDefault)
			next.capacity_unit = unitFor(slug) ?? draft.capacity_unit
		const chosen = findService(slug)
		if (chosen && !asksWaterSource(chosen)) next.water_source = ''
		save(next)
	}

	const checkReport = async () => {
		const problem = await reportProblem(report.current?.files?.[0])
		setErrors((current) => ({ ...current, [QUOTE_REPORT_FIELD]: problem }))
	}

	const { identity, sending, send } = useInquiryFetcher(answer?.identity, (sent) => {
		if (sent.kind === 'sent') {
			setDraft(emptyQuoteDraft)
			removeItem('localStorage', QUOTE_DRAFT_KEY)
			if (report.current) report.current.value = ''
			setErrors({})
			setOutcome(sent)
		} else if (sent.kind === 'invalid') {
			if (!refuse(sent.errors)) setOutcome({ kind: 'failed', message: refusalMessage(sent.errors) })
		} else {
			setOutcome(sent)
		}
	})

	const submit = async (event: React.FormEvent<HTMLFormElement>) => {
		event.preventDefault()
		if (sending) return
		const target = event.currentTarget
		setOutcome(undefined)
		const problem = await reportProblem(report.current?.files?.[0])
		if (refuse({ ...validateQuote(schema, draft), [QUOTE_REPORT_FIELD]: problem })) return
		console.log('Quote request', draft)
		send(target)
	}

	// Shown until a product is chosen, so that a form sent without JavaScript can give it too.
	const showsSource = !product || asksWaterSource(product)
	const text = (field: QuoteTextField) => ({
		id: `${id}-${field}`,
		name: field,
		label: quoteFormText.labels[field],
		value: draft[field],
		error: errors[field],
		onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
			update(field, event.target.value),
	})
	const select = (field: QuoteTextField, options: readonly FieldOption[]) => ({
		id: `${id}-${field}`,
		name: field,
		label: quoteFormText.labels[field],
		value: draft[field],
		error: errors[field],
		options,
		onChange: (event: React.ChangeEvent<HTMLSelectElement>) => update(field, event.target.value),
	})

	return (
		<form
			method="post"
			encType="multipart/form-data"
			action={formPostTarget}
			noValidate
			onSubmit={submit}
			aria-label={quoteFormText.title}
			aria-busy={sending}
			className={cardVariants({
				padding: 'spacious',
				className: 'relative grid gap-5 sm:grid-cols-2',
			})}
		>
			<ErrorSummary {...summary} />
			<InquiryHiddenFields kind="quote" identity={identity} />
			{sizing ? <input type="hidden" name={QUOTE_SIZING_FIELD} value={sizing} /> : null}
			<Field
				{...select('service', productOptions)}
				required
				className="sm:col-span-2"
				onChange={(event: React.ChangeEvent<HTMLSelectElement>) =>
					chooseProduct(event.target.value)
				}
			/>
			<Field {...text('name')} required autoComplete="name" maxLength={QUOTE_MAX_LENGTHS.name} />
			<Field
				{...text('company')}
				autoComplete="organization"
				maxLength={QUOTE_MAX_LENGTHS.company}
			/>
			<Field
				{...text('email')}
				required
				type="email"
				autoComplete="email"
				maxLength={QUOTE_MAX_LENGTHS.email}
			/>
			<Field
				{...text('phone_number')}
				required
				type="tel"
				autoComplete="tel"
				hint={quoteFormText.hints.phone_number}
				maxLength={QUOTE_MAX_LENGTHS.phone_number}
			/>
			<Field {...text('capacity')} required type="number" inputMode="decimal" min="0" step="any" />
			<Field {...select('capacity_unit', unitOptions)} required />
			{showsSource ? <Field {...select('water_source', sourceOptions)} /> : null}
			<Field
				{...text('site_location')}
				required
				autoComplete="address-level2"
				hint={quoteFormText.hints.site_location}
				maxLength={QUOTE_MAX_LENGTHS.site_location}
			/>
			<Field {...select('timeline', timelineOptions)} required />
			<Field
				ref={report}
				id={`${id}-${QUOTE_REPORT_FIELD}`}
				name={QUOTE_REPORT_FIELD}
				label={labelFor(QUOTE_REPORT_FIELD, product)}
				type="file"
				accept={QUOTE_REPORT_ACCEPT}
				hint={posted ? quoteFormText.chooseFileAgain : quoteFormText.hints.water_report}
				error={errors[QUOTE_REPORT_FIELD]}
				onChange={checkReport}
				className="sm:col-span-2"
			/>
			<Field
				{...text('message')}
				multiline
				rows={5}
				maxLength={QUOTE_MAX_LENGTHS.message}
				className="sm:col-span-2"
			/>
			<div className="space-y-4 sm:col-span-2">
				{sizing ? (
					<p className="flex items-center gap-2 font-semibold text-primary">
						<FileCheck2 aria-hidden="true" className="size-5 shrink-0 text-link" />
						{quoteFormText.sizingAttached}
					</p>
				) : null}
				<InquiryOutcome outcome={outcome} confirmation={confirmation} />
				<SendButton sending={sending} label={quoteFormText.submit} />
				<PrivacyNote />
			</div>
		</form>
	)
}
