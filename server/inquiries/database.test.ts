import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterEach, expect, test } from 'vitest'
import { migrate, openDatabase, SCHEMA_VERSION } from './database.ts'

const directories: string[] = []
afterEach(() => {
	for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true })
})

/** The schema before quote requests: contact and question inquiries only. */
const BEFORE_QUOTES = 2

/** A file as the server before quote requests left it, with one inquiry and its deliveries. */
function fileOfTheOldSchema() {
	const directory = mkdtempSync(join(tmpdir(), 'inquiries-migration-'))
	directories.push(directory)
	const file = join(directory, 'inquiries.sqlite')
	const database = new DatabaseSync(file)
	migrate(database, BEFORE_QUOTES)
	database.exec(`
		INSERT INTO inquiries (id, idempotency_key, kind, service, name, email, phone, subject, message,
			status, received_at, delivery_error)
		VALUES ('old-1', 'key-old-1', 'question', 'ss-vessels', 'Ravi', 'ravi@example.in', NULL, NULL,
			'What footprint?', 'handled', 1700000000000, 'email: timed out');
		INSERT INTO outbox (inquiry_id, channel, attempts, next_attempt_at, delivered_at)
		VALUES ('old-1', 'email', 2, 1700000000000, NULL), ('old-1', 'webhook', 1, 1700000000000, 1700000001000);
	`)
	database.close()
	return file
}

test('the quote migration keeps every inquiry and every outbox row of a file made by the old schema', () => {
	const file = fileOfTheOldSchema()
	const database = openDatabase(file)
	try {
		expect(database.prepare('PRAGMA user_version').get()).toEqual({ user_version: SCHEMA_VERSION })
		expect(
			database.prepare('SELECT id, kind, status, delivery_error FROM inquiries').all(),
		).toEqual([
			{ id: 'old-1', kind: 'question', status: 'handled', delivery_error: 'email: timed out' },
		])
		expect(
			database.prepare('SELECT inquiry_id, channel, attempts FROM outbox ORDER BY channel').all(),
		).toEqual([
			{ inquiry_id: 'old-1', channel: 'email', attempts: 2 },
			{ inquiry_id: 'old-1', channel: 'webhook', attempts: 1 },
		])
		expect(database.prepare('PRAGMA foreign_key_check').all()).toEqual([])
	} finally {
		database.close()
	}
})

test('after the migration a quote can be stored, and deleting an inquiry still cascades to its rows', () => {
	const database = openDatabase(fileOfTheOldSchema())
	try {
		database
			.prepare(
				`INSERT INTO inquiries (id, idempotency_key, kind, name, email, message, received_at,
					capacity, capacity_unit)
				 VALUES ('quote-1', 'key-quote-1', 'quote', 'Meera', 'meera@example.in', '', 1, 2000, 'lph')`,
			)
			.run()
		database
			.prepare(
				`INSERT INTO attachments (inquiry_id, stored_name, original_name, media_type, size)
				 VALUES ('quote-1', 'a.pdf', 'lab.pdf', 'application/pdf', 5)`,
			)
			.run()
		database.prepare("DELETE FROM inquiries WHERE id IN ('old-1', 'quote-1')").run()
		expect(database.prepare('SELECT count(*) AS n FROM outbox').get()).toEqual({ n: 0 })
		expect(database.prepare('SELECT count(*) AS n FROM attachments').get()).toEqual({ n: 0 })
	} finally {
		database.close()
	}
})

test('an unknown kind is still refused by the rebuilt table', () => {
	const database = openDatabase(fileOfTheOldSchema())
	try {
		expect(() =>
			database
				.prepare(
					`INSERT INTO inquiries (id, idempotency_key, kind, name, email, message, received_at)
					 VALUES ('x', 'key-x', 'order', 'A', 'a@example.in', '', 1)`,
				)
				.run(),
		).toThrow(/CHECK constraint/)
	} finally {
		database.close()
	}
})
