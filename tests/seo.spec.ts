import { localeCodes, localizedPath } from '../app/content/locales.ts'
import { pages } from '../app/content/pages.ts'
import { serviceDetailsPath, services } from '../app/content/services.ts'
import { siteConfig, siteUrl } from '../app/content/site-config.ts'
import { sitemapPaths } from '../app/site/crawler-files.ts'
import { servicePaths } from '../app/site/paths.ts'
import { expect, knownPaths, test } from './support/fixtures.ts'

type JsonLdNode = Record<string, unknown> & { '@type': string }

const canonicalOf = (html: string) =>
	html.match(/<link rel="canonical" href="([^"]*)"/)?.[1] ?? null

function jsonLdNodes(html: string): JsonLdNode[] {
	const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
	return blocks.flatMap((block) => {
		const document = JSON.parse(block[1] ?? '') as { '@context': string; '@graph': JsonLdNode[] }
		expect(document['@context']).toBe('https://schema.org')
		return document['@graph']
	})
}

test('sitemap.xml and robots.txt are served from the route list', async ({ request }) => {
	const sitemap = await request.get('/sitemap.xml')
	expect(sitemap.status()).toBe(200)
	expect(sitemap.headers()['content-type']).toContain('xml')
	const urls = [...(await sitemap.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])
	expect(urls).toEqual(
		sitemapPaths.flatMap((path) => localeCodes.map((code) => siteUrl(localizedPath(code, path)))),
	)

	const robots = await request.get('/robots.txt')
	expect(robots.status()).toBe(200)
	expect(await robots.text()).toContain(`Sitemap: ${siteUrl('/sitemap.xml')}`)
})

test('every sitemap URL answers 200 with a canonical link to itself and valid JSON-LD', async ({
	request,
}) => {
	for (const path of sitemapPaths) {
		const response = await request.get(path)
		expect(response.status(), path).toBe(200)
		const html = await response.text()
		expect(canonicalOf(html), path).toBe(siteUrl(path))
		expect(html, path).not.toContain('noindex')

		const nodes = jsonLdNodes(html)
		const types = nodes.map((node) => node['@type'])
		if (path === pages.home.path || path === pages.contact.path) {
			expect(types, path).toEqual(expect.arrayContaining(['Organization', 'LocalBusiness']))
			const business = nodes.find((node) => node['@type'] === 'LocalBusiness')
			expect(business, path).toMatchObject({
				name: siteConfig.name,
				telephone: siteConfig.phone.tel,
				email: siteConfig.email,
				address: { '@type': 'PostalAddress', postalCode: siteConfig.address.postalCode },
				geo: { '@type': 'GeoCoordinates', latitude: siteConfig.geo.latitude },
				sameAs: siteConfig.social.map((profile) => profile.url),
			})
		}
		if (servicePaths.includes(path)) {
			expect(
				nodes.find((node) => node['@type'] === 'Service'),
				path,
			).toMatchObject({
				url: siteUrl(path),
				provider: { '@id': expect.any(String) },
			})
		}
		if (path !== pages.home.path) {
			const breadcrumb = nodes.find((node) => node['@type'] === 'BreadcrumbList')
			const items = breadcrumb?.itemListElement as { item: string; position: number }[]
			expect(items.at(0)?.item, path).toBe(siteUrl('/'))
			expect(items.at(-1)?.item, path).toBe(siteUrl(path))
			expect(
				items.map((item) => item.position),
				path,
			).toEqual(items.map((_, index) => index + 1))
		}
	}
})

test('every page has exactly one h1 and a title no other page has', async ({ request }) => {
	const titles = new Map<string, string>()
	for (const path of knownPaths) {
		const html = await (await request.get(path)).text()
		expect(html.match(/<h1[\s>]/g), path).toHaveLength(1)
		const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? ''
		expect(title, path).not.toBe('')
		// A /service-details/{slug} duplicate shares its title with the /services/{slug} page it copies.
		const canonicalPath = path.replace(/^\/service-details\//, '/services/')
		const owner = titles.get(title)
		expect(owner === undefined || owner === canonicalPath, `${path} repeats ${owner}`).toBe(true)
		titles.set(title, canonicalPath)
	}
})

test('the /service-details duplicates and placeholder screens are noindex; each duplicate names its /services page as canonical', async ({
	request,
}) => {
	const hidden = knownPaths.filter((path) => !sitemapPaths.includes(path))
	expect(hidden.length).toBeGreaterThan(20)
	for (const path of hidden) {
		const html = await (await request.get(path)).text()
		expect(html, path).toContain('<meta name="robots" content="noindex"/>')
		const duplicateOf = path.match(/^\/service-details\/(.+)$/)?.[1]
		expect(canonicalOf(html), path).toBe(duplicateOf ? siteUrl(`/services/${duplicateOf}`) : null)
	}
	for (const service of services) expect(hidden).toContain(serviceDetailsPath(service))
})
