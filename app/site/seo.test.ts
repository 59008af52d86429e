import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { parse } from 'yaml'
import { localeCodes, locales, localizedPath } from '#app/content/locales.ts'
import { pages, placeholderPages } from '#app/content/pages.ts'
import { services } from '#app/content/services.ts'
import { siteConfig, siteUrl } from '#app/content/site-config.ts'
import { robotsTxt, sitemapPaths, sitemapXml } from './crawler-files.ts'
import { serviceDetailsPaths, servicePaths } from './paths.ts'
import { documentTitle, pageMeta } from './seo.ts'
import {
	breadcrumbData,
	localBusiness,
	organization,
	organizationId,
	serviceData,
} from './structured-data.ts'

const structuredDataOf = (tags: ReturnType<typeof pageMeta>) =>
	tags.flatMap((tag) => ('script:ld+json' in tag ? [tag['script:ld+json']] : []))

describe('sitemap and robots.txt', () => {
	test('the sitemap lists every indexable page and every service, each once, as absolute URLs', () => {
		const listed = [...sitemapXml().matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
		expect(new Set(listed).size).toBe(listed.length)
		const indexable = Object.values(pages).filter((page) => page.indexable)
		for (const path of [...indexable.map((page) => page.path), ...servicePaths])
			expect(listed).toContain(new URL(path, siteConfig.origin).href)
	})

	test('each page is listed in every language, each entry naming the same alternates for all', () => {
		const entries = [...sitemapXml().matchAll(/<url><loc>([^<]+)<\/loc>([\s\S]*?)<\/url>/g)]
		expect(entries).toHaveLength(sitemapPaths.length * localeCodes.length)
		const alternatesOf = (body = '') =>
			[...body.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(
				([, lang, href]) => `${lang} ${href}`,
			)
		for (const path of sitemapPaths) {
			const addresses = localeCodes.map((code) => siteUrl(localizedPath(code, path)))
			const expected = localeCodes.map(
				(code, index) => `${locales[code].hreflang} ${addresses[index]}`,
			)
			for (const address of addresses) {
				const entry = entries.find(([, loc]) => loc === address)
				expect(alternatesOf(entry?.[2]), address).toEqual(expected)
			}
		}
	})

	test('placeholders, /service-details duplicates and the error page are not in the sitemap', () => {
		const excluded = [
			...placeholderPages.map((page) => page.path),
			...serviceDetailsPaths,
			pages.errorPage.path,
		]
		for (const path of excluded) expect(sitemapPaths).not.toContain(path)
	})

	test('robots.txt allows crawling and points at the sitemap on the site origin', () => {
		expect(robotsTxt()).toBe(
			`User-agent: *\nAllow: /\n\nSitemap: ${siteConfig.origin}/sitemap.xml\n`,
		)
	})
})

describe('page metadata', () => {
	test('every page title is unique and names the company', () => {
		const titles = [...Object.values(pages), ...placeholderPages, ...services].map((page) =>
			documentTitle(page.title),
		)
		expect(new Set(titles).size).toBe(titles.length)
		for (const title of titles) expect(title).toContain(siteConfig.shortName)
	})

	test('an indexable page gets a canonical link and og:url; a noindex page gets neither and no JSON-LD', () => {
		const indexed = pageMeta({ ...pages.about, structuredData: [organization] })
		expect(indexed).toContainEqual({ tagName: 'link', rel: 'canonical', href: siteUrl('/about') })
		expect(indexed).toContainEqual({ property: 'og:url', content: siteUrl('/about') })
		const hidden = pageMeta({ ...pages.about, indexable: false, structuredData: [organization] })
		expect(hidden).toContainEqual({ name: 'robots', content: 'noindex' })
		expect(hidden.some((tag) => 'rel' in tag && tag.rel === 'canonical')).toBe(false)
		expect(structuredDataOf(hidden)).toEqual([])
	})

	test('a duplicate page is noindex with a canonical link to the page it repeats, and no JSON-LD', () => {
		const twin = pageMeta({
			title: 'SS Vessels',
			path: '/services/ss-vessels',
			duplicate: true,
			structuredData: [organization],
		})
		expect(twin).toContainEqual({ name: 'robots', content: 'noindex' })
		expect(twin).toContainEqual({
			tagName: 'link',
			rel: 'canonical',
			href: siteUrl('/services/ss-vessels'),
		})
		expect(structuredDataOf(twin)).toEqual([])
	})

	test('a page below home carries a BreadcrumbList ending at itself; home carries none', () => {
		const [graph] = structuredDataOf(pageMeta(pages.contact))
		expect(graph).toEqual({
			'@context': 'https://schema.org',
			'@graph': [
				breadcrumbData([
					{ label: 'Home', path: '/' },
					{ label: pages.contact.title, path: pages.contact.path },
				]),
			],
		})
		expect(structuredDataOf(pageMeta(pages.home))).toEqual([])
	})
})

describe('structured data', () => {
	test('breadcrumb items are numbered from 1 with absolute URLs', () => {
		const list = breadcrumbData([
			{ label: 'Home', path: '/' },
			{ label: 'Services', path: '/services' },
		])
		expect(list.itemListElement).toEqual([
			{ '@type': 'ListItem', position: 1, name: 'Home', item: siteUrl('/') },
			{ '@type': 'ListItem', position: 2, name: 'Services', item: siteUrl('/services') },
		])
	})

	// Read from the company's own file, not from the config built over it: the structured data must
	// carry what the company wrote, in the forms schema.org asks for.
	test('the company is described with its address, coordinates, phone, e-mail and social profiles', () => {
		const company = parse(readFileSync('content/company/company.yaml', 'utf8'))
		expect(localBusiness).toMatchObject({
			'@type': 'LocalBusiness',
			name: company.name,
			telephone: `+${company.phone.replace(/\D/g, '')}`,
			email: company.email,
			address: {
				streetAddress: company.address.street,
				postalCode: company.address.postalCode,
				addressCountry: company.address.countryCode,
			},
			geo: { latitude: company.geo.latitude, longitude: company.geo.longitude },
			sameAs: company.social.map((profile: { url: string }) => profile.url),
		})
		expect(organization).toMatchObject({ '@type': 'Organization', name: company.name })
	})

	test('each service names itself, its page and the company as provider', () => {
		for (const service of services) {
			expect(serviceData(service)).toMatchObject({
				'@type': 'Service',
				name: service.title,
				description: service.summary,
				url: siteUrl(`/services/${service.slug}`),
				provider: { '@id': organizationId },
			})
		}
	})
})
