import { expect, test } from 'vitest'
import { titleFromPath } from './path-title.ts'

test('titles the team page from the last path segment, capitalised', () => {
	expect(titleFromPath('/team')).toBe('TEAM')
	expect(titleFromPath('/founders')).toBe('FOUNDERS')
	expect(titleFromPath('/team/')).toBe('TEAM')
})
