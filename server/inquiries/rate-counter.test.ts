import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { openDatabase } from './database.ts'
import { createRateCounter } from './rate-counter.ts'

const WINDOW_MS = 15 * 60 * 1000
const SECOND = 1000
// A quarter-hour on the clock, where a window tied to the clock would begin.
const QUARTER_HOUR = Date.UTC(2026, 11, 5, 6, 30)

const directories: string[] = []
afterEach(() => {
	for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true })
})
function counter() {
	const directory = mkdtempSync(join(tmpdir(), 'rate-counter-'))
	directories.push(directory)
	return createRateCounter(openDatabase(join(directory, 'inquiries.sqlite')), WINDOW_MS)
}

test('hits on either side of a quarter-hour count on in the window the first of them opened', () => {
	const { hit, peek } = counter()
	const counts = [-3, -2, -1, 0, 1, 2].map(
		(second) => hit('address', QUARTER_HOUR + second * SECOND).count,
	)
	expect(counts).toEqual([1, 2, 3, 4, 5, 6])
	expect(peek('address', QUARTER_HOUR + 3 * SECOND).count).toBe(6)
})

test('a window lasts its length from its first hit, says how long is left, and then a new one opens', () => {
	const { hit, peek } = counter()
	const first = QUARTER_HOUR + 7 * SECOND
	hit('address', first)
	expect(hit('address', first + WINDOW_MS - SECOND)).toMatchObject({
		count: 2,
		retryAfterSeconds: 1,
	})
	expect(peek('address', first + WINDOW_MS).count).toBe(0)
	expect(hit('address', first + WINDOW_MS)).toMatchObject({
		count: 1,
		windowStart: first + WINDOW_MS,
		retryAfterSeconds: WINDOW_MS / SECOND,
	})
})

test('a hit given back leaves its window as if it had not been counted, and keys count apart', () => {
	const { hit, peek, giveBack } = counter()
	hit('address', QUARTER_HOUR - SECOND)
	const { windowStart } = hit('address', QUARTER_HOUR + SECOND)
	hit('other address', QUARTER_HOUR + SECOND)
	giveBack('address', windowStart)
	expect(peek('address', QUARTER_HOUR + 2 * SECOND).count).toBe(1)
	expect(peek('other address', QUARTER_HOUR + 2 * SECOND).count).toBe(1)
})
