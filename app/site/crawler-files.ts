import { localeCodes, locales, localizedPath } from '#app/content/locales.ts'
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

/** Each page in every language, each entry naming all the languages' addresses of its page. */
const sitemapEntries = (path: string) => {
	const alternates = localeCodes.map(
		(code) =>
			`    <xhtml:link rel="alternate" hreflang="${locales[code].hreflang}" href="${escapeXml(siteUrl(localizedPath(code, path)))}"/>`,
	)
	return localeCodes.map((code) =>
		[
			`  <url><loc>${escapeXml(siteUrl(localizedPath(code, path)))}</loc>`,
			...alternates,
			'  </url>',
		].join('\n'),
	)
}

export const sitemapXml = () =>
	[
		'<?xml version="1.0" encoding="UTF-8"?>',
		'<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
		...sitemapPaths.flatMap(sitemapEntries),
		'</urlset>',
		'',
	].join('\n')

export const robotsTxt = () =>
	['User-agent: *', 'Allow: /', '', `Sitemap: ${siteUrl('/sitemap.xml')}`, ''].join('\n')
