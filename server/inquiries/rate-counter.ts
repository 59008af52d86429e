import type { DatabaseSync } from 'node:sqlite'

/**
 * Counters kept in SQLite so every server process on the file shares them. A key's window opens at
 * its first hit and lasts `windowMs`: windows fixed to the clock let a run of attempts across the end
 * of one start again at zero. One statement per hit, atomic under SQLite's write lock, so processes
 * counting at once cannot open two windows for one key.
 */
export function createRateCounter(database: DatabaseSync, windowMs: number) {
	const openWindow =
		'SELECT MAX(window_start) FROM rate_counters WHERE key = :key AND window_start > :now - :windowMs'
	const hitStatement = database.prepare(
		`INSERT INTO rate_counters (key, window_start, count) VALUES (:key, COALESCE((${openWindow}), :now), 1)
		 ON CONFLICT (key, window_start) DO UPDATE SET count = count + 1
		 RETURNING count, window_start`,
	)
	const readStatement = database.prepare(
		`SELECT count, window_start FROM rate_counters WHERE key = :key AND window_start = (${openWindow})`,
	)
	const clearStatement = database.prepare('DELETE FROM rate_counters WHERE key = ?')
	const giveBackStatement = database.prepare(
		`UPDATE rate_counters SET count = count - 1 WHERE key = ? AND window_start = ? AND count > 0`,
	)
	const counted = (row: Record<string, unknown> | undefined, now: number) => {
		const windowStart = Number(row?.window_start ?? now)
		const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000))
		return { count: Number(row?.count ?? 0), windowStart, retryAfterSeconds }
	}

	return {
		hit: (key: string, now = Date.now()) => counted(hitStatement.get({ key, now, windowMs }), now),
		peek: (key: string, now = Date.now()) =>
			counted(readStatement.get({ key, now, windowMs }), now),
		/** Takes back one hit of `key` from the window `hit` counted it in. */
		giveBack: (key: string, windowStart: number) => giveBackStatement.run(key, windowStart),
		clear: (key: string) => clearStatement.run(key),
	}
}
