import { describe, expect, test } from 'vitest'
import contactContent from '#content/site/contact.json' with { type: 'json' }
import { slugify } from '../lib/slugify.ts'
import { loadServiceCopy } from './service-copy.ts'
import { relatedServices, serviceFamilies, services } from './services.ts'
import { siteConfig } from './site-config.ts'

describe('services', () => {
	test('every slug is its title run through the one slug function', () => {
		for (const service of services) expect(service.slug).toBe(slugify(service.title))
	})

	test('related services never include the page itself or repeat', () => {
		for (const service of services) {
			const related = relatedServices(service).map((other) => other.slug)
			expect(related).not.toContain(service.slug)
			expect(new Set(related).size).toBe(related.length)
		}
	})

	test('related services come from the page’s own family first, then only from its kin families', () => {
		for (const service of services) {
			const family = serviceFamilies.find((candidate) => candidate.id === service.family)
			const allowed: readonly string[] = [service.family, ...(family?.kin ?? [])]
			const related = relatedServices(service).map((other) => other.family)
			for (const relatedFamily of related) expect(allowed, service.slug).toContain(relatedFamily)
			const ownFamilyCount = services.filter(
				(other) => other.family === service.family && other !== service,
			).length
			expect(related.slice(0, ownFamilyCount), service.slug).toEqual(
				Array(Math.min(ownFamilyCount, related.length)).fill(service.family),
			)
		}
	})

	test('the filling lines and turnkey projects state their bottles-per-minute ranges', async () => {
		const beverage = await loadServiceCopy('beverage-filling-solutions')
		const turnkey = await loadServiceCopy('treated-water-turnkey-projects')
		expect(beverage.capacity).toMatch(/24 to 500 BPM/)
		expect(turnkey.capacity).toMatch(/24 to 800 BPM/)
	})
})

describe('company phone', () => {
	test("the contact form's phone example is not the company's own number", () => {
		const digits = (text: string) => text.replace(/\D/g, '')
		expect(digits(contactContent.phoneHint)).not.toContain(digits(siteConfig.phone.display))
		expect(contactContent.phoneHint).toMatch(/\+\d{2}[\d ]+/)
	})
})
