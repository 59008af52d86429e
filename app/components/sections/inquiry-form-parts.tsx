import { CheckCircle2, LoaderCircle, Send } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { useActionData, useFetcher, useLocation } from 'react-router'
import { InquiryContactLinks } from '#app/components/sections/inquiry-contact-links.tsx'
import { Alert } from '#app/components/ui/alert.tsx'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { cardVariants } from '#app/components/ui/card.tsx'
import { inquiryContent, inquiryFormText } from '#app/content/inquiries.ts'
import { useHydrated } from '#app/hooks/use-hydrated.ts'
import { cn } from '#app/lib/cn.ts'
import { fill } from '#app/lib/fill.ts'
import {
	INQUIRY_HONEYPOT_FIELD,
	INQUIRY_IDEMPOTENCY_FIELD,
	INQUIRY_KIND_FIELD,
	INQUIRY_SCRIPT_PARAM,
	INQUIRY_SERVICE_FIELD,
	INQUIRY_STARTED_AT_FIELD,
	type InquiryFormAnswer,
	type InquiryFormRefusal,
	type InquiryKind,
} from '#app/lib/inquiry-protocol.ts'
import { readItem, removeItem, writeItem } from '#app/lib/safe-storage.ts'

type FieldErrors = Partial<Record<string, string>>
type FormOutcome = { kind: 'sent' } | { kind: 'failed'; message: string }

const newIdentity = (shownAt = Date.now()) => ({
	startedAt: String(shownAt),
	idempotencyKey: crypto.randomUUID(),
})

/**
 * When the prerendered page was first painted (its navigation's start where the browser does not
 * say): a form in that page was on screen from then on, however long its scripts took to load.
 */
function pageShownAt() {
	const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]
	return Math.round(performance.timeOrigin + (firstPaint?.startTime ?? 0))
}

/** Focus for a message the moment it is shown, so a screen reader reads it at once. */
const focusWhenShown = (element: HTMLElement | null) => element?.focus()

type InquiryFormOptions<Field extends string, Draft extends Record<string, string>> = {
	/** The fields the form shows, in its order; a refusal of any other is said in one message. */
	fields: readonly Field[]
	/** A field's label, as the summary names it; it may depend on what is typed. */
	label: (field: Field, values: Draft) => string
	/**
	 * A draft kept in localStorage under `key`: saved on every change, brought back once hydrated (the
	 * prerendered form had none) unless the page's action drew the form again, removed once sent.
	 */
	draft?: { key: string; read: (raw: string | null) => Draft | undefined; empty: Draft }
	/** The browser's own check of what is about to be sent, with the messages the server would give. */
	check?: (values: Draft, form: HTMLFormElement) => FieldErrors | Promise<FieldErrors>
	/** Writes what is sent to the console, once it passed the check. */
	log: (values: Draft) => void
}

/**
 * An inquiry form's whole life. Sent by React Router's fetcher to the page's action (through the
 * route's `inquiryClientAction`) and marked as sent by script, so a stored inquiry is answered with
 * data, not the thank-you page. With several fields refused the summary takes focus, with one the field.
 *
 * One send per draft: the start time and idempotency key are made when the form is shown (in the
 * browser only; a prerendered form sends none, so the server judges no fill time), kept across retries
 * so a retry or a second click stores one inquiry, and renewed after a success.
 */
export function useInquiryForm<
	Field extends string,
	Draft extends Record<string, string> = Record<Field, string>,
>({ fields, label, draft: stored, check, log }: InquiryFormOptions<Field, Draft>) {
	const id = useId()
	const fieldId = (field: string) => `${id}-${field}`
	const actionData = useActionData() as InquiryFormAnswer | undefined
	const posted = actionData?.stored ? undefined : actionData
	const shown = (errors: FieldErrors) =>
		Object.fromEntries(
			fields.filter((field) => errors[field]).map((field) => [field, errors[field]]),
		) as Partial<Record<Field, string>>
	// A refusal of the whole post, or errors for no field the form shows.
	const failureOf = ({ errors, message }: InquiryFormRefusal): FormOutcome | undefined => {
		const unshown = Object.entries(errors).filter(([field]) => !fields.includes(field as Field))
		const text = message ?? unshown.map(([, error]) => error).join(' ')
		return text ? { kind: 'failed', message: text } : undefined
	}
	const [draft, setDraft] = useState(
		() =>
			Object.fromEntries(
				Object.keys(stored?.empty ?? {}).map((field) => [field, posted?.values[field] ?? '']),
			) as Draft,
	)
	const [errors, setErrors] = useState(() => shown(posted?.errors ?? {}))
	const [refusals, setRefusals] = useState(0)
	const [outcome, setOutcome] = useState(() => (posted ? failureOf(posted) : undefined))
	const [identity, setIdentity] = useState({
		startedAt: posted?.values[INQUIRY_STARTED_AT_FIELD] ?? '',
		idempotencyKey: posted?.values[INQUIRY_IDEMPOTENCY_FIELD] ?? '',
	})
	const fetcher = useFetcher<InquiryFormAnswer>()
	const { pathname } = useLocation()
	// A form rendered while the page hydrates came with the prerendered page; one rendered after (a
	// client navigation) appeared when it mounted. The fill time counts from then: a slow phone that
	// hydrates late must not make a buyer look like a bot.
	const cameWithPage = useRef(!useHydrated())
	/** The form on its way to the server. */
	const inFlight = useRef<HTMLFormElement>(undefined)

	/** Shows the errors of the fields the form has and moves focus to them; true when there were any. */
	const refuse = (found: FieldErrors) => {
		const refused = shown(found)
		setErrors(refused)
		const invalid = fields.filter((field) => refused[field])
		if (invalid.length > 1) setRefusals((count) => count + 1)
		else if (invalid[0]) document.getElementById(fieldId(invalid[0]))?.focus()
		return invalid.length > 0
	}
	const save = (next: Draft) => {
		setDraft(next)
		if (stored) writeItem('localStorage', stored.key, JSON.stringify(next))
	}

	useEffect(() => {
		if (!posted) setIdentity(newIdentity(cameWithPage.current ? pageShownAt() : Date.now()))
	}, [posted])
	const { key, read } = stored ?? {}
	useEffect(() => {
		const restored = key && !posted ? read?.(readItem('localStorage', key)) : undefined
		if (restored) setDraft(restored)
	}, [key, read, posted])
	// biome-ignore lint/correctness/useExhaustiveDependencies: runs once per answer, with this render's handlers
	useEffect(() => {
		const answer = fetcher.data
		const sent = inFlight.current
		if (fetcher.state !== 'idle' || !answer || !sent) return
		inFlight.current = undefined
		if (answer.stored) {
			setIdentity(newIdentity())
			sent.reset()
			if (stored) {
				setDraft(stored.empty)
				removeItem('localStorage', stored.key)
			}
			setOutcome({ kind: 'sent' })
		} else if (!refuse(answer.errors)) setOutcome(failureOf(answer))
	}, [fetcher.state, fetcher.data])

	const submit = async (event: React.FormEvent<HTMLFormElement>) => {
		event.preventDefault()
		const form = event.currentTarget
		if (inFlight.current) return
		// A confirmation or failure belongs to the previous send, not to what is in the form now.
		setOutcome(undefined)
		const data = new FormData(form)
		const values = stored
			? draft
			: (Object.fromEntries(fields.map((field) => [field, data.get(field)])) as Draft)
		if (refuse((await check?.(values, form)) ?? {}) || inFlight.current) return
		log(values)
		inFlight.current = form
		// The method and encoding are the form's own, read from it by the fetcher.
		fetcher.submit(form, { action: `${pathname}?${INQUIRY_SCRIPT_PARAM}` })
	}

	const invalid = fields.filter((field) => errors[field])
	const summarised = (refusals > 0 || posted !== undefined) && invalid.length > 1
	return {
		fieldId,
		/** Whether the page's action drew the form again after a post without JavaScript. */
		posted: posted !== undefined,
		setErrors,
		draft,
		save,
		setDraft,
		/** What a `Field` shows: the label and the error. */
		field: (name: Field) => ({ label: label(name, draft), error: errors[name] }),
		/** A field's control: the draft's value, or what a refused post held. */
		control: (name: keyof Draft & string) => ({
			id: fieldId(name),
			name,
			...(stored
				? {
						value: draft[name],
						onChange: (event: React.ChangeEvent<{ value: string }>) =>
							save({ ...draft, [name]: event.target.value }),
					}
				: { defaultValue: posted?.values[name] }),
		}),
		sending: fetcher.state !== 'idle',
		submit,
		identity,
		outcome,
		summary: {
			items: summarised
				? invalid.map((field) => ({ id: fieldId(field), label: label(field, draft) }))
				: [],
			refusals,
		},
	}
}

type InquiryFormProps = Omit<React.ComponentProps<'form'>, 'onSubmit' | 'className'> & {
	form: Pick<
		ReturnType<typeof useInquiryForm>,
		'submit' | 'sending' | 'identity' | 'outcome' | 'summary'
	>
	/** The form's title and lead, above the summary. */
	heading?: React.ReactNode
	kind: InquiryKind
	/** The product a question is about. */
	service?: string
	sendLabel: string
	/** One narrow column and a full-width button in the quieter primary colour, not two columns. */
	wide?: boolean
	/** Said above the outcome and the button. */
	note?: React.ReactNode
}

/** An inquiry form with the protocol's hidden fields: the same inquiry with or without JavaScript. */
export function InquiryForm({
	form,
	heading,
	kind,
	service,
	sendLabel,
	wide = false,
	note,
	children,
	...props
}: InquiryFormProps) {
	const { identity, sending } = form
	return (
		<form
			method="post"
			onSubmit={form.submit}
			aria-busy={sending}
			{...props}
			className={cardVariants(
				wide
					? { className: 'relative space-y-4' }
					: { padding: 'spacious', className: 'relative grid gap-5 sm:grid-cols-2' },
			)}
		>
			{heading}
			{/* Drawn anew at each refusal, so that it takes focus again. */}
			<ErrorSummary key={form.summary.refusals} {...form.summary} />
			<input type="hidden" name={INQUIRY_KIND_FIELD} value={kind} />
			{service ? <input type="hidden" name={INQUIRY_SERVICE_FIELD} value={service} /> : null}
			<input type="hidden" name={INQUIRY_STARTED_AT_FIELD} value={identity.startedAt} />
			<input type="hidden" name={INQUIRY_IDEMPOTENCY_FIELD} value={identity.idempotencyKey} />
			{/* Only a bot fills in a field nobody can see, reach by Tab or hear. */}
			<div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
				<label>
					{inquiryFormText.honeypot}
					<input name={INQUIRY_HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
				</label>
			</div>
			{children}
			<div className={cn('space-y-4', !wide && 'sm:col-span-2')}>
				{note}
				{form.outcome?.kind === 'sent' ? (
					// Shown only once the server stored the inquiry.
					<Alert
						ref={focusWhenShown}
						tone="success"
						icon={CheckCircle2}
						role="status"
						tabIndex={-1}
					>
						<p className="font-bold">{inquiryContent.confirmationTitle}</p>
						<p>{inquiryContent.nextSteps}</p>
						<p className="mt-1 text-sm">{inquiryContent.urgent}</p>
						<InquiryContactLinks />
					</Alert>
				) : null}
				{form.outcome?.kind === 'failed' ? (
					// The input stays in the form; phone and e-mail are the way out.
					<Alert role="alert">
						<p className="font-semibold">{form.outcome.message}</p>
						<p className="mt-1 text-sm">{inquiryContent.wayOut}</p>
						<InquiryContactLinks />
					</Alert>
				) : null}
				{/* While a send is on its way the button says so and stays focusable, and a second press
				    waits for the first (aria-disabled, not disabled, so focus is not lost). */}
				<button
					type="submit"
					aria-disabled={sending || undefined}
					className={buttonVariants({
						...(wide ? { variant: 'primary', size: 'md' } : { size: 'lg' }),
						className: cn(wide && 'w-full', sending && 'cursor-progress opacity-80'),
					})}
				>
					{sending ? (
						<LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
					) : (
						<Send aria-hidden="true" />
					)}
					{sending ? inquiryFormText.sending : sendLabel}
				</button>
				<p className="text-sm text-muted-foreground">{inquiryContent.privacyNote}</p>
			</div>
		</form>
	)
}

/**
 * What a refused submit needs fixed, each field linked by its label. It takes focus at each refusal, so
 * the eye and a screen reader start at the list; its scroll margin keeps it clear of the fixed header.
 */
function ErrorSummary({ items, refusals }: ReturnType<typeof useInquiryForm>['summary']) {
	const titleId = useId()
	if (items.length === 0) return null
	return (
		<Alert
			ref={refusals > 0 ? focusWhenShown : undefined}
			role="status"
			tabIndex={-1}
			aria-labelledby={titleId}
			className="scroll-mt-[calc(var(--spacing-header)+1rem)] sm:col-span-2"
		>
			<p id={titleId} className="font-bold">
				{fill(inquiryFormText.errorSummary, { count: items.length })}
			</p>
			<ul className="mt-2 space-y-1">
				{items.map(({ id, label }) => (
					<li key={id}>
						{/* Without JavaScript the link scrolls to the field; with it, it also puts focus there. */}
						<a
							href={`#${id}`}
							onClick={(event) => {
								event.preventDefault()
								document.getElementById(id)?.focus()
							}}
							className="inline-block py-0.5 font-semibold text-danger underline underline-offset-2 hover:text-primary"
						>
							{label}
						</a>
					</li>
				))}
			</ul>
		</Alert>
	)
}
