// What the inbox page and its loaders agree on: where the export lives, the statuses an inquiry may
// have, and the shape of an inquiry. Browser-safe, so both sides import these names.
import type { InquiryKind } from './inquiry-protocol.ts'

export const INBOX_PATH = '/admin'
export const INQUIRIES_CSV_URL = `${INBOX_PATH}/inquiries.csv`

/** The route of a quote's water report, downloaded by a signed-in user only. */
export const INQUIRY_REPORT_ROUTE = `${INBOX_PATH}/inquiries/:id/report`
export const inquiryReportUrl = (id: string) =>
	INQUIRY_REPORT_ROUTE.replace(':id', encodeURIComponent(id))

export const INQUIRY_STATUSES = ['new', 'handled', 'spam'] as const
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number]

export type InquirySummary = {
	id: string
	kind: InquiryKind
	service: string | null
	serviceTitle: string | null
	name: string
	email: string
	subject: string | null
	status: InquiryStatus
	spam: boolean
	spamReason: string | null
	receivedAt: string
	deliveryError: string | null
	/** The language of the page it was sent from, as staff read it ("Hindi (हिन्दी)"). */
	language: string
}

type Delivery = {
	channel: string
	attempts: number
	deliveredAt: string | null
	failedAt: string | null
	nextAttemptAt: string | null
	lastError: string | null
}

/** A quote's water report as the inbox names it; the file itself is at inquiryReportUrl. */
export type QuoteReport = {
	originalName: string
	mediaType: string
	size: number
}

/** A labelled figure with its unit, as the page showed it. */
export type LabelledFigure = { label: string; value: string }

/** A plant-sizing result in words: which tool, what was entered and what it gave. */
export type SizingFigures = {
	/** The calculator's page title. */
	tool: string
	/** The reference its PDF carries when made the day the request came (JS-20261202-7F3A). */
	reference?: string
	inputs: readonly LabelledFigure[]
	/** The results in the page's order, the softener's figures last when one is offered. */
	results: readonly LabelledFigure[]
}

/** A quote request's own figures, as stored. */
export type QuoteDetail = {
	company: string | null
	capacity: number | null
	capacityUnit: string | null
	waterSource: string | null
	siteLocation: string | null
	timeline: string | null
	/** The plant-sizing result the buyer came from: a path on the site. */
	sizing: string | null
	/** That result's inputs and figures as the buyer saw them when sending the quote. */
	sizingFigures: SizingFigures | null
	report: QuoteReport | null
}

export type InquiryDetail = InquirySummary & {
	phone: string | null
	message: string
	deliveries: Delivery[]
	/** Present for a quote request only. */
	quote: QuoteDetail | null
}

/** The list's filters; null shows every status or kind. */
export type InboxFilters = { status: InquiryStatus | null; kind: InquiryKind | null }

/** The address of the list, filtered by status and kind, with `inquiry` opened in its place. */
export const inboxUrl = ({ status, kind }: InboxFilters, inquiry?: string) => {
	const search = new URLSearchParams({
		...(status ? { status } : {}),
		...(kind ? { kind } : {}),
		...(inquiry ? { inquiry } : {}),
	}).toString()
	return search ? `${INBOX_PATH}?${search}` : INBOX_PATH
}
