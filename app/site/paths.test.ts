import { describe, expect, test } from 'vitest'
import { hotCategories } from '#app/content/home.ts'
import {
	footerServiceLinks,
	footerUsefulLinks,
	homeCrumb,
	mainNav,
	servicesCrumb,
} from '#app/content/navigation.ts'
import { relatedServices, servicePath, services } from '#app/content/services.ts'
import { knownPaths, prerenderPaths } from './paths.ts'
import { redirects } from './redirects.ts'

const known = new Set(knownPaths)

describe('derived links', () => {
	test('every navigation, footer, breadcrumb and sidebar link resolves to a prerendered page', () => {
		const links = [
			...mainNav.map((item) => item.path),
			...footerServiceLinks.map((link) => link.path),
			...footerUsefulLinks.map((link) => link.path),
			homeCrumb.path,
			servicesCrumb.path,
			...services.flatMap((service) => relatedServices(service).map(servicePath)),
			...hotCategories.map((category) => servicePath({ slug: category.service })),
		]
		for (const link of links) expect(known, link).toContain(link)
	})

	test('the footer useful links are Home, About, Our Work, Services and Contact', () => {
		expect(footerUsefulLinks.map((link) => link.label)).toEqual([
			'Home',
			'About',
			'Our Work',
			'Services',
			'Contact',
		])
	})

	test('every redirect leaves an unknown path for a known one', () => {
		for (const rule of redirects) {
			expect(known).not.toContain(rule.from)
			expect(known).toContain(rule.to)
		}
	})

	test('no path is prerendered twice', () => {
		expect(new Set(prerenderPaths).size).toBe(prerenderPaths.length)
	})
})
