import { CheckCircle2, LoaderCircle, Mail, Phone, Send } from 'lucide-react'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { useActionData, useFetcher, useLocation } from 'react-router'
import { Alert } from '#app/components/ui/alert.tsx'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { inquiryContent, inquiryFormText } from '#app/content/inquiries.ts'
import { useHydrated } from '#app/hooks/use-hydrated.ts'
import { cn } from '#app/lib/cn.ts'
import {
	INQUIRY_HONEYPOT_FIELD,
	INQUIRY_HONEYPOT_LABEL,
	INQUIRY_IDEMPOTENCY_FIELD,
	INQUIRY_KIND_FIELD,
	INQUIRY_SCRIPT_PARAM,
	INQUIRY_SERVICE_FIELD,
	INQUIRY_STARTED_AT_FIELD,
	type InquiryFormAnswer,
	type InquiryKind,
} from '#app/lib/inquiry-protocol.ts'

type DraftIdentity = { startedAt: string; idempotencyKey: string }

const newIdentity = (shownAt = Date.now()): DraftIdentity => ({
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

/**
 * What the page's action answered the form posted without JavaScript, when it was not stored: the
 * page is drawn again with the form holding what was typed, the errors and the same draft identity.
 */
export function useFormAnswer(shownFields: readonly string[]) {
	const answer = useActionData() as InquiryFormAnswer | undefined
	if (!answer || answer.stored) return undefined
	const { values, errors, message } = answer
	const unshown = Object.entries(errors).filter(([field]) => !shownFields.includes(field))
	return {
		values,
		errors,
		// A refusal of the whole post, or errors for no field the form shows.
		failure: message ?? (unshown.map(([, error]) => error).join(' ') || undefined),
		identity: {
			startedAt: values[INQUIRY_STARTED_AT_FIELD] ?? '',
			idempotencyKey: values[INQUIRY_IDEMPOTENCY_FIELD] ?? '',
		},
	}
}

/** What became of a send: stored, refused field by field, or not stored with one message. */
type SendOutcome =
	| { kind: 'sent' }
	| { kind: 'invalid'; errors: Partial<Record<string, string>> }
	| { kind: 'failed'; message: string }

function outcomeOf(answer: InquiryFormAnswer): SendOutcome {
	if (answer.stored) return { kind: 'sent' }
	if (Object.keys(answer.errors).length > 0) return { kind: 'invalid', errors: answer.errors }
	return { kind: 'failed', message: answer.message ?? '' }
}

type FormEncoding = 'application/x-www-form-urlencoded' | 'multipart/form-data'

/**
 * Sends a form with React Router's fetcher to its page's action (through the route's
 * `inquiryClientAction`), marked as sent by the form's script so a stored inquiry is answered with
 * data, not with the thank-you page: the confirmation shows in the form, where the visitor is.
 * One send per draft: the draft's start time and idempotency key are made when the form is shown
 * (in the browser only; a prerendered form sends none and the server judges no fill time), kept
 * across retries so a retry or a second click stores one inquiry, and renewed after a success. A form
 * its page's action drew again keeps the draft identity it was posted with.
 */
export function useInquiryFetcher(
	posted: DraftIdentity | undefined,
	onOutcome: (outcome: SendOutcome) => void,
) {
	const fetcher = useFetcher<InquiryFormAnswer>()
	const { pathname } = useLocation()
	const [identity, setIdentity] = useState<DraftIdentity>(
		posted ?? { startedAt: '', idempotencyKey: '' },
	)
	// A form rendered while the page hydrates came with the prerendered page; one rendered after (a
	// client navigation) appeared when it mounted. The fill time counts from then: a slow phone that
	// hydrates late must not make a buyer look like a bot.
	const hydrated = useHydrated()
	const cameWithPage = useRef(!hydrated)
	const inFlight = useRef(false)
	const handler = useRef(onOutcome)
	useEffect(() => {
		handler.current = onOutcome
	})
	useEffect(() => {
		if (!posted) setIdentity(newIdentity(cameWithPage.current ? pageShownAt() : Date.now()))
	}, [posted])
	useEffect(() => {
		if (fetcher.state !== 'idle' || !fetcher.data || !inFlight.current) return
		inFlight.current = false
		const outcome = outcomeOf(fetcher.data)
		if (outcome.kind === 'sent') setIdentity(newIdentity())
		handler.current(outcome)
	}, [fetcher.state, fetcher.data])

	const send = useCallback(
		(form: HTMLFormElement) => {
			if (inFlight.current) return
			inFlight.current = true
			fetcher.submit(form, {
				method: 'post',
				encType: form.enctype as FormEncoding,
				action: `${pathname}?${INQUIRY_SCRIPT_PARAM}`,
			})
		},
		[fetcher, pathname],
	)
	return { identity, sending: fetcher.state !== 'idle', send }
}

type HiddenFieldsProps = { kind: InquiryKind; service?: string; identity: DraftIdentity }

/** The protocol's fields, so the form posts the same inquiry with or without JavaScript. */
export function InquiryHiddenFields({ kind, service, identity }: HiddenFieldsProps) {
	return (
		<>
			<input type="hidden" name={INQUIRY_KIND_FIELD} value={kind} />
			{service ? <input type="hidden" name={INQUIRY_SERVICE_FIELD} value={service} /> : null}
			<input type="hidden" name={INQUIRY_STARTED_AT_FIELD} value={identity.startedAt} />
			<input type="hidden" name={INQUIRY_IDEMPOTENCY_FIELD} value={identity.idempotencyKey} />
			{/* Only a bot fills in a field nobody can see, reach by Tab or hear. */}
			<div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
				<label>
					{INQUIRY_HONEYPOT_LABEL}
					<input name={INQUIRY_HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
				</label>
			</div>
		</>
	)
}

const contactLinkStyles = {
	inline: { list: 'mt-2 flex flex-wrap gap-x-5 gap-y-1', link: 'underline', icon: 'size-4' },
	prominent: {
		list: 'flex flex-col gap-3 sm:flex-row sm:gap-8',
		link: 'text-link hover:text-primary',
		icon: 'size-5',
	},
}

/** The company's phone and e-mail, the way out whenever a form is not the right channel. */
export function InquiryContactLinks({
	tone = 'inline',
}: {
	tone?: keyof typeof contactLinkStyles
}) {
	const styles = contactLinkStyles[tone]
	return (
		<ul className={styles.list}>
			{[
				{ ...inquiryContent.phone, Icon: Phone },
				{ ...inquiryContent.email, Icon: Mail },
			].map(({ href, label, Icon }) => (
				<li key={href}>
					<a href={href} className={cn('inline-flex items-center gap-1.5 font-bold', styles.link)}>
						<Icon aria-hidden="true" className={styles.icon} />
						{label}
					</a>
				</li>
			))}
		</ul>
	)
}

/** Shown only once the server stored the inquiry; focused so a screen reader reads it at once. */
function InquiryConfirmation({ ref }: { ref: React.Ref<HTMLDivElement> }) {
	return (
		<Alert ref={ref} tone="success" icon={CheckCircle2} role="status" tabIndex={-1}>
			<p className="font-bold">{inquiryContent.confirmationTitle}</p>
			<p>{inquiryContent.nextSteps}</p>
			<p className="mt-1 text-sm">{inquiryContent.urgent}</p>
			<InquiryContactLinks />
		</Alert>
	)
}

/** The refusal or failure, with phone and e-mail as a way out; the input stays in the form. */
function InquiryFailure({ message }: { message: string }) {
	return (
		<Alert role="alert">
			<p className="font-semibold">{message}</p>
			<p className="mt-1 text-sm">{inquiryContent.wayOut}</p>
			<InquiryContactLinks />
		</Alert>
	)
}

export type FormOutcome = { kind: 'sent' } | { kind: 'failed'; message: string }

/** What the form's last send came to; the confirmation takes focus when it appears. */
export function useInquiryOutcome(failure?: string) {
	const [outcome, setOutcome] = useState<FormOutcome | undefined>(
		failure ? { kind: 'failed', message: failure } : undefined,
	)
	const confirmation = useRef<HTMLDivElement>(null)
	useEffect(() => {
		if (outcome?.kind === 'sent') confirmation.current?.focus()
	}, [outcome])
	return { outcome, setOutcome, confirmation }
}

/** The confirmation, or the failure with the way out, or nothing before the first send. */
export function InquiryOutcome({
	outcome,
	confirmation,
}: {
	outcome: FormOutcome | undefined
	confirmation: React.Ref<HTMLDivElement>
}) {
	if (outcome?.kind === 'failed') return <InquiryFailure message={outcome.message} />
	if (outcome?.kind === 'sent') return <InquiryConfirmation ref={confirmation} />
	return null
}

export function PrivacyNote({ className }: { className?: string }) {
	return (
		<p className={cn('text-sm text-muted-foreground', className)}>{inquiryContent.privacyNote}</p>
	)
}

/** The refused fields the form shows, in its order, with the server's messages. */
export const shownErrors = <Field extends string>(
	fields: readonly Field[],
	errors: Partial<Record<string, string>>,
): Partial<Record<Field, string>> =>
	Object.fromEntries(
		fields.filter((field) => errors[field]).map((field) => [field, errors[field]]),
	) as Partial<Record<Field, string>>

/** Every message of a refusal in one line, for a refusal of no field the form shows. */
export const refusalMessage = (errors: Partial<Record<string, string>>) =>
	Object.values(errors).join(' ')

/** A field in error as the summary lists it: by its label, leading to its control. */
type SummaryItem = { id: string; label: string }

/**
 * A form's field errors and its error summary. A refused submit with several fields in error shows
 * the summary, which takes focus; with one, focus goes to that field, whose message is read with it.
 * The summary shows only after a submit (or when the page came back refused without JavaScript), never
 * while a field is checked on its own.
 */
export function useFieldErrors<Field extends string>(
	fields: readonly Field[],
	describe: (field: Field) => SummaryItem,
	posted?: Partial<Record<string, string>>,
) {
	const [errors, setErrors] = useState(() => shownErrors(fields, posted ?? {}))
	const [refusals, setRefusals] = useState(0)
	/** Shows the errors of the fields the form has and moves focus to them; true when there were any. */
	const refuse = (found: Partial<Record<string, string>>) => {
		const shown = shownErrors(fields, found)
		setErrors(shown)
		const invalid = fields.filter((field) => shown[field])
		if (invalid.length > 1) setRefusals((count) => count + 1)
		else if (invalid[0]) document.getElementById(describe(invalid[0]).id)?.focus()
		return invalid.length > 0
	}
	const invalid = fields.filter((field) => errors[field])
	const summarised = (refusals > 0 || posted !== undefined) && invalid.length > 1
	const items = summarised ? invalid.map(describe) : []
	return { errors, setErrors, refuse, summary: { items, refusals } }
}

/**
 * What a refused submit needs fixed: how many fields, each named by its label and linked to it (the
 * message stays under the field). It takes focus at each refusal, so the eye and a screen reader start
 * at the list rather than at one field; focus and the links scroll it and the fields clear of the
 * fixed header.
 */
export function ErrorSummary({ items, refusals }: { items: SummaryItem[]; refusals: number }) {
	const summary = useRef<HTMLDivElement>(null)
	const titleId = useId()
	useEffect(() => {
		if (refusals > 0) summary.current?.focus()
	}, [refusals])
	if (items.length === 0) return null
	return (
		<Alert
			ref={summary}
			role="status"
			tabIndex={-1}
			aria-labelledby={titleId}
			className="scroll-mt-[calc(var(--spacing-header)+1rem)] sm:col-span-2"
		>
			<p id={titleId} className="font-bold">
				{inquiryFormText.errorSummary(items.length)}
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

type SendButtonProps = {
	sending: boolean
	label: string
	/** In a narrow card: the full width, in the quieter primary colour. */
	wide?: boolean
}

/**
 * The submit button: while a send is on its way it says so and stays focusable, and a second press
 * waits for the first (aria-disabled, not disabled, so focus is not lost).
 */
export function SendButton({ sending, label, wide = false }: SendButtonProps) {
	return (
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
			{sending ? inquiryFormText.sending : label}
		</button>
	)
}
