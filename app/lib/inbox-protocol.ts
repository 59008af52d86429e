// What the inbox page and its loaders agree on: where the export lives, the statuses an inquiry may
// have, and the shape of an inquiry. Browser-safe, so both sides import these names.
import type { InquiryKind } from './inquiry-protocol.ts'

export const INQUIRIES_CSV_URL = '/admin/inquiries.csv'

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
}

export type Delivery = {
	channel: string
	attempts: number
	deliveredAt: string | null
	failedAt: string | null
	nextAttemptAt: string | null
	lastError: string | null
}

export type InquiryDetail = InquirySummary & {
	phone: string | null
	message: string
	deliveries: Delivery[]
}
