import { pages } from '#app/content/pages.ts'
import { siteUrl } from '#app/content/site-config.ts'
import { servicePaths } from './paths.ts'

// The sitemap lists exactly the indexable routes, so search engines are sent only to pages they may
// index. Placeholders, the /service-details/* duplicates and not-found documents are noindex and stay
// out.
export const sitemapPaths: readonly string[] = [
	...Object.values(pages)
		.filter((page) => page.indexable)
		.map((page) => page.path),
	...servicePaths,
]

const escapeXml = (text: string) =>
	text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`)

export const sitemapXml = () =>
	[
		'<?xml version="1.0" encoding="UTF-8"?>',
		'<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
		...sitemapPaths.map((path) => `  <url><loc>${escapeXml(siteUrl(path))}</loc></url>`),
		'</urlset>',
		'',
	].join('\n')

export const robotsTxt = () =>
	['User-agent: *', 'Allow: /', '', `Sitemap: ${siteUrl('/sitemap.xml')}`, ''].join('\n')
