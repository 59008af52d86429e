import { ArrowLeft, Download, FileDown, Mail, ShieldAlert } from 'lucide-react'
import { useEffect, useId, useRef } from 'react'
import { Form, Link, useLocation, useSubmit } from 'react-router'
import { Alert } from '#app/components/ui/alert.tsx'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { locales } from '#app/content/locales.ts'
import { quoteFormText } from '#app/content/quote.ts'
import { cn } from '#app/lib/cn.ts'
import { fileSizeText } from '#app/lib/file-size.ts'
import {
	INQUIRIES_CSV_URL,
	INQUIRY_STATUSES,
	type InboxFilters,
	type InquiryDetail,
	type InquiryStatus,
	type InquirySummary,
	inboxUrl,
	inquiryReportUrl,
	type QuoteDetail,
	type SizingFigures,
} from '#app/lib/inbox-protocol.ts'
import { INQUIRY_KINDS, type InquiryKind } from '#app/lib/inquiry-protocol.ts'
import {
	quoteAttachmentLabels,
	quoteFigureLines,
	sizingFigureGroups,
	sizingLinkText,
} from '#app/site/quote-figures.ts'

const inEnglish = (inquiry: InquirySummary) => inquiry.language === locales.en.englishName

const kindLabels: Record<InquiryKind, string> = {
	contact: 'Contact form',
	question: 'Question',
	quote: 'Quote request',
}

const statuses: Record<InquiryStatus, { label: string; badge: string }> = {
	new: { label: 'New', badge: 'bg-tint text-primary' },
	handled: { label: 'Handled', badge: 'bg-surface-muted text-foreground' },
	spam: { label: 'Spam', badge: 'bg-danger-50 text-danger-600' },
}

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' })

function Received({ at }: { at: string }) {
	return <time dateTime={at}>{dateTime.format(new Date(at))}</time>
}

function StatusBadge({ status }: { status: InquiryStatus }) {
	return (
		<span
			className={cn(
				'inline-flex items-center gap-1 rounded-pill px-2.5 py-0.5 text-sm font-bold',
				statuses[status].badge,
			)}
		>
			{status === 'spam' ? <ShieldAlert aria-hidden="true" className="size-4" /> : null}
			{statuses[status].label}
		</span>
	)
}

type InboxProps = InboxFilters & {
	inquiries: InquirySummary[]
	opened: InquiryDetail | null
	/** What the last mark answered. */
	answer: { error?: string; marked?: string } | undefined
	headingRef: React.Ref<HTMLHeadingElement>
}

/** The list of inquiries, newest first, and one opened inquiry in its place. */
export function Inbox({ status, kind, inquiries, opened, answer, headingRef }: InboxProps) {
	const filters = { status, kind }
	const detailHeading = useRef<HTMLHeadingElement>(null)
	const listRef = useRef<HTMLDivElement>(null)
	const cameFrom = (useLocation().state as { from?: string } | null)?.from

	// An opened or just marked inquiry: focus on its heading, as the pressed button is gone.
	const openedId = opened?.id
	useEffect(() => {
		if (openedId || answer) detailHeading.current?.focus()
	}, [openedId, answer])

	// Back from an inquiry: focus on the link that opened it, in the card list or the table, whichever
	// this screen shows.
	useEffect(() => {
		if (openedId || !cameFrom) return
		const links = listRef.current?.querySelectorAll<HTMLElement>(`[data-inquiry="${cameFrom}"]`)
		;[...(links ?? [])].find((link) => link.offsetParent !== null)?.focus()
	}, [openedId, cameFrom])

	const announcement =
		answer?.marked && answer.marked in statuses
			? `Marked as ${statuses[answer.marked as InquiryStatus].label.toLowerCase()}.`
			: ''

	return (
		<div className="space-y-6">
			{answer?.error ? (
				<Alert role="alert" className="font-semibold">
					{answer.error}
				</Alert>
			) : null}
			{opened ? (
				<InquiryView
					inquiry={opened}
					headingRef={detailHeading}
					announcement={announcement}
					backTo={inboxUrl(filters)}
				/>
			) : (
				<Card padding="none" className="overflow-hidden">
					<div className="flex flex-wrap items-center justify-between gap-4 border-b border-border p-5 sm:p-6">
						<h2 ref={headingRef} tabIndex={-1} className="text-2xl focus:outline-none">
							Inquiries
						</h2>
						<div className="flex flex-wrap items-end gap-3">
							<Form method="get" className="flex items-end gap-2">
								<FilterSelect
									label="Show"
									name="status"
									value={status}
									options={INQUIRY_STATUSES.map((option) => [option, statuses[option].label])}
								/>
								<FilterSelect
									label="Kind"
									name="kind"
									value={kind}
									options={INQUIRY_KINDS.map((option) => [option, kindLabels[option]])}
								/>
								{/* Without JavaScript a choice does not send itself. */}
								<noscript>
									<button type="submit" className={buttonVariants({ variant: 'outline' })}>
										Filter
									</button>
								</noscript>
							</Form>
							<a
								href={INQUIRIES_CSV_URL}
								download
								className={buttonVariants({ variant: 'outline' })}
							>
								<Download aria-hidden="true" />
								Export CSV
							</a>
						</div>
					</div>
					<div ref={listRef} className="overflow-x-auto">
						<InquiryTable inquiries={inquiries} openUrl={(inquiry) => inboxUrl(filters, inquiry)} />
					</div>
				</Card>
			)}
		</div>
	)
}

/** A filter that reloads the list as soon as it is chosen (by the form's button without script). */
function FilterSelect({
	label,
	name,
	value,
	options,
}: {
	label: string
	name: string
	value: string | null
	options: [string, string][]
}) {
	const id = useId()
	const submit = useSubmit()
	return (
		<div className="space-y-1">
			<label htmlFor={id} className="block text-sm font-semibold text-primary">
				{label}
			</label>
			<select
				id={id}
				name={name}
				defaultValue={value ?? ''}
				onChange={(event) => submit(event.currentTarget.form)}
				className="h-11 rounded-card border-2 border-input bg-surface px-3 text-primary focus:border-highlight focus:outline-none"
			>
				<option value="">All</option>
				{options.map(([option, text]) => (
					<option key={option} value={option}>
						{text}
					</option>
				))}
			</select>
		</div>
	)
}

function InquiryTable({
	inquiries,
	openUrl,
}: {
	inquiries: InquirySummary[]
	openUrl: (id: string) => string
}) {
	if (inquiries.length === 0)
		return <p className="p-6 text-muted-foreground">No inquiries here yet.</p>
	const openButton = (inquiry: InquirySummary) => (
		<Link
			to={openUrl(inquiry.id)}
			data-inquiry={inquiry.id}
			className="text-left font-bold text-link underline-offset-2 hover:text-primary hover:underline"
		>
			{inquiry.name || inquiry.email}
		</Link>
	)
	const spamRow = (inquiry: InquirySummary) =>
		inquiry.status === 'spam' && 'bg-danger-50/40 text-muted-foreground'
	return (
		<>
			{/* A phone gets one card per inquiry; a wider screen the dense table. */}
			<ul className="divide-y divide-ink-100 md:hidden">
				{inquiries.map((inquiry) => (
					<li key={inquiry.id} className={cn('space-y-1 px-4 py-3', spamRow(inquiry))}>
						<div className="flex items-start justify-between gap-3">
							{openButton(inquiry)}
							<StatusBadge status={inquiry.status} />
						</div>
						<p className="text-sm text-muted-foreground">
							<Received at={inquiry.receivedAt} />
							{` · ${kindLabels[inquiry.kind]}`}
							{inquiry.serviceTitle ? ` · ${inquiry.serviceTitle}` : null}
							{inEnglish(inquiry) ? null : ` · ${inquiry.language}`}
						</p>
						{inquiry.subject ? <p className="text-sm">{inquiry.subject}</p> : null}
					</li>
				))}
			</ul>
			<table className="hidden w-full border-collapse text-left text-sm md:table">
				<caption className="sr-only">Inquiries, newest first</caption>
				<thead className="bg-surface-muted text-foreground">
					<tr>
						{['Name', 'Received', 'Status', 'Kind', 'Service', 'Subject', 'Language'].map(
							(heading) => (
								<th key={heading} scope="col" className="px-3 py-2 font-bold">
									{heading}
								</th>
							),
						)}
					</tr>
				</thead>
				<tbody>
					{inquiries.map((inquiry) => (
						<tr
							key={inquiry.id}
							className={cn('border-t border-border align-top', spamRow(inquiry))}
						>
							<th scope="row" className="px-3 py-2 font-normal">
								{openButton(inquiry)}
							</th>
							<td className="px-3 py-2 whitespace-nowrap">
								<Received at={inquiry.receivedAt} />
							</td>
							<td className="px-3 py-2">
								<StatusBadge status={inquiry.status} />
							</td>
							<td className="px-3 py-2">{kindLabels[inquiry.kind]}</td>
							<td className="px-3 py-2">{inquiry.serviceTitle ?? '—'}</td>
							<td className="px-3 py-2">{inquiry.subject ?? '—'}</td>
							<td className="px-3 py-2">{inquiry.language}</td>
						</tr>
					))}
				</tbody>
			</table>
		</>
	)
}

type InquiryViewProps = {
	inquiry: InquiryDetail
	headingRef: React.Ref<HTMLHeadingElement>
	announcement: string
	/** The list this inquiry was opened from. */
	backTo: string
}

type Row = [string, React.ReactNode]

const linkClass = 'font-bold text-link underline underline-offset-2 hover:text-primary'

/** The sizing result as the buyer saw it: what they entered and what it gave, a list each. */
function sizingFiguresRow(figures: SizingFigures): Row {
	return [
		quoteAttachmentLabels.sizingFigures,
		<div key="sizing-figures" className="grid gap-3 sm:grid-cols-2">
			{sizingFigureGroups(figures).map(({ title, figures: group }) => (
				<section key={title} aria-label={title}>
					<h4 className="text-sm font-bold uppercase tracking-wide text-muted-foreground">
						{title}
					</h4>
					<dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
						{group.map(({ label, value }) => (
							<div key={label} className="contents">
								<dt className="text-muted-foreground">{label}</dt>
								<dd>{value}</dd>
							</div>
						))}
					</dl>
				</section>
			))}
		</div>,
	]
}

/** A quote request's figures, its plant-sizing result and its water report, as rows of the view. */
function quoteRows(id: string, quote: QuoteDetail): Row[] {
	return [
		...quoteFigureLines(quote).map(({ label, value }): Row => [label, value ?? '—']),
		[
			quoteAttachmentLabels.sizing,
			quote.sizing ? (
				<a key="sizing" href={quote.sizing} className={linkClass}>
					{sizingLinkText(quote.sizingFigures)}
				</a>
			) : (
				'—'
			),
		],
		...(quote.sizingFigures ? [sizingFiguresRow(quote.sizingFigures)] : []),
		[
			quoteAttachmentLabels.report,
			quote.report ? (
				<a
					key="report"
					href={inquiryReportUrl(id)}
					download
					className={cn(linkClass, 'inline-flex items-center gap-1.5')}
				>
					<FileDown aria-hidden="true" className="size-5 shrink-0" />
					{`Download ${quote.report.originalName} (${fileSizeText(quote.report.size)})`}
				</a>
			) : (
				'None sent'
			),
		],
	]
}

function InquiryView({ inquiry, headingRef, announcement, backTo }: InquiryViewProps) {
	const about = inquiry.serviceTitle
		? `${inquiry.quote ? 'Your quote request for' : 'Your question about'} ${inquiry.serviceTitle}`
		: 'Your inquiry'
	const replySubject = `Re: ${inquiry.subject ?? about}`
	// Both sides of the @ are percent-encoded, so a ? & or = in the sender's address stays part of
	// the address instead of starting fields of the reply such as a Bcc or a body.
	const replyAddress = inquiry.email.split('@').map(encodeURIComponent).join('@')
	const rows: Row[] = [
		['Received', <Received key="received" at={inquiry.receivedAt} />],
		['Kind', kindLabels[inquiry.kind]],
		// Staff answer in the visitor's language.
		['Language', inquiry.language],
		[inquiry.quote ? quoteFormText.labels.service : 'Service', inquiry.serviceTitle ?? '—'],
		['Name', inquiry.name || '—'],
		['E-mail', inquiry.email],
		['Phone', inquiry.phone ?? '—'],
		...(inquiry.quote
			? quoteRows(inquiry.id, inquiry.quote)
			: [['Subject', inquiry.subject ?? '—'] as Row]),
		['Status', <StatusBadge key="status" status={inquiry.status} />],
		...(inquiry.spamReason ? [['Why spam', inquiry.spamReason] as [string, string]] : []),
		[
			'Delivery',
			inquiry.deliveries.length === 0
				? 'Not sent on (kept in the inbox only)'
				: inquiry.deliveries
						.map((delivery) =>
							delivery.deliveredAt
								? `${delivery.channel}: delivered`
								: delivery.failedAt
									? `${delivery.channel}: failed (${delivery.lastError ?? 'unknown error'})`
									: `${delivery.channel}: pending, ${delivery.attempts} attempts`,
						)
						.join('; '),
		],
	]
	return (
		<Card className="space-y-6">
			<Link
				to={backTo}
				state={{ from: inquiry.id }}
				className={buttonVariants({ variant: 'outline', size: 'sm' })}
			>
				<ArrowLeft aria-hidden="true" />
				Back to all inquiries
			</Link>
			<h2 ref={headingRef} tabIndex={-1} className="text-2xl focus:outline-none">
				{`Inquiry from ${inquiry.name || inquiry.email}`}
			</h2>
			<dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[10rem_1fr]">
				{rows.map(([term, value]) => (
					<div key={term} className="contents">
						<dt className="font-bold text-primary">{term}</dt>
						<dd className="break-words">{value}</dd>
					</div>
				))}
			</dl>
			<div>
				<h3 className="mb-2 text-lg">Message</h3>
				<p className="rounded-card bg-surface-muted p-4 break-words whitespace-pre-wrap">
					{/* A quote's message is optional: its empty box says so like every other empty row. */}
					{inquiry.message || '—'}
				</p>
			</div>
			<Form method="post" className="flex flex-wrap gap-3">
				<input type="hidden" name="intent" value="mark" />
				<input type="hidden" name="id" value={inquiry.id} />
				<a
					href={`mailto:${replyAddress}?subject=${encodeURIComponent(replySubject)}`}
					className={buttonVariants({ variant: 'primary' })}
				>
					<Mail aria-hidden="true" />
					Reply by e-mail
				</a>
				{INQUIRY_STATUSES.filter((status) => status !== inquiry.status).map((status) => (
					<button
						key={status}
						type="submit"
						name="status"
						value={status}
						className={buttonVariants({ variant: 'outline' })}
					>
						{`Mark as ${statuses[status].label.toLowerCase()}`}
					</button>
				))}
			</Form>
			<p role="status" className="font-semibold text-link">
				{announcement}
			</p>
		</Card>
	)
}
