import { expect, test } from 'vitest'
import { serviceFamilies, services, servicesByFamily } from './services.ts'

test('every service family shown on the services page has at least one service', () => {
	for (const family of servicesByFamily()) {
		expect(family.services.length, family.title).toBeGreaterThan(0)
	}
})

test('every service is shown in exactly one family, in the order of the service list', () => {
	const shown = servicesByFamily().flatMap((family) => family.services.map((s) => s.slug))
	expect(shown.toSorted()).toEqual(services.map((service) => service.slug).toSorted())
	expect(new Set(shown).size).toBe(services.length)
	for (const family of servicesByFamily()) {
		const order = services.filter((s) => s.family === family.id).map((s) => s.slug)
		expect(family.services.map((s) => s.slug)).toEqual(order)
	}
})

test('service families have distinct ids, usable as page anchors, and distinct titles', () => {
	const ids = serviceFamilies.map((family) => family.id)
	expect(new Set(ids).size).toBe(ids.length)
	for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/)
	expect(new Set(serviceFamilies.map((family) => family.title)).size).toBe(ids.length)
})
