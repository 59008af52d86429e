import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { DatabaseSync } from 'node:sqlite'
import {
	IDEMPOTENCY_KEY_PATTERN,
	INQUIRY_HONEYPOT_FIELD,
	INQUIRY_IDEMPOTENCY_FIELD,
	INQUIRY_KIND_FIELD,
	INQUIRY_KINDS,
	INQUIRY_MAX_BODY_BYTES,
	INQUIRY_MIN_FILL_MS,
	INQUIRY_REFUSALS,
	INQUIRY_STARTED_AT_FIELD,
	INQUIRY_THANK_YOU_PATH,
	type InquiryKind,
} from '#app/lib/inquiry-protocol.ts'
import type { InquiryConfig } from './config.ts'
import { inTransaction } from './database.ts'
import { invalidInquiryPage, refusedInquiryPage } from './error-page.ts'
import {
	BodyTooLarge,
	clientAddress,
	isOwnOrigin,
	mediaTypeOf,
	readBody,
	sendJson,
} from './http.ts'
import type { RateCounter } from './rate-counter.ts'
import { type FieldErrors, type ValidInquiry, validateInquiry } from './schemas.ts'

export const RATE_WINDOW_MS = 10 * 60 * 1000
const FORM_TYPE = 'application/x-www-form-urlencoded'
const JSON_TYPE = 'application/json'

const isInquiryKind = (kind: string): kind is InquiryKind =>
	(INQUIRY_KINDS as readonly string[]).includes(kind)

type StoredInquiry = { id: string; created: boolean }

/** Stores inquiries and their outbox rows in one transaction; a known idempotency key stores nothing. */
export function createInquiryStore(database: DatabaseSync, channels: readonly string[]) {
	const insertInquiry = database.prepare(
		`INSERT INTO inquiries (id, idempotency_key, kind, service, name, email, phone, subject, message,
			spam_reason, status, received_at)
		 VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		 ON CONFLICT (idempotency_key) DO NOTHING
		 RETURNING id`,
	)
	const findByKey = database.prepare('SELECT id FROM inquiries WHERE idempotency_key = ?')
	const insertOutbox = database.prepare(
		'INSERT INTO outbox (inquiry_id, channel, next_attempt_at) VALUES (?, ?, ?)',
	)
	return function store(
		inquiry: ValidInquiry,
		idempotencyKey: string,
		spamReason: string | undefined,
		now = Date.now(),
	): StoredInquiry {
		return inTransaction(database, () => {
			const inserted = insertInquiry.get(
				randomUUID(),
				idempotencyKey,
				inquiry.kind,
				inquiry.service ?? null,
				inquiry.name,
				inquiry.email,
				inquiry.phone ?? null,
				inquiry.subject ?? null,
				inquiry.message,
				spamReason ?? null,
				spamReason ? 'spam' : 'new',
				now,
			) as { id: string } | undefined
			if (!inserted) {
				const existing = findByKey.get(idempotencyKey) as { id: string }
				return { id: existing.id, created: false }
			}
			// Spam is kept for the inbox to review, but nobody is notified of it.
			if (!spamReason) for (const channel of channels) insertOutbox.run(inserted.id, channel, now)
			return { id: inserted.id, created: true }
		})
	}
}

export type InquiryStore = ReturnType<typeof createInquiryStore>

function parseBody(type: string, body: Buffer): Record<string, string> | undefined {
	const text = body.toString('utf8')
	if (type === FORM_TYPE) return Object.fromEntries(new URLSearchParams(text))
	try {
		const parsed: unknown = JSON.parse(text)
		if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined
		return Object.fromEntries(
			Object.entries(parsed).flatMap(([name, value]) =>
				typeof value === 'string'
					? [[name, value]]
					: typeof value === 'number'
						? [[name, String(value)]]
						: [],
			),
		)
	} catch {
		return undefined
	}
}

// A script that asks for JSON gets JSON; a browser navigating (Accept: text/html) gets pages.
const wantsJson = (req: IncomingMessage) => {
	if (mediaTypeOf(req) === JSON_TYPE) return true
	const accept = String(req.headers.accept ?? '')
	return accept.includes(JSON_TYPE) && !accept.includes('text/html')
}

/** Why this submission looks automated, or undefined when it looks like a person's. */
function spamReasonOf(input: Record<string, string>, now: number): string | undefined {
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

export function createSubmissionHandler(options: {
	config: InquiryConfig
	store: InquiryStore
	rateCounter: RateCounter
	onStored: (id: string) => void
}) {
	const { config, store, rateCounter, onStored } = options

	/** The site's pages an inquiry may come from: ours, and a static host's when configured. */
	function originCheck(req: IncomingMessage) {
		const origin = req.headers.origin
		// Only browsers send Origin; a post without one (curl, an integration) is not a cross-site form.
		if (!origin) return { allowed: true, corsOrigin: undefined, siteOrigin: undefined }
		if (isOwnOrigin(req, origin, config.trustProxy))
			return { allowed: true, corsOrigin: undefined, siteOrigin: undefined }
		if (config.allowedOrigins.includes(origin))
			return { allowed: true, corsOrigin: origin, siteOrigin: origin }
		return { allowed: false, corsOrigin: undefined, siteOrigin: undefined }
	}

	return async function handleSubmission(req: IncomingMessage, res: ServerResponse) {
		const json = wantsJson(req)
		const { allowed, corsOrigin, siteOrigin } = originCheck(req)
		const corsHeaders: Record<string, string> = corsOrigin
			? { 'Access-Control-Allow-Origin': corsOrigin, Vary: 'Origin' }
			: {}

		function refuse(status: number, message: string, headers: Record<string, string> = {}) {
			const allHeaders = { ...corsHeaders, ...headers }
			if (json) {
				sendJson(res, status, { error: message }, allHeaders)
				return
			}
			const html = refusedInquiryPage(message)
			res.writeHead(status, {
				'Content-Type': 'text/html; charset=utf-8',
				'Content-Length': Buffer.byteLength(html),
				'Cache-Control': 'no-store',
				...allHeaders,
			})
			res.end(html)
		}

		if (!allowed) return refuse(403, INQUIRY_REFUSALS.foreignOrigin)
		const type = mediaTypeOf(req)
		if (type !== FORM_TYPE && type !== JSON_TYPE)
			return refuse(415, INQUIRY_REFUSALS.unsupportedType, { Accept: `${FORM_TYPE}, ${JSON_TYPE}` })

		let body: Buffer
		try {
			body = await readBody(req, INQUIRY_MAX_BODY_BYTES)
		} catch (error) {
			if (error instanceof BodyTooLarge)
				// The rest of the body is never read: the connection closes after the answer.
				return refuse(413, INQUIRY_REFUSALS.tooLarge, { Connection: 'close' })
			throw error
		}

		const parsed = parseBody(type, body)
		const named = parsed?.[INQUIRY_KIND_FIELD] ?? 'contact'
		if (!parsed || !isInquiryKind(named)) return refuse(422, INQUIRY_REFUSALS.unknownForm)
		const input: Record<string, string> = parsed
		const kind: InquiryKind = named

		const offeredKey = input[INQUIRY_IDEMPOTENCY_FIELD] ?? ''
		const idempotencyKey = IDEMPOTENCY_KEY_PATTERN.test(offeredKey) ? offeredKey : randomUUID()

		// Shows a visitor without JavaScript the form again with everything typed, so nothing is lost.
		function answerWithForm(
			status: number,
			details: { errors?: FieldErrors; notice?: string },
			headers: Record<string, string> = {},
		) {
			const html = invalidInquiryPage({ kind, input, idempotencyKey, ...details })
			res.writeHead(status, {
				'Content-Type': 'text/html; charset=utf-8',
				'Content-Length': Buffer.byteLength(html),
				'Cache-Control': 'no-store',
				...corsHeaders,
				...headers,
			})
			res.end(html)
		}

		const result = validateInquiry(kind, input)
		if ('errors' in result) {
			if (json) return sendJson(res, 422, { errors: result.errors }, corsHeaders)
			return answerWithForm(422, { errors: result.errors })
		}

		// Counted only once an inquiry would be stored: a visitor correcting mistakes is not held back.
		if (config.rateLimit > 0) {
			const { count, retryAfterSeconds } = rateCounter.hit(
				`inquiry:${clientAddress(req, config.trustProxy)}`,
			)
			if (count > config.rateLimit) {
				const headers = { 'Retry-After': String(retryAfterSeconds) }
				if (json) return refuse(429, INQUIRY_REFUSALS.tooMany, headers)
				return answerWithForm(429, { notice: INQUIRY_REFUSALS.tooMany }, headers)
			}
		}

		const now = Date.now()
		const stored = store(result.inquiry, idempotencyKey, spamReasonOf(input, now), now)
		if (stored.created) onStored(stored.id)
		if (json) return sendJson(res, 201, { id: stored.id }, corsHeaders)
		res.writeHead(303, {
			Location: `${siteOrigin ?? ''}${INQUIRY_THANK_YOU_PATH}`,
			'Cache-Control': 'no-store',
			'Content-Length': 0,
			...corsHeaders,
		})
		res.end()
	}
}
