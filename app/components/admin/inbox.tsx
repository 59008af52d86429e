import { ArrowLeft, Download, Mail, ShieldAlert } from 'lucide-react'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { cn } from '#app/lib/cn.ts'
import {
	INQUIRIES_CSV_URL,
	INQUIRY_STATUSES,
	type InquiryDetail,
	type InquiryStatus,
	type InquirySummary,
} from '#app/lib/inbox-protocol.ts'
import { AdminApiError, adminApi, formatReceived, kindLabel, statusLabel } from './admin-api.ts'

const statusBadge: Record<InquiryStatus, string> = {
	new: 'bg-water-100 text-navy-900',
	handled: 'bg-ink-100 text-ink-700',
	spam: 'bg-danger-50 text-danger-600',
}

function StatusBadge({ status }: { status: InquiryStatus }) {
	return (
		<span
			className={cn(
				'inline-flex items-center gap-1 rounded-pill px-2.5 py-0.5 text-sm font-bold',
				statusBadge[status],
			)}
		>
			{status === 'spam' ? <ShieldAlert aria-hidden="true" className="size-4" /> : null}
			{statusLabel[status]}
		</span>
	)
}

type InboxProps = {
	/** Called when the API says the session is gone. */
	onSignedOut: (notice: string) => void
	headingRef: React.Ref<HTMLHeadingElement>
}

/** The list of inquiries, newest first, and one opened inquiry in its place. */
export function Inbox({ onSignedOut, headingRef }: InboxProps) {
	const id = useId()
	const [filter, setFilter] = useState<InquiryStatus | ''>('')
	const [inquiries, setInquiries] = useState<InquirySummary[]>()
	const [opened, setOpened] = useState<InquiryDetail>()
	const [error, setError] = useState<string>()
	const [announcement, setAnnouncement] = useState('')
	const detailHeading = useRef<HTMLHeadingElement>(null)
	const lastOpenedId = useRef<string>(undefined)
	const listRef = useRef<HTMLDivElement>(null)

	const handleError = useCallback(
		(caught: unknown) => {
			if (caught instanceof AdminApiError && caught.status === 401)
				onSignedOut('Your session has ended. Please sign in again.')
			else setError(caught instanceof Error ? caught.message : String(caught))
		},
		[onSignedOut],
	)

	const load = useCallback(async () => {
		try {
			const query = filter ? `?status=${filter}` : ''
			const { inquiries } = await adminApi<{ inquiries: InquirySummary[] }>(`/inquiries${query}`)
			setInquiries(inquiries)
			setError(undefined)
		} catch (caught) {
			handleError(caught)
		}
	}, [filter, handleError])

	useEffect(() => {
		void load()
	}, [load])

	const focusOpened = useRef(false)
	// After every render: the flag is set only when an inquiry is opened, and cleared here.
	useEffect(() => {
		if (focusOpened.current) detailHeading.current?.focus()
		focusOpened.current = false
	})

	const open = async (inquiryId: string) => {
		try {
			const { inquiry } = await adminApi<{ inquiry: InquiryDetail }>(`/inquiries/${inquiryId}`)
			lastOpenedId.current = inquiryId
			focusOpened.current = true
			setAnnouncement('')
			setOpened(inquiry)
		} catch (caught) {
			handleError(caught)
		}
	}

	const close = async () => {
		setOpened(undefined)
		await load()
		// Back where the visitor left: the button that opened the inquiry.
		requestAnimationFrame(() => {
			// The card list or the table, whichever this screen shows.
			const buttons = listRef.current?.querySelectorAll<HTMLElement>(
				`[data-inquiry="${lastOpenedId.current}"]`,
			)
			const shown = [...(buttons ?? [])].find((button) => button.offsetParent !== null)
			shown?.focus()
		})
	}

	const mark = async (status: InquiryStatus) => {
		if (!opened) return
		try {
			const { inquiry } = await adminApi<{ inquiry: InquiryDetail }>(`/inquiries/${opened.id}`, {
				method: 'PATCH',
				body: { status },
			})
			setOpened(inquiry)
			setAnnouncement(`Marked as ${statusLabel[status].toLowerCase()}.`)
			// The pressed button is replaced by the one that undoes it; focus stays on the inquiry.
			detailHeading.current?.focus()
		} catch (caught) {
			handleError(caught)
		}
	}

	return (
		<div className="space-y-6">
			{error ? (
				<p
					role="alert"
					className="rounded-card border-2 border-danger-600 bg-danger-50 p-4 font-semibold text-danger-600"
				>
					{error}
				</p>
			) : null}
			{opened ? (
				<InquiryView
					inquiry={opened}
					headingRef={detailHeading}
					announcement={announcement}
					onBack={close}
					onMark={mark}
				/>
			) : (
				<Card padding="none" className="overflow-hidden">
					<div className="flex flex-wrap items-center justify-between gap-4 border-b border-ink-100 p-5 sm:p-6">
						<h2 ref={headingRef} tabIndex={-1} className="text-2xl focus:outline-none">
							Inquiries
						</h2>
						<div className="flex flex-wrap items-end gap-3">
							<div className="space-y-1">
								<label
									htmlFor={`${id}-filter`}
									className="block text-sm font-semibold text-navy-900"
								>
									Show
								</label>
								<select
									id={`${id}-filter`}
									value={filter}
									onChange={(event) => setFilter(event.target.value as InquiryStatus | '')}
									className="h-11 rounded-card border-2 border-ink-200 bg-white px-3 text-ink-900 focus:border-water-500 focus:outline-none"
								>
									<option value="">All</option>
									{INQUIRY_STATUSES.map((status) => (
										<option key={status} value={status}>
											{statusLabel[status]}
										</option>
									))}
								</select>
							</div>
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
						<InquiryTable inquiries={inquiries} onOpen={open} />
					</div>
				</Card>
			)}
		</div>
	)
}

function InquiryTable({
	inquiries,
	onOpen,
}: {
	inquiries: InquirySummary[] | undefined
	onOpen: (id: string) => void
}) {
	if (inquiries === undefined) return <p className="p-6 text-ink-600">Loading inquiries…</p>
	if (inquiries.length === 0) return <p className="p-6 text-ink-600">No inquiries here yet.</p>
	const openButton = (inquiry: InquirySummary) => (
		<button
			type="button"
			data-inquiry={inquiry.id}
			onClick={() => onOpen(inquiry.id)}
			className="text-left font-bold text-water-700 underline-offset-2 hover:text-navy-900 hover:underline"
		>
			{inquiry.name || inquiry.email}
		</button>
	)
	const spamRow = (inquiry: InquirySummary) =>
		inquiry.status === 'spam' && 'bg-danger-50/40 text-ink-600'
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
						<p className="text-sm text-ink-600">
							<time dateTime={inquiry.receivedAt}>{formatReceived(inquiry.receivedAt)}</time>
							{` · ${kindLabel(inquiry.kind)}`}
							{inquiry.serviceTitle ? ` · ${inquiry.serviceTitle}` : null}
						</p>
						{inquiry.subject ? <p className="text-sm">{inquiry.subject}</p> : null}
					</li>
				))}
			</ul>
			<table className="hidden w-full border-collapse text-left text-sm md:table">
				<caption className="sr-only">Inquiries, newest first</caption>
				<thead className="bg-ink-50 text-ink-700">
					<tr>
						{['Name', 'Received', 'Status', 'Kind', 'Service', 'Subject'].map((heading) => (
							<th key={heading} scope="col" className="px-3 py-2 font-bold">
								{heading}
							</th>
						))}
					</tr>
				</thead>
				<tbody>
					{inquiries.map((inquiry) => (
						<tr
							key={inquiry.id}
							className={cn('border-t border-ink-100 align-top', spamRow(inquiry))}
						>
							<th scope="row" className="px-3 py-2 font-normal">
								{openButton(inquiry)}
							</th>
							<td className="px-3 py-2 whitespace-nowrap">
								<time dateTime={inquiry.receivedAt}>{formatReceived(inquiry.receivedAt)}</time>
							</td>
							<td className="px-3 py-2">
								<StatusBadge status={inquiry.status} />
							</td>
							<td className="px-3 py-2">{kindLabel(inquiry.kind)}</td>
							<td className="px-3 py-2">{inquiry.serviceTitle ?? '—'}</td>
							<td className="px-3 py-2">{inquiry.subject ?? '—'}</td>
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
	onBack: () => void
	onMark: (status: InquiryStatus) => void
}

function InquiryView({ inquiry, headingRef, announcement, onBack, onMark }: InquiryViewProps) {
	const replySubject = `Re: ${inquiry.subject ?? (inquiry.serviceTitle ? `Your question about ${inquiry.serviceTitle}` : 'Your inquiry')}`
	const rows: [string, React.ReactNode][] = [
		[
			'Received',
			<time key="received" dateTime={inquiry.receivedAt}>
				{formatReceived(inquiry.receivedAt)}
			</time>,
		],
		['Kind', kindLabel(inquiry.kind)],
		['Service', inquiry.serviceTitle ?? '—'],
		['Name', inquiry.name || '—'],
		['E-mail', inquiry.email],
		['Phone', inquiry.phone ?? '—'],
		['Subject', inquiry.subject ?? '—'],
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
			<button
				type="button"
				onClick={onBack}
				className={buttonVariants({ variant: 'outline', size: 'sm' })}
			>
				<ArrowLeft aria-hidden="true" />
				Back to all inquiries
			</button>
			<h2 ref={headingRef} tabIndex={-1} className="text-2xl focus:outline-none">
				{`Inquiry from ${inquiry.name || inquiry.email}`}
			</h2>
			<dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[10rem_1fr]">
				{rows.map(([term, value]) => (
					<div key={term} className="contents">
						<dt className="font-bold text-navy-900">{term}</dt>
						<dd className="break-words">{value}</dd>
					</div>
				))}
			</dl>
			<div>
				<h3 className="mb-2 text-lg">Message</h3>
				<p className="rounded-card bg-ink-50 p-4 break-words whitespace-pre-wrap">
					{inquiry.message}
				</p>
			</div>
			<div className="flex flex-wrap gap-3">
				<a
					href={`mailto:${inquiry.email}?subject=${encodeURIComponent(replySubject)}`}
					className={buttonVariants({ variant: 'primary' })}
				>
					<Mail aria-hidden="true" />
					Reply by e-mail
				</a>
				{INQUIRY_STATUSES.filter((status) => status !== inquiry.status).map((status) => (
					<button
						key={status}
						type="button"
						onClick={() => onMark(status)}
						className={buttonVariants({ variant: 'outline' })}
					>
						{status === 'spam' ? 'Mark as spam' : `Mark as ${statusLabel[status].toLowerCase()}`}
					</button>
				))}
			</div>
			<p role="status" className="font-semibold text-water-700">
				{announcement}
			</p>
		</Card>
	)
}
