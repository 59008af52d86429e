import { expect, test } from 'vitest'
import { servicesByFamily } from './services.ts'

test('every service family shown on the services page has at least one service', () => {
	for (const family of servicesByFamily()) {
		expect(family.services.length, family.title).toBeGreaterThan(0)
	}
})
