import { createHash, randomBytes } from 'node:crypto'
import { join } from 'node:path'
import type { DatabaseSync } from 'node:sqlite'
import { createSessionStorage } from 'react-router'
import { z } from 'zod'
import { languageForStaff } from '#app/content/locales.ts'
import { siteUrl } from '#app/content/site-config.ts'
import {
	INQUIRY_STATUSES,
	type InquiryDetail,
	type InquiryStatus,
	type InquirySummary,
	inquiryReportUrl,
	type QuoteReport,
} from '#app/lib/inbox-protocol.ts'
import { INQUIRY_KINDS, type InquiryKind } from '#app/lib/inquiry-protocol.ts'
import {
	quoteAttachmentLabels,
	quoteFigureCells,
	sizingFigureText,
} from '#app/site/quote-figures.ts'
import type { InquiryConfig } from './config.ts'
import { toCsv } from './csv.ts'
import { clientAddress, rateLimitKey } from './http.ts'
import { verifyPassword } from './passwords.ts'
import { createRateCounter } from './rate-counter.ts'
import { INQUIRY_WITH_REPORT, type InquiryRow, quoteOf } from './rows.ts'
import { serviceTitle } from './schemas.ts'

export const SESSION_COOKIE = 'inquiry_session'
const SESSION_MS = 12 * 60 * 60 * 1000
/** Failed sign-ins under one user name from one client address before that pair is refused a while. */
export const MAX_FAILED_SIGN_INS = 5
/**
 * Failed sign-ins from one client address, whatever the names, before the address is refused a while.
 * Higher than the limit for one name, so colleagues behind one office or mobile carrier address each
 * keep their own tries when one of them mistypes.
 */
export const MAX_FAILED_SIGN_INS_PER_ADDRESS = 4 * MAX_FAILED_SIGN_INS
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000
const LIST_LIMIT = 500

// Compared against when the user does not exist, so an unknown name costs as long as a wrong password.
const UNKNOWN_USER_HASH =
	'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=='

const signInSchema = z.object({ name: z.string().max(64), password: z.string().max(1024) })
export const statusSchema = z.enum(INQUIRY_STATUSES)
export const kindSchema = z.enum(INQUIRY_KINDS)

/**
 * The rate counter's keys for sign-ins from `address`: one for the address, one for a user name from
 * it. Never one for a name alone, which would let anyone anywhere lock that user out by failing.
 */
export function signInKeys(name: string, address: string) {
	const client = rateLimitKey(address)
	return {
		address: `sign-in-address:${client}`,
		name: `sign-in-name:${client} ${name.toLowerCase()}`,
	}
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url')

// The list's columns: the summary's own fields, and those it shows under other names.
type ListRow = Pick<
	InquiryRow,
	| (keyof InquirySummary & keyof InquiryRow)
	| 'spam_reason'
	| 'received_at'
	| 'delivery_error'
	| 'language'
>

const summaryOf = (row: ListRow): InquirySummary => ({
	id: row.id,
	kind: row.kind,
	service: row.service,
	serviceTitle: serviceTitle(row.service) ?? null,
	name: row.name,
	email: row.email,
	subject: row.subject,
	status: row.status,
	spam: row.spam_reason !== null,
	spamReason: row.spam_reason,
	receivedAt: new Date(row.received_at).toISOString(),
	deliveryError: row.delivery_error,
	language: languageForStaff(row.language),
})

/** The inbox's data: sign-in, sessions and inquiries, all state in the shared SQLite file. */
export function createInbox(database: DatabaseSync, config: InquiryConfig) {
	const rateCounter = createRateCounter(database, SIGN_IN_WINDOW_MS)
	const statements = {
		user: database.prepare('SELECT password_hash FROM users WHERE name = ?'),
		createSession: database.prepare(
			'INSERT INTO sessions (token_hash, user_name, expires_at) VALUES (?, ?, ?)',
		),
		session: database.prepare(
			'SELECT user_name FROM sessions WHERE token_hash = ? AND expires_at > ?',
		),
		deleteSession: database.prepare('DELETE FROM sessions WHERE token_hash = ?'),
		list: database.prepare(
			`SELECT id, kind, service, name, email, subject, status, spam_reason, received_at, delivery_error,
				language
			 FROM inquiries
			 WHERE (:status IS NULL OR status = :status) AND (:kind IS NULL OR kind = :kind)
			 ORDER BY received_at DESC, rowid DESC LIMIT :limit`,
		),
		one: database.prepare(`${INQUIRY_WITH_REPORT} WHERE inquiries.id = ?`),
		deliveries: database.prepare(
			`SELECT channel, attempts, next_attempt_at, delivered_at, failed_at, last_error
			 FROM outbox WHERE inquiry_id = ? ORDER BY id`,
		),
		setStatus: database.prepare('UPDATE inquiries SET status = ? WHERE id = ?'),
		all: database.prepare(
			`${INQUIRY_WITH_REPORT} ORDER BY inquiries.received_at DESC, inquiries.rowid DESC`,
		),
	}

	// The cookie holds a random token; the file keeps only its hash, so a copy of the file opens no
	// session. The cookie is signed as well, with a secret every server process reads from the file:
	// whichever process starts first makes it. Its path is the whole site: the router fetches the
	// inbox's data from `/admin.data`.
	const { value: secret } = database
		.prepare(
			`INSERT INTO settings (name, value) VALUES ('session-secret', ?)
			 ON CONFLICT (name) DO UPDATE SET value = value RETURNING value`,
		)
		.get(randomBytes(32).toString('base64url')) as { value: string }
	const sessions = createSessionStorage<{ user: string }>({
		cookie: {
			name: SESSION_COOKIE,
			path: '/',
			maxAge: SESSION_MS / 1000,
			httpOnly: true,
			sameSite: 'strict',
			secrets: [secret],
		},
		async createData({ user }, expires) {
			const token = randomBytes(32).toString('base64url')
			statements.createSession.run(tokenHash(token), user ?? '', expires?.getTime() ?? 0)
			return token
		},
		async readData(token) {
			const row = statements.session.get(tokenHash(token), Date.now())
			return row ? { user: String(row.user_name) } : null
		},
		updateData: async () => {},
		deleteData: async (token) => void statements.deleteSession.run(tokenHash(token)),
	})
	// Behind our TLS-terminating proxy (TRUST_PROXY) the request's URL has the scheme the visitor used.
	const cookieOptions = (request: Request) => ({ secure: request.url.startsWith('https:') })
	const sessionOf = (request: Request) => sessions.getSession(request.headers.get('cookie'))

	function detail(id: string): InquiryDetail | undefined {
		const row = statements.one.get(id) as InquiryRow | undefined
		if (!row) return undefined
		const deliveries = statements.deliveries.all(id).map((delivery) => ({
			channel: String(delivery.channel),
			attempts: Number(delivery.attempts),
			deliveredAt: isoOrNull(delivery.delivered_at),
			failedAt: isoOrNull(delivery.failed_at),
			nextAttemptAt: isoOrNull(delivery.next_attempt_at),
			lastError: delivery.last_error === null ? null : String(delivery.last_error),
		}))
		return {
			...summaryOf(row),
			phone: row.phone,
			message: row.message,
			deliveries,
			quote: quoteOf(row),
		}
	}

	return {
		signedInUser: async (request: Request) => (await sessionOf(request)).get('user'),
		async signIn(
			request: Request,
			peerAddress: string,
			form: { name: unknown; password: unknown },
		): Promise<{ cookie: string } | { status: 400 | 401 | 429; retryAfterSeconds?: number }> {
			const parsed = signInSchema.safeParse(form)
			if (!parsed.success) return { status: 400 }
			const { name, password } = parsed.data
			// Every attempt is counted before its password is checked, each count one atomic upsert, so
			// parallel attempts cannot all pass the limit before any of them is counted; a correct
			// password then takes its attempt back.
			const keys = signInKeys(name, clientAddress(request.headers, peerAddress, config.trustProxy))
			const byAddress = rateCounter.hit(keys.address)
			const byName = rateCounter.hit(keys.name)
			const locked =
				byAddress.count > MAX_FAILED_SIGN_INS_PER_ADDRESS
					? byAddress
					: byName.count > MAX_FAILED_SIGN_INS
						? byName
						: undefined
			if (locked) return { status: 429, retryAfterSeconds: locked.retryAfterSeconds }
			const user = statements.user.get(name) as { password_hash: string } | undefined
			const valid = await verifyPassword(password, user?.password_hash ?? UNKNOWN_USER_HASH)
			if (!user || !valid) return { status: 401 }
			rateCounter.giveBack(keys.address, byAddress.windowStart)
			rateCounter.clear(keys.name)
			const session = await sessions.getSession()
			session.set('user', name)
			return { cookie: await sessions.commitSession(session, cookieOptions(request)) }
		},
		signOut: async (request: Request) =>
			sessions.destroySession(await sessionOf(request), cookieOptions(request)),
		list: (status: InquiryStatus | null, kind: InquiryKind | null = null) =>
			(statements.list.all({ status, kind, limit: LIST_LIMIT }) as ListRow[]).map(summaryOf),
		report(id: string): (QuoteReport & { path: string }) | undefined {
			const row = statements.one.get(id) as InquiryRow | undefined
			const report = row && quoteOf(row)?.report
			return report && row.report_file
				? { ...report, path: join(config.uploadsDirectory, row.report_file) }
				: undefined
		},
		detail,
		mark: (id: string, status: InquiryStatus) => statements.setStatus.run(status, id).changes > 0,
		exportCsv() {
			const rows = statements.all.all() as InquiryRow[]
			const header = [
				...'id received kind language service status spam name email phone subject message'.split(
					' ',
				),
				...quoteFigureCells(null).map((cell) => cell.label),
				quoteAttachmentLabels.sizing,
				quoteAttachmentLabels.sizingFigures,
				quoteAttachmentLabels.report,
			]
			const csv = toCsv([
				header,
				...rows.map((row) => {
					const quote = quoteOf(row)
					return [
						row.id,
						new Date(row.received_at).toISOString(),
						row.kind,
						languageForStaff(row.language),
						serviceTitle(row.service),
						row.status,
						row.spam_reason ? 'yes' : 'no',
						row.name,
						row.email,
						row.phone,
						row.subject,
						row.message,
						...quoteFigureCells(quote).map((cell) => cell.value),
						row.sizing && siteUrl(row.sizing),
						// The sizing figures in one cell, a line each.
						quote?.sizingFigures && sizingFigureText(quote.sizingFigures),
						row.report_name && siteUrl(inquiryReportUrl(row.id)),
					]
				}),
			])
			return new Response(csv, {
				headers: {
					'Content-Type': 'text/csv; charset=utf-8',
					'Content-Disposition': `attachment; filename="inquiries-${new Date().toISOString().slice(0, 10)}.csv"`,
					'Cache-Control': 'no-store',
				},
			})
		},
	}
}

const isoOrNull = (value: unknown) =>
	typeof value === 'number' ? new Date(value).toISOString() : null
