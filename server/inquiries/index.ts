import { mkdirSync, readdirSync } from 'node:fs'
import { createInbox } from './admin.ts'
import type { InquiryConfig } from './config.ts'
import { inTransaction, openDatabase } from './database.ts'
import { channelsOf, createOutbox } from './outbox.ts'
import { createSubmitter } from './submissions.ts'
import { removeUploads } from './uploads.ts'

export { readInquiryConfig } from './config.ts'

/**
 * Creates or migrates the file and removes every upload no attachment row names, temporary ones
 * included (a crash mid-upload leaves them). An upload in flight looks the same, so this runs once,
 * before the server takes requests.
 */
export function prepareInquiryStorage({ databaseFile, uploadsDirectory }: InquiryConfig) {
	const database = openDatabase(databaseFile)
	try {
		mkdirSync(uploadsDirectory, { recursive: true })
		const rows = database.prepare('SELECT stored_name FROM attachments').all()
		const named = new Set(rows.map((row) => row.stored_name))
		const strays = readdirSync(uploadsDirectory).filter((name) => !named.has(name))
		removeUploads(uploadsDirectory, strays)
		if (strays.length > 0) console.log(`Removed ${strays.length} uploads no stored inquiry names`)
	} finally {
		database.close()
	}
}

const DAY_MS = 24 * 60 * 60 * 1000
const HOUSEKEEPING_MS = 60 * 60 * 1000

/**
 * The inquiry endpoint and the inbox over one SQLite file. Keeps no state of its own between
 * requests, so any number of server processes may each run one over the same file.
 */
export function createInquiryApi(config: InquiryConfig) {
	const database = openDatabase(config.databaseFile)
	const channels = channelsOf(config)
	const outbox = createOutbox(database, config)
	const submit = createSubmitter(database, config, channels, (id) => {
		if (channels.length === 0)
			console.log(
				`Inquiry ${id} stored; no SMTP_URL or LEADS_WEBHOOK_URL set, it waits in the inbox`,
			)
		else outbox.drainInBackground()
	})

	const expiredUploads = database.prepare(
		`SELECT stored_name FROM attachments JOIN inquiries ON inquiries.id = attachments.inquiry_id
		 WHERE received_at < ?`,
	)
	const purgeInquiries = database.prepare('DELETE FROM inquiries WHERE received_at < ?')
	const purgeSessions = database.prepare('DELETE FROM sessions WHERE expires_at < ?')
	const purgeCounters = database.prepare('DELETE FROM rate_counters WHERE window_start < ?')
	/** Deletes what is past retention now (it also runs at start and hourly). */
	function purgeExpired(now = Date.now()) {
		purgeSessions.run(now)
		purgeCounters.run(now - DAY_MS)
		const cutoff = now - config.retentionDays * DAY_MS
		// The rows go first (their attachment rows with them); a crash before the files are removed
		// leaves files no row names, which the next start removes.
		const { changes, files } = inTransaction(database, () => ({
			files: expiredUploads.all(cutoff).map((row) => String(row.stored_name)),
			changes: purgeInquiries.run(cutoff).changes,
		}))
		removeUploads(config.uploadsDirectory, files)
		return { inquiries: Number(changes) }
	}
	purgeExpired()
	const housekeeping = setInterval(purgeExpired, HOUSEKEEPING_MS).unref()

	return {
		/** Checks and stores one posted inquiry; the caller answers it as its protocol says. */
		submit,
		admin: createInbox(database, config),
		purgeExpired,
		drainOutbox: () => outbox.drain(),
		async close() {
			clearInterval(housekeeping)
			await outbox.close()
			database.close()
		},
	}
}

export type InquiryApi = ReturnType<typeof createInquiryApi>
