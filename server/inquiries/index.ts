import type { IncomingMessage, ServerResponse } from 'node:http'
import { DEFAULT_INQUIRY_ENDPOINT } from '#app/lib/inquiry-protocol.ts'
import { ADMIN_API_PREFIX, createAdminHandler, SIGN_IN_WINDOW_MS } from './admin.ts'
import type { InquiryConfig } from './config.ts'
import { openDatabase } from './database.ts'
import { sendJson } from './http.ts'
import { channelsOf, createOutbox } from './outbox.ts'
import { createRateCounter } from './rate-counter.ts'
import { createInquiryStore, createSubmissionHandler, RATE_WINDOW_MS } from './submissions.ts'

export { readInquiryConfig } from './config.ts'
export { openDatabase } from './database.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const HOUSEKEEPING_MS = 60 * 60 * 1000

export type InquiryApi = {
	/** Answers the request and resolves true when it is the API's; false leaves it to the caller. */
	handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>
	/** Deletes what is past retention now (it also runs at start and hourly). */
	purgeExpired(now?: number): { inquiries: number }
	/** Sends every delivery that is due now. */
	drainOutbox(): Promise<void>
	close(): Promise<void>
}

/**
 * The inquiry endpoint and the inbox API over one SQLite file. Keeps no state of its own between
 * requests, so any number of server processes may each run one over the same file.
 */
export function createInquiryApi(config: InquiryConfig): InquiryApi {
	const database = openDatabase(config.databaseFile)
	const channels = channelsOf(config)
	const outbox = createOutbox(database, config)
	const store = createInquiryStore(database, channels)
	const handleSubmission = createSubmissionHandler({
		config,
		store,
		rateCounter: createRateCounter(database, RATE_WINDOW_MS),
		onStored(id) {
			if (channels.length === 0)
				console.log(
					`Inquiry ${id} stored; no SMTP_URL or LEADS_WEBHOOK_URL set, it waits in the inbox`,
				)
			else void outbox.drain().catch((error) => console.error('Inquiry outbox run failed:', error))
		},
	})
	const handleAdmin = createAdminHandler({
		database,
		config,
		rateCounter: createRateCounter(database, SIGN_IN_WINDOW_MS),
	})

	const purgeInquiries = database.prepare('DELETE FROM inquiries WHERE received_at < ?')
	const purgeSessions = database.prepare('DELETE FROM sessions WHERE expires_at < ?')
	const purgeCounters = database.prepare('DELETE FROM rate_counters WHERE window_start < ?')
	function purgeExpired(now = Date.now()) {
		purgeSessions.run(now)
		purgeCounters.run(now - DAY_MS)
		const { changes } = purgeInquiries.run(now - config.retentionDays * DAY_MS)
		return { inquiries: Number(changes) }
	}
	purgeExpired()
	const housekeeping = setInterval(purgeExpired, HOUSEKEEPING_MS)
	housekeeping.unref()

	async function route(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
		const { pathname } = url
		if (pathname === DEFAULT_INQUIRY_ENDPOINT) {
			if (req.method === 'POST') await handleSubmission(req, res)
			else sendJson(res, 405, { error: 'Inquiries are sent with POST.' }, { Allow: 'POST' })
			return true
		}
		if (pathname === ADMIN_API_PREFIX || pathname.startsWith(`${ADMIN_API_PREFIX}/`)) {
			await handleAdmin(req, res, pathname, url.searchParams)
			return true
		}
		return false
	}

	return {
		async handle(req, res) {
			let url: URL
			try {
				url = new URL(req.url ?? '/', 'http://localhost')
			} catch {
				return false
			}
			try {
				return await route(req, res, url)
			} catch (error) {
				console.error(`${req.method} ${url.pathname} failed:`, error)
				if (!res.headersSent)
					sendJson(res, 500, {
						error: 'Something went wrong on our side. Please call or e-mail us.',
					})
				else res.destroy()
				return true
			}
		},
		purgeExpired,
		drainOutbox: () => outbox.drain(),
		async close() {
			clearInterval(housekeeping)
			await outbox.close()
			database.close()
		},
	}
}
