// An inquiry as stored, with its water report's name, type and size when it has one: what the inbox,
// the export and the notifications read.
import type { InquiryStatus, QuoteDetail, SizingFigures } from '#app/lib/inbox-protocol.ts'
import type { InquiryKind } from '#app/lib/inquiry-protocol.ts'
import type { QuoteReportType } from '#app/lib/quote-request.ts'
import { reportFileName } from './uploads.ts'

/** An inquiry's whole row, with its report's when it has one (one report at most per inquiry). */
export type InquiryRow = {
	id: string
	kind: InquiryKind
	service: string | null
	name: string
	email: string
	phone: string | null
	subject: string | null
	message: string
	company: string | null
	capacity: number | null
	capacity_unit: string | null
	water_source: string | null
	site_location: string | null
	timeline: string | null
	/** The plant-sizing result the buyer came from, as its address on this site. */
	sizing: string | null
	/** JSON of the sizing result's figures as the buyer saw them. */
	sizing_figures: string | null
	/** The language of the page it was sent from (app/content/locales.ts). */
	language: string
	status: InquiryStatus
	spam_reason: string | null
	received_at: number
	delivery_error: string | null
	report_name: string | null
	report_type: QuoteReportType | null
	report_size: number | null
	/** The report's name on disk, never shown to anyone. */
	report_file: string | null
}

/**
 * The columns a submission fills in. A column its kind does not have (a contact's service, a quote's
 * subject, every quote column of the others) is left unbound, which SQLite stores as NULL.
 */
export type InquiryFields = Pick<InquiryRow, 'kind' | 'name' | 'email' | 'message'> &
	Partial<InquiryRow>

export const INQUIRY_WITH_REPORT = `SELECT inquiries.*, attachments.original_name AS report_name,
	attachments.media_type AS report_type, attachments.size AS report_size,
	attachments.stored_name AS report_file
	FROM inquiries LEFT JOIN attachments ON attachments.inquiry_id = inquiries.id`

/** A quote request's figures and report from its row; null for any other kind. */
export function quoteOf(row: InquiryRow): QuoteDetail | null {
	if (row.kind !== 'quote') return null
	// Named again on the way out: a row stored before names were made this way still reaches staff
	// under its true type.
	const report =
		row.report_name === null || row.report_type === null
			? null
			: {
					originalName: reportFileName(row.report_name, row.report_type),
					mediaType: row.report_type,
					size: row.report_size ?? 0,
				}
	return {
		company: row.company,
		capacity: row.capacity,
		capacityUnit: row.capacity_unit,
		waterSource: row.water_source,
		siteLocation: row.site_location,
		timeline: row.timeline,
		sizing: row.sizing,
		sizingFigures: JSON.parse(row.sizing_figures ?? 'null') as SizingFigures | null,
		report,
	}
}
