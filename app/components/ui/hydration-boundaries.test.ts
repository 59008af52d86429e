import { expect, test } from 'vitest'
import { createWaitingSet } from './hydration-boundaries.tsx'

test('every caller waiting for the boundaries to hydrate is settled, not only the last one', async () => {
	const waiting = createWaitingSet()
	waiting.add('a')
	waiting.add('b')
	const settled: string[] = []
	const first = waiting.whenNone().then(() => settled.push('first'))
	const second = waiting.whenNone().then(() => settled.push('second'))
	waiting.delete('a')
	await Promise.resolve()
	expect(settled).toEqual([])
	waiting.delete('b')
	await Promise.all([first, second])
	expect(settled).toEqual(['first', 'second'])
})
