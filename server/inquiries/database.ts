import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { DatabaseSync } from 'node:sqlite'

// Numbered steps; PRAGMA user_version records the last one applied, so each runs once per file, in
// order, inside a transaction. A new step is appended, never edited.
const MIGRATIONS: readonly string[] = [
	`CREATE TABLE inquiries (
		id TEXT PRIMARY KEY,
		idempotency_key TEXT NOT NULL UNIQUE,
		kind TEXT NOT NULL CHECK (kind IN ('contact', 'question')),
		service TEXT,
		name TEXT NOT NULL,
		email TEXT NOT NULL,
		phone TEXT,
		subject TEXT,
		message TEXT NOT NULL,
		spam_reason TEXT,
		status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'handled', 'spam')),
		received_at INTEGER NOT NULL,
		delivery_error TEXT
	);
	CREATE INDEX inquiries_received ON inquiries (received_at DESC);
	CREATE TABLE outbox (
		id INTEGER PRIMARY KEY,
		inquiry_id TEXT NOT NULL REFERENCES inquiries (id) ON DELETE CASCADE,
		channel TEXT NOT NULL CHECK (channel IN ('email', 'webhook')),
		attempts INTEGER NOT NULL DEFAULT 0,
		next_attempt_at INTEGER NOT NULL,
		lease_owner TEXT,
		lease_until INTEGER,
		delivered_at INTEGER,
		failed_at INTEGER,
		last_error TEXT,
		UNIQUE (inquiry_id, channel)
	);
	CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE delivered_at IS NULL AND failed_at IS NULL;
	CREATE TABLE rate_counters (
		key TEXT NOT NULL,
		window_start INTEGER NOT NULL,
		count INTEGER NOT NULL,
		PRIMARY KEY (key, window_start)
	);
	CREATE TABLE users (
		name TEXT PRIMARY KEY,
		password_hash TEXT NOT NULL,
		created_at INTEGER NOT NULL
	);
	CREATE TABLE sessions (
		token_hash TEXT PRIMARY KEY,
		user_name TEXT NOT NULL REFERENCES users (name) ON DELETE CASCADE,
		expires_at INTEGER NOT NULL
	);`,
	// Values the server makes once and every process shares, such as the session cookie's secret.
	`CREATE TABLE settings (
		name TEXT PRIMARY KEY,
		value TEXT NOT NULL
	);`,
	// Quote requests: their figures as columns of their own, and their water reports. SQLite cannot
	// alter a CHECK, so the table is rebuilt (its documented twelve-step procedure); migrate() turns
	// foreign keys off around it, or dropping the old table would cascade to every outbox row.
	`CREATE TABLE inquiries_new (
		id TEXT PRIMARY KEY,
		idempotency_key TEXT NOT NULL UNIQUE,
		kind TEXT NOT NULL CHECK (kind IN ('contact', 'question', 'quote')),
		service TEXT,
		name TEXT NOT NULL,
		email TEXT NOT NULL,
		phone TEXT,
		subject TEXT,
		message TEXT NOT NULL,
		spam_reason TEXT,
		status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'handled', 'spam')),
		received_at INTEGER NOT NULL,
		delivery_error TEXT,
		company TEXT,
		capacity REAL,
		capacity_unit TEXT,
		water_source TEXT,
		site_location TEXT,
		timeline TEXT,
		sizing TEXT
	);
	INSERT INTO inquiries_new (id, idempotency_key, kind, service, name, email, phone, subject,
		message, spam_reason, status, received_at, delivery_error)
	SELECT id, idempotency_key, kind, service, name, email, phone, subject, message, spam_reason,
		status, received_at, delivery_error FROM inquiries;
	DROP TABLE inquiries;
	ALTER TABLE inquiries_new RENAME TO inquiries;
	CREATE INDEX inquiries_received ON inquiries (received_at DESC);
	CREATE INDEX inquiries_kind ON inquiries (kind, received_at DESC);
	CREATE TABLE attachments (
		id INTEGER PRIMARY KEY,
		inquiry_id TEXT NOT NULL REFERENCES inquiries (id) ON DELETE CASCADE,
		stored_name TEXT NOT NULL UNIQUE,
		original_name TEXT NOT NULL,
		media_type TEXT NOT NULL,
		size INTEGER NOT NULL
	);
	CREATE INDEX attachments_inquiry ON attachments (inquiry_id);`,
	// The figures of the plant-sizing result a quote carries, as the buyer saw them when sending it:
	// a later change to the sizing rules must not rewrite what a buyer was shown.
	'ALTER TABLE inquiries ADD COLUMN sizing_figures TEXT;',
	// The language of the page an inquiry was sent from (a code of app/content/locales.ts), so staff
	// answer in it; every inquiry before the Hindi pages came from an English one.
	"ALTER TABLE inquiries ADD COLUMN language TEXT NOT NULL DEFAULT 'en';",
]

export const SCHEMA_VERSION = MIGRATIONS.length

/**
 * The one SQLite file every server process shares: WAL so readers never wait for the writer, and a
 * busy timeout so concurrent writers from other processes queue instead of failing. Synchronous FULL
 * syncs each commit to disk before the visitor is told it is stored, so not even a power cut loses
 * an answered inquiry (NORMAL measured about a quarter faster, but may lose the last commits).
 */
export function openDatabase(file: string): DatabaseSync {
	mkdirSync(dirname(file), { recursive: true })
	const database = new DatabaseSync(file, { timeout: 5000 })
	database.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;')
	migrate(database)
	return database
}

/**
 * Applies the steps the file has not had yet, up to `target`. Foreign keys are off meanwhile (SQLite
 * ignores that switch inside a transaction, so it is flipped outside): a step that rebuilds a table
 * must not cascade its DROP to the rows that point at it. The keys are checked before COMMIT instead.
 */
export function migrate(database: DatabaseSync, target = SCHEMA_VERSION) {
	database.exec('PRAGMA foreign_keys = OFF')
	try {
		// The transaction takes the write lock first, so two processes starting together migrate one
		// at a time.
		inTransaction(database, () => {
			const applied = Number(database.prepare('PRAGMA user_version').get()?.user_version)
			MIGRATIONS.slice(applied, target).forEach((step, index) => {
				database.exec(step)
				database.exec(`PRAGMA user_version = ${applied + index + 1}`)
			})
			const broken = database.prepare('PRAGMA foreign_key_check').all()
			if (broken.length > 0)
				throw new Error(`Migration left ${broken.length} rows pointing at nothing; rolled back`)
		})
	} finally {
		database.exec('PRAGMA foreign_keys = ON')
	}
}

export function inTransaction<T>(database: DatabaseSync, work: () => T): T {
	database.exec('BEGIN IMMEDIATE')
	try {
		const result = work()
		database.exec('COMMIT')
		return result
	} catch (error) {
		// SQLite has already rolled back after some errors (a full disk among them); the error that
		// caused it is the one to report.
		if (database.isTransaction) database.exec('ROLLBACK')
		throw error
	}
}
