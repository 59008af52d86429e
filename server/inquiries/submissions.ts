import { randomUUID } from 'node:crypto'
import type { DatabaseSync } from 'node:sqlite'
import {
	FormDataParseError,
	MaxFileSizeExceededError,
	MaxTotalSizeExceededError,
	MultipartParseError,
	parseFormData,
} from '@remix-run/form-data-parser'
import { editionOf } from '#app/content/locales.ts'
import { pages } from '#app/content/pages.ts'
import { refusalsIn } from '#app/lib/form-messages.ts'
import {
	IDEMPOTENCY_KEY_PATTERN,
	INQUIRY_HONEYPOT_FIELD,
	INQUIRY_IDEMPOTENCY_FIELD,
	INQUIRY_KIND_FIELD,
	INQUIRY_MAX_BODY_BYTES,
	INQUIRY_MIN_FILL_MS,
	INQUIRY_STARTED_AT_FIELD,
	type InquiryValues,
} from '#app/lib/inquiry-protocol.ts'
import {
	QUOTE_MAX_BODY_BYTES,
	QUOTE_REPORT_FIELD,
	type QuoteReportType,
	REPORT_SIGNATURE_BYTES,
	reportError,
	reportTypeOf,
} from '#app/lib/quote-request.ts'
import { kindSchema } from './admin.ts'
import type { InquiryConfig } from './config.ts'
import { inTransaction } from './database.ts'
import {
	BodyTooLarge,
	capped,
	clientAddress,
	isOwnOrigin,
	mediaTypeOf,
	rateLimitKey,
	readBody,
} from './http.ts'
import { inquiryWordsIn } from './inquiry-words.ts'
import { createRateCounter } from './rate-counter.ts'
import type { InquiryFields } from './rows.ts'
import { type FieldErrors, validateInquiry } from './schemas.ts'
import { BIDI_CONTROLS, promoteUpload, removeUploads, writePendingUpload } from './uploads.ts'

const RATE_WINDOW_MS = 10 * 60 * 1000
const FORM_TYPE = 'application/x-www-form-urlencoded'
const JSON_TYPE = 'application/json'
const MULTIPART_TYPE = 'multipart/form-data'
const BODY_TYPES = [FORM_TYPE, JSON_TYPE, MULTIPART_TYPE]
/** A quote form has a dozen fields and one file; more parts than this is not our form. */
const MAX_MULTIPART_PARTS = 40
// Invalid posts an address may send per window, as a multiple of the inquiries it may store: a
// visitor correcting a few mistakes per inquiry is never held back, a flood of bad posts is.
const INVALID_POSTS_PER_INQUIRY = 4

const isTooLarge = (error: unknown): boolean =>
	error instanceof BodyTooLarge ||
	error instanceof MaxTotalSizeExceededError ||
	error instanceof MaxFileSizeExceededError ||
	(error instanceof Error && error.cause !== undefined && isTooLarge(error.cause))

/** A water report whose size and first bytes are right, still in memory. */
type ReceivedReport = { file: File; mediaType: QuoteReportType }

/** What a post carries: its text fields and, from a multipart post, the water report or why not. */
type PostedBody = { fields: InquiryValues; report?: ReceivedReport; reportError?: string }

/**
 * A multipart post (the quote form, with its water report). The parser hands over a part once it has
 * all of it, so the report is in memory (at most the body cap) and is written to disk only once its
 * inquiry is found valid: an invalid post never touches the disk.
 */
async function readMultipart(request: Request): Promise<PostedBody | undefined> {
	const body: PostedBody = { fields: {} }
	try {
		const form = await parseFormData(
			capped(request, QUOTE_MAX_BODY_BYTES),
			{
				maxFiles: 1,
				maxParts: MAX_MULTIPART_PARTS,
				// The body cap bounds the file; a report between 5 MB and the cap is refused with the
				// field's own message (422) and every field typed, rather than a bare 413.
				maxFileSize: QUOTE_MAX_BODY_BYTES,
				maxTotalSize: QUOTE_MAX_BODY_BYTES,
			},
			async (file) => {
				if (file.fieldName !== QUOTE_REPORT_FIELD) return null
				const head = new Uint8Array(await file.slice(0, REPORT_SIGNATURE_BYTES).arrayBuffer())
				body.reportError = reportError({ size: file.size, head })
				// An empty file input sends an empty part: no report, and no error. A report that
				// passed the check has a type its first bytes show.
				const mediaType = reportTypeOf(head)
				if (!body.reportError && file.size > 0 && mediaType) body.report = { file, mediaType }
				return null
			},
		)
		for (const [name, value] of form) if (typeof value === 'string') body.fields[name] = value
		return body
	} catch (error) {
		if (isTooLarge(error)) throw new BodyTooLarge()
		// Not our form's shape: too many parts or files, oversized part headers, broken framing (the
		// parser's limits are MultipartParseErrors too).
		if (error instanceof FormDataParseError || error instanceof MultipartParseError)
			return undefined
		throw error
	}
}

/** A post's fields, from a form, a JSON object (whose numbers count as text) or the quote's multipart. */
async function readPost(request: Request, type: string): Promise<PostedBody | undefined> {
	if (type === MULTIPART_TYPE) return readMultipart(request)
	const text = await readBody(request, INQUIRY_MAX_BODY_BYTES)
	if (type === FORM_TYPE) return { fields: Object.fromEntries(new URLSearchParams(text)) }
	try {
		const parsed: unknown = JSON.parse(text)
		if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined
		const entries = Object.entries(parsed).filter(
			([, value]) => typeof value === 'string' || typeof value === 'number',
		)
		return { fields: Object.fromEntries(entries.map(([name, value]) => [name, String(value)])) }
	} catch {
		return undefined
	}
}

/** Why this submission looks automated, or undefined when it looks like a person's. */
function spamReasonOf(input: InquiryValues, now: number): string | undefined {
	if (input[INQUIRY_HONEYPOT_FIELD]?.trim()) return 'honeypot filled'
	const startedAt = Number(input[INQUIRY_STARTED_AT_FIELD])
	// Only a start time in the recent past is judged: without JavaScript there is none, and a visitor
	// whose clock runs ahead of ours would otherwise look impossibly fast.
	if (input[INQUIRY_STARTED_AT_FIELD] && Number.isFinite(startedAt)) {
		const elapsed = now - startedAt
		if (elapsed >= 0 && elapsed < INQUIRY_MIN_FILL_MS)
			return `sent ${elapsed} ms after the form opened`
	}
	return undefined
}

/** What became of a submission: stored, or not, with why and what was typed. */
export type Submission = { headers: Record<string, string> } & (
	| { stored: true; id: string; thankYouUrl: string }
	| {
			stored: false
			status: number
			/** The fields' own messages (422), or one message for the whole post. */
			errors?: FieldErrors
			message?: string
			/** Everything typed, with the draft's idempotency key, to show the form again. */
			values: InquiryValues
	  }
)

/**
 * Checks posted inquiries and stores each with its outbox rows and its report in one transaction; a
 * known idempotency key stores nothing. A report written under its temporary name is renamed to its
 * final one inside the transaction, so the row and the file are both kept or both refused.
 */
export function createSubmitter(
	database: DatabaseSync,
	config: InquiryConfig,
	channels: readonly string[],
	onStored: (id: string) => void,
) {
	const insertInquiry = database.prepare(
		`INSERT INTO inquiries (id, idempotency_key, kind, service, name, email, phone, subject, message,
			spam_reason, status, received_at, company, capacity, capacity_unit, water_source,
			site_location, timeline, sizing, sizing_figures, language)
		 VALUES (:id, :idempotency_key, :kind, :service, :name, :email, :phone, :subject, :message,
			:spam_reason, :status, :received_at, :company, :capacity, :capacity_unit, :water_source,
			:site_location, :timeline, :sizing, :sizing_figures, :language)
		 ON CONFLICT (idempotency_key) DO NOTHING
		 RETURNING id`,
	)
	const findByKey = database.prepare('SELECT id FROM inquiries WHERE idempotency_key = ?')
	const insertOutbox = database.prepare(
		'INSERT INTO outbox (inquiry_id, channel, next_attempt_at) VALUES (?, ?, ?)',
	)
	const insertAttachment = database.prepare(
		`INSERT INTO attachments (inquiry_id, stored_name, original_name, media_type, size)
		 VALUES (?, ?, ?, ?, ?)`,
	)
	// By the rows, so every process on the file sees the same total.
	const storedReportBytes = database.prepare('SELECT total(size) AS bytes FROM attachments')
	const rateCounter = createRateCounter(database, RATE_WINDOW_MS)
	const invalidLimit = config.rateLimit * INVALID_POSTS_PER_INQUIRY
	// Each process says once that the uploads folder is full, and again after it had room.
	let reportedFull = false

	function hasRoomFor(report: ReceivedReport) {
		if (config.uploadsMaxBytes === 0) return true
		const used = (storedReportBytes.get() as { bytes: number }).bytes
		const room = used + report.file.size <= config.uploadsMaxBytes
		if (!room && !reportedFull)
			console.error(
				`Uploads folder full: stored reports take ${used} of UPLOADS_MAX_MB's ${config.uploadsMaxBytes} bytes; quotes with a report are refused until reports are purged or the cap is raised`,
			)
		reportedFull = !room
		return room
	}

	return async function submit(request: Request, peerAddress: string): Promise<Submission> {
		const { headers } = request
		const origin = headers.get('origin')
		// Sent from a page of the Hindi edition (its form or /hi/api/inquiries): stored as Hindi, and
		// a refused field is explained in Hindi.
		const { locale } = editionOf(new URL(request.url).pathname)
		const words = inquiryWordsIn(locale)
		let values: InquiryValues = {}
		const refuse = (status: number, message: string, headers: Record<string, string> = {}) =>
			({ stored: false, status, message, values, headers }) as const
		const fieldRefusal = (errors: FieldErrors) =>
			({ stored: false, status: 422, errors, values, headers: {} }) as const
		const tooMany = (retryAfterSeconds: number, extra: Record<string, string> = {}) =>
			refuse(429, words.refusals.tooMany, { 'Retry-After': String(retryAfterSeconds), ...extra })

		// Only browsers send Origin; a post without one (curl, an integration) is not a cross-site form.
		if (origin && !isOwnOrigin(request, origin)) return refuse(403, words.refusals.foreignOrigin)
		const type = mediaTypeOf(headers)
		if (!BODY_TYPES.includes(type))
			return refuse(415, words.refusals.unreadable, { Accept: BODY_TYPES.join(', ') })

		const limited = config.rateLimit > 0
		const visitor = rateLimitKey(clientAddress(headers, peerAddress, config.trustProxy))
		const invalidKey = `invalid:${visitor}`
		// An address past its invalid posts' limit is refused before its body is read: a flood of
		// large posts costs neither memory nor the disk.
		if (limited) {
			const invalid = rateCounter.peek(invalidKey)
			if (invalid.count > invalidLimit)
				return tooMany(invalid.retryAfterSeconds, { Connection: 'close' })
		}
		const refuseInvalid = (refusal: Submission): Submission => {
			if (!limited) return refusal
			const { count, retryAfterSeconds } = rateCounter.hit(invalidKey)
			return count > invalidLimit ? tooMany(retryAfterSeconds) : refusal
		}

		let body: PostedBody | undefined
		try {
			body = await readPost(request, type)
		} catch (error) {
			if (error instanceof BodyTooLarge)
				// The rest of the body is never read: the connection closes after the answer. A multipart
				// post is that large only by its file, so its refusal speaks of the file.
				return refuseInvalid(
					refuse(
						413,
						type === MULTIPART_TYPE ? words.fieldMessages.reportFile : words.refusals.tooLarge,
						{
							Connection: 'close',
						},
					),
				)
			throw error
		}
		const kind = kindSchema.safeParse(body?.fields[INQUIRY_KIND_FIELD] ?? 'contact').data
		if (!body || !kind) return refuseInvalid(refuse(422, words.refusals.unreadable))
		// Bidi controls reorder what follows them in the inbox, the e-mail and the export: none is kept.
		const fields = Object.fromEntries(
			Object.entries(body.fields).map(([name, value]) => [name, value.replace(BIDI_CONTROLS, '')]),
		)
		const offeredKey = fields[INQUIRY_IDEMPOTENCY_FIELD] ?? ''
		const idempotencyKey = IDEMPOTENCY_KEY_PATTERN.test(offeredKey) ? offeredKey : randomUUID()
		values = { ...fields, [INQUIRY_IDEMPOTENCY_FIELD]: idempotencyKey }

		const result = validateInquiry(kind, fields)
		const reportRefusal = kind === 'quote' ? body.reportError : undefined
		if ('errors' in result || reportRefusal)
			return refuseInvalid(
				fieldRefusal(
					refusalsIn(
						{
							...('errors' in result ? result.errors : {}),
							...(reportRefusal ? { [QUOTE_REPORT_FIELD]: reportRefusal } : {}),
						},
						words.fieldMessages,
					),
				),
			)

		const inquiryFields = result.inquiry
		const report = kind === 'quote' ? body.report : undefined
		// Not counted as an inquiry (the visitor sends the same quote again without the report), but as
		// an invalid post: a flood of reports while the folder is full is held back like any other.
		if (report && !hasRoomFor(report))
			return refuseInvalid(fieldRefusal({ [QUOTE_REPORT_FIELD]: words.fieldMessages.reportsFull }))

		// Counted only once an inquiry would be stored: a visitor correcting mistakes is not held back.
		const inquiryKey = `inquiry:${visitor}`
		const counted = limited ? rateCounter.hit(inquiryKey) : undefined
		if (counted && counted.count > config.rateLimit) return tooMany(counted.retryAfterSeconds)
		try {
			return await store(inquiryFields)
		} catch (error) {
			if (!isDiskFull(error)) throw error
			// Nothing was stored, through no fault of the visitor's: the post costs them no allowance.
			if (counted) rateCounter.giveBack(inquiryKey, counted.windowStart)
			console.error(`Inquiry not stored, the disk is full: ${(error as Error).message}`)
			return refuse(503, words.refusals.diskFull, { 'Retry-After': '600' })
		}

		async function store(inquiry: InquiryFields): Promise<Submission> {
			// The report reaches the disk, synced, before the transaction that stores its inquiry; that
			// transaction alone keeps it, and every other way out of here removes it.
			const upload = report
				? await writePendingUpload(config.uploadsDirectory, report.file, report.mediaType)
				: undefined
			let keptUpload = false
			try {
				const now = Date.now()
				const spamReason = spamReasonOf(fields, now)
				const stored = inTransaction(database, () => {
					const inserted = insertInquiry.get({
						...inquiry,
						id: randomUUID(),
						idempotency_key: idempotencyKey,
						spam_reason: spamReason ?? null,
						status: spamReason ? 'spam' : 'new',
						received_at: now,
						language: locale,
					})
					if (!inserted) return { id: String(findByKey.get(idempotencyKey)?.id), created: false }
					const id = String(inserted.id)
					// Spam is kept for the inbox to review, but nobody is notified of it.
					if (!spamReason) for (const channel of channels) insertOutbox.run(id, channel, now)
					if (upload) {
						const { storedName, originalName, mediaType, size } = upload
						insertAttachment.run(id, storedName, originalName, mediaType, size)
						promoteUpload(config.uploadsDirectory, upload)
					}
					return { id, created: true }
				})
				keptUpload = stored.created && upload !== undefined
				if (stored.created) onStored(stored.id)
				return {
					stored: true,
					id: stored.id,
					// A path in the edition: React Router puts its prefix (/hi) before a redirect's path.
					thankYouUrl: pages.thankYou.path,
					headers: {},
				}
			} finally {
				// Both names: a COMMIT that failed after the rename leaves the file under its final one.
				if (upload && !keptUpload)
					removeUploads(config.uploadsDirectory, [upload.temporaryName, upload.storedName])
			}
		}
	}
}

const SQLITE_FULL = 13

/** SQLite's "database or disk is full", or the file system's "no space left". */
const isDiskFull = (error: unknown) =>
	(error as NodeJS.ErrnoException | undefined)?.code === 'ENOSPC' ||
	(error as { errcode?: number } | undefined)?.errcode === SQLITE_FULL

// A script that asks for JSON gets JSON; a browser navigating (Accept: text/html) gets pages.
const wantsJson = ({ headers }: Request) => {
	if (mediaTypeOf(headers) === JSON_TYPE) return true
	const accept = headers.get('accept') ?? ''
	return accept.includes(JSON_TYPE) && !accept.includes('text/html')
}

/**
 * The endpoint's answer (the protocol in inquiry-protocol.ts). A browser's form post that was not
 * stored gets the reason as text: the form it came from still holds what was typed, one step back.
 */
export function endpointResponse(request: Request, submission: Submission): Response {
	const headers = { 'Cache-Control': 'no-store', ...submission.headers }
	const json = wantsJson(request)
	if (submission.stored)
		return json
			? Response.json({ id: submission.id }, { status: 201, headers })
			: new Response(null, {
					status: 303,
					headers: { ...headers, Location: submission.thankYouUrl },
				})
	const { status, errors, message = '' } = submission
	if (json) return Response.json(errors ? { errors } : { error: message }, { status, headers })
	const reasons = errors ? Object.values(errors) : [message]
	const { goBack } = inquiryWordsIn(editionOf(new URL(request.url).pathname).locale).refusals
	return new Response([...reasons, goBack].join('\n'), {
		status,
		headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' },
	})
}

export const inquiryEndpointRefusal = () =>
	Response.json(
		{ error: 'Inquiries are sent with POST.' },
		{ status: 405, headers: { Allow: 'POST' } },
	)
