import { createHash, randomBytes } from 'node:crypto'
import type { DatabaseSync } from 'node:sqlite'
import { createSessionStorage } from 'react-router'
import { z } from 'zod'
import {
	ADMIN_API,
	INQUIRY_STATUSES,
	type InquiryDetail,
	type InquirySummary,
} from '#app/lib/inbox-protocol.ts'
import type { InquiryConfig } from './config.ts'
import { toCsv } from './csv.ts'
import { sharedSetting } from './database.ts'
import {
	cameOverHttps,
	clientAddress,
	isOwnOrigin,
	jsonResponse,
	mediaTypeOf,
	readBody,
} from './http.ts'
import { verifyPassword } from './passwords.ts'
import type { RateCounter } from './rate-counter.ts'
import { serviceTitle } from './schemas.ts'

export const SESSION_COOKIE = 'inquiry_session'
export const SESSION_MS = 12 * 60 * 60 * 1000
/** Failed sign-ins per user name, and per client address, before sign-in is refused for a while. */
export const MAX_FAILED_SIGN_INS = 5
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000
const MAX_ADMIN_BODY_BYTES = 4096
const LIST_LIMIT = 500

// Compared against when the user does not exist, so an unknown name costs as long as a wrong password.
const UNKNOWN_USER_HASH =
	'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=='

const signInSchema = z.object({ name: z.string().max(64), password: z.string().max(1024) })
const statusSchema = z.object({ status: z.enum(INQUIRY_STATUSES) })

const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url')

const LIST_COLUMNS = `id, kind, service, name, email, subject, status, spam_reason, received_at,
	delivery_error`

type ListRow = {
	id: string
	kind: InquirySummary['kind']
	service: string | null
	name: string
	email: string
	subject: string | null
	status: InquirySummary['status']
	spam_reason: string | null
	received_at: number
	delivery_error: string | null
}

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
})

export type AdminHandler = (
	request: Request,
	peerAddress: string,
	id: string,
) => Promise<Response> | Response

/** The inbox's JSON API: sign-in, sessions and inquiries, all state in the shared SQLite file. */
export function createAdminApi(options: {
	database: DatabaseSync
	config: InquiryConfig
	rateCounter: RateCounter
}) {
	const { database, config, rateCounter } = options
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
			`SELECT ${LIST_COLUMNS} FROM inquiries
			 WHERE (:status IS NULL OR status = :status)
			 ORDER BY received_at DESC, rowid DESC LIMIT :limit`,
		),
		one: database.prepare('SELECT * FROM inquiries WHERE id = ?'),
		deliveries: database.prepare(
			`SELECT channel, attempts, next_attempt_at, delivered_at, failed_at, last_error
			 FROM outbox WHERE inquiry_id = ? ORDER BY id`,
		),
		setStatus: database.prepare('UPDATE inquiries SET status = ? WHERE id = ?'),
		all: database.prepare('SELECT * FROM inquiries ORDER BY received_at DESC, rowid DESC'),
	}

	// The cookie holds a random token; the file keeps only its hash, so a copy of the file opens no
	// session. The cookie is signed as well, with a secret every server process reads from the file.
	const sessions = createSessionStorage<{ user: string }>({
		cookie: {
			name: SESSION_COOKIE,
			path: ADMIN_API,
			maxAge: SESSION_MS / 1000,
			httpOnly: true,
			sameSite: 'strict',
			secrets: [
				sharedSetting(database, 'session-secret', () => randomBytes(32).toString('base64url')),
			],
		},
		createData({ user }, expires) {
			const token = randomBytes(32).toString('base64url')
			statements.createSession.run(tokenHash(token), user ?? '', expires?.getTime() ?? 0)
			return Promise.resolve(token)
		},
		readData(token) {
			const row = statements.session.get(tokenHash(token), Date.now()) as
				| { user_name: string }
				| undefined
			return Promise.resolve(row ? { user: row.user_name } : null)
		},
		updateData: () => Promise.resolve(),
		deleteData(token) {
			statements.deleteSession.run(tokenHash(token))
			return Promise.resolve()
		},
	})
	const cookieOptions = (request: Request) => ({
		secure: cameOverHttps(request, config.trustProxy),
	})
	const sessionOf = (request: Request) => sessions.getSession(request.headers.get('cookie'))

	/**
	 * Only the site's own pages may call the API. A browser sends Origin on every cross-site request
	 * and on same-site ones that change something; a same-site GET may come without it, which
	 * Sec-Fetch-Site then vouches for.
	 */
	function sameOrigin(request: Request): boolean {
		const origin = request.headers.get('origin')
		if (origin) return isOwnOrigin(request.headers, origin, config.trustProxy)
		if (request.method !== 'GET' && request.method !== 'HEAD') return false
		const site = request.headers.get('sec-fetch-site')
		return site === null || site === 'same-origin' || site === 'none'
	}

	const signedInUser = async (request: Request) => (await sessionOf(request)).get('user')

	async function readJson(request: Request): Promise<unknown> {
		if (mediaTypeOf(request.headers) !== 'application/json') return undefined
		try {
			return JSON.parse(await readBody(request, MAX_ADMIN_BODY_BYTES))
		} catch {
			return undefined
		}
	}

	async function signIn(request: Request, peerAddress: string) {
		const parsed = signInSchema.safeParse(await readJson(request))
		if (!parsed.success) return jsonResponse(400, { error: 'Send {"name", "password"} as JSON.' })
		const { name, password } = parsed.data
		const keys = [
			`sign-in-user:${name.toLowerCase()}`,
			`sign-in-ip:${clientAddress(request.headers, peerAddress, config.trustProxy)}`,
		]
		const lockedFor = keys
			.map((key) => rateCounter.peek(key))
			.find((counted) => counted.count >= MAX_FAILED_SIGN_INS)
		if (lockedFor)
			return jsonResponse(
				429,
				{ error: 'Too many failed sign-ins. Please wait and try again.' },
				{ 'Retry-After': String(lockedFor.retryAfterSeconds) },
			)
		const user = statements.user.get(name) as { password_hash: string } | undefined
		const valid = await verifyPassword(password, user?.password_hash ?? UNKNOWN_USER_HASH)
		if (!user || !valid) {
			for (const key of keys) rateCounter.hit(key)
			return jsonResponse(401, { error: 'Wrong user name or password.' })
		}
		const session = await sessions.getSession()
		session.set('user', name)
		const cookie = await sessions.commitSession(session, cookieOptions(request))
		return jsonResponse(200, { name }, { 'Set-Cookie': cookie })
	}

	async function signOut(request: Request) {
		const cookie = await sessions.destroySession(await sessionOf(request), cookieOptions(request))
		return new Response(null, {
			status: 204,
			headers: { 'Cache-Control': 'no-store', 'Set-Cookie': cookie },
		})
	}

	function exportCsv() {
		const rows = statements.all.all() as (ListRow & { phone: string | null; message: string })[]
		const header = [
			'id',
			'received',
			'kind',
			'service',
			'status',
			'spam',
			'name',
			'email',
			'phone',
			'subject',
			'message',
		]
		const csv = toCsv([
			header,
			...rows.map((row) => [
				row.id,
				new Date(row.received_at).toISOString(),
				row.kind,
				serviceTitle(row.service),
				row.status,
				row.spam_reason ? 'yes' : 'no',
				row.name,
				row.email,
				row.phone,
				row.subject,
				row.message,
			]),
		])
		return new Response(csv, {
			headers: {
				'Content-Type': 'text/csv; charset=utf-8',
				'Content-Disposition': `attachment; filename="inquiries-${new Date().toISOString().slice(0, 10)}.csv"`,
				'Cache-Control': 'no-store',
			},
		})
	}

	type Handler = AdminHandler
	type SignedInHandler = (
		request: Request,
		user: string,
		id: string,
	) => Promise<Response> | Response

	/** Only the site's own pages may call the API. */
	const sameSite =
		(handler: Handler): Handler =>
		(request, peerAddress, id) =>
			sameOrigin(request)
				? handler(request, peerAddress, id)
				: jsonResponse(403, { error: 'Cross-site request refused.' })
	const signedIn = (handler: SignedInHandler): Handler =>
		sameSite(async (request, _peerAddress, id) => {
			const user = await signedInUser(request)
			return user ? handler(request, user, id) : jsonResponse(401, { error: 'Please sign in.' })
		})

	function list(request: Request) {
		const search = new URL(request.url).searchParams
		const status = statusSchema.shape.status.safeParse(search.get('status'))
		const limit = Math.min(LIST_LIMIT, Math.max(1, Number(search.get('limit')) || LIST_LIMIT))
		const rows = statements.list.all({
			status: status.success ? status.data : null,
			limit,
		}) as ListRow[]
		return jsonResponse(200, { inquiries: rows.map(summaryOf) })
	}

	function detail(id: string) {
		const row = statements.one.get(id) as
			| (ListRow & { phone: string | null; message: string })
			| undefined
		if (!row) return jsonResponse(404, { error: 'No such inquiry.' })
		const deliveries = (
			statements.deliveries.all(id) as Record<string, number | string | null>[]
		).map((delivery) => ({
			channel: String(delivery.channel),
			attempts: Number(delivery.attempts),
			deliveredAt: isoOrNull(delivery.delivered_at),
			failedAt: isoOrNull(delivery.failed_at),
			nextAttemptAt: isoOrNull(delivery.next_attempt_at),
			lastError: delivery.last_error === null ? null : String(delivery.last_error),
		}))
		const inquiry: InquiryDetail = {
			...summaryOf(row),
			phone: row.phone,
			message: row.message,
			deliveries,
		}
		return jsonResponse(200, { inquiry })
	}

	async function mark(request: Request, id: string) {
		const parsed = statusSchema.safeParse(await readJson(request))
		if (!parsed.success)
			return jsonResponse(400, { error: 'Send {"status": "new" | "handled" | "spam"} as JSON.' })
		if (statements.setStatus.run(parsed.data.status, id).changes === 0)
			return jsonResponse(404, { error: 'No such inquiry.' })
		return detail(id)
	}

	const methodNotAllowed = (allow: string) =>
		jsonResponse(405, { error: 'Method not allowed.' }, { Allow: allow })

	// One handler per resource route under ADMIN_API, for its loader (GET) and its action (the rest).
	return {
		/** `/session`: who is signed in; POST signs in, DELETE signs out. */
		session: {
			loader: signedIn((_request, user) => jsonResponse(200, { name: user })),
			action: sameSite((request, peerAddress) => {
				if (request.method === 'POST') return signIn(request, peerAddress)
				if (request.method === 'DELETE') return signOut(request)
				return methodNotAllowed('GET, POST, DELETE')
			}),
		},
		/** `/inquiries?status=&limit=`: the list, newest first. */
		inquiries: { loader: signedIn((request) => list(request)) },
		/** `/inquiries.csv`: every inquiry as a spreadsheet. */
		csv: { loader: signedIn(() => exportCsv()) },
		/** `/inquiries/:id`: one inquiry; PATCH sets its status. */
		inquiry: {
			loader: signedIn((_request, _user, id) => detail(id)),
			action: signedIn((request, _user, id) =>
				request.method === 'PATCH' ? mark(request, id) : methodNotAllowed('GET, PATCH'),
			),
		},
	}
}

const isoOrNull = (value: number | string | null | undefined) =>
	typeof value === 'number' ? new Date(value).toISOString() : null

export type AdminApi = ReturnType<typeof createAdminApi>
export type AdminRoute = keyof AdminApi
