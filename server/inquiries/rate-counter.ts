import type { DatabaseSync } from 'node:sqlite'

/**
 * Counters in fixed time windows, kept in SQLite so every server process on the file shares them.
 * One upsert per hit: atomic under SQLite's write lock, however many processes count at once.
 */
export function createRateCounter(database: DatabaseSync, windowMs: number) {
	const hitStatement = database.prepare(
		`INSERT INTO rate_counters (key, window_start, count) VALUES (?, ?, 1)
		 ON CONFLICT (key, window_start) DO UPDATE SET count = count + 1
		 RETURNING count`,
	)
	const readStatement = database.prepare(
		'SELECT count FROM rate_counters WHERE key = ? AND window_start = ?',
	)
	const clearStatement = database.prepare('DELETE FROM rate_counters WHERE key = ?')
	const giveBackStatement = database.prepare(
		`UPDATE rate_counters SET count = count - 1 WHERE key = ? AND window_start = ? AND count > 0`,
	)
	const windowOf = (now: number) => now - (now % windowMs)
	const retryAfter = (now: number) =>
		Math.max(1, Math.ceil((windowOf(now) + windowMs - now) / 1000))

	return {
		hit(key: string, now = Date.now()) {
			const { count } = hitStatement.get(key, windowOf(now)) as { count: number }
			return { count, retryAfterSeconds: retryAfter(now) }
		},
		peek(key: string, now = Date.now()) {
			const count = Number(readStatement.get(key, windowOf(now))?.count ?? 0)
			return { count, retryAfterSeconds: retryAfter(now) }
		},
		/** Takes back one hit of `key` counted at `countedAt`, in the window it was counted in. */
		giveBack: (key: string, countedAt: number) => giveBackStatement.run(key, windowOf(countedAt)),
		clear: (key: string) => clearStatement.run(key),
	}
}
