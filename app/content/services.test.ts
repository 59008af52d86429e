import { expect, test } from 'vitest'
import { serviceFamilies, servicesByFamily } from './services.ts'

test('every service family shown on the services page has at least one service', () => {
	for (const family of servicesByFamily()) {
		expect(family.services.length, family.title).toBeGreaterThan(0)
	}
})

test('service families have distinct ids, usable as page anchors, and distinct titles', () => {
	const ids = serviceFamilies.map((family) => family.id)
	expect(new Set(ids).size).toBe(ids.length)
	for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/)
	expect(new Set(serviceFamilies.map((family) => family.title)).size).toBe(ids.length)
})
