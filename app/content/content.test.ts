import { describe, expect, test } from 'vitest'
import { slugify } from '../lib/slugify.ts'
import { contactContent } from './contact.ts'
import { aboutCounters, homeCounters } from './counters.ts'
import { benefits, hotCategories, whyDifferent } from './home.ts'
import { clientLogos, partnerLogos } from './logos.ts'
import { footerServiceLinks } from './navigation.ts'
import { news } from './news.ts'
import { loadServiceCopy } from './service-copy.ts'
import { relatedServices, serviceFamilies, services } from './services.ts'
import { siteConfig } from './site-config.ts'
import { testimonials } from './testimonials.ts'

describe('counts the company fixed for its site', () => {
	test('there are 6 hot categories, 5 testimonials and 5 news items', () => {
		expect(hotCategories).toHaveLength(6)
		expect(testimonials).toHaveLength(5)
		expect(news).toHaveLength(5)
	})

	test('there are 10 partner logos and 37 client logos', () => {
		expect(partnerLogos).toHaveLength(10)
		expect(clientLogos).toHaveLength(37)
	})

	test('the footer lists 7 services and every detail page 5 related services', () => {
		expect(footerServiceLinks).toHaveLength(7)
		for (const service of services) expect(relatedServices(service)).toHaveLength(5)
	})

	test("home and about counters carry the company's figures", () => {
		expect(homeCounters.map((counter) => [counter.label, counter.value])).toEqual([
			['Total Projects', 3250],
			['Win Award', 150],
		])
		expect(aboutCounters.map((counter) => counter.value)).toEqual([1226, 1552, 1000])
	})

	test("why-different and benefit points are the company's four each", () => {
		expect(whyDifferent.map((point) => point.title)).toEqual([
			'Highly Reliable',
			'Cost-effective',
			'Better Efficiency',
			'Fast Implementation',
		])
		expect(benefits.map((point) => point.title)).toEqual([
			'Cutting-Edge Technology',
			'Customized Turnkey Projects',
			'High-Quality Standards',
			'Energy Efficiency',
		])
	})
})

describe('services', () => {
	test('every slug is its title run through the one slug function', () => {
		for (const service of services) expect(service.slug).toBe(slugify(service.title))
	})

	test('slugs and titles are unique', () => {
		expect(new Set(services.map((service) => service.slug)).size).toBe(services.length)
		expect(new Set(services.map((service) => service.title)).size).toBe(services.length)
	})

	test('every service has long copy of at least four paragraphs', async () => {
		for (const service of services) {
			const { description } = await loadServiceCopy(service.slug)
			expect(description.length, service.slug).toBeGreaterThanOrEqual(4)
		}
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
	test('is dialled as +919876543210 and chatted with at wa.me/919876543210, from the one written number', () => {
		expect(siteConfig.phone.display).toBe('+91 98765 43210')
		expect(siteConfig.phone.href).toBe('tel:+919876543210')
		expect(siteConfig.chatUrl).toBe('https://wa.me/919876543210')
	})

	test("the contact form's phone example is not the company's own number", () => {
		const digits = (text: string) => text.replace(/\D/g, '')
		expect(digits(contactContent.phoneHint)).not.toContain(digits(siteConfig.phone.display))
		expect(contactContent.phoneHint).toMatch(/\+\d{2}[\d ]+/)
	})
})
