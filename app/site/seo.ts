import type { MetaDescriptor } from 'react-router'
import type { Thing } from 'schema-dts'
import { brandAssets } from '#app/content/brand-assets.ts'
import { editionPath } from '#app/content/edition.ts'
import { defaultLocale, localeCodes, locales, localizedPath } from '#app/content/locales.ts'
import { type Crumb, homeCrumb } from '#app/content/navigation.ts'
import { pages } from '#app/content/pages.ts'
import { siteConfig, siteUrl } from '#app/content/site-config.ts'
import { breadcrumbData, structuredDataGraph } from './structured-data.ts'

type PageMetaInput = {
	title: string
	description?: string
	path?: string
	/** Placeholder and not-found screens are kept out of search results. */
	indexable?: boolean
	/**
	 * The page repeats the one at `path` under a second URL: it is kept out of search results and its
	 * canonical link names `path`, the signal search engines follow to fold duplicates into one page.
	 */
	duplicate?: boolean
	/** The breadcrumb trail above this page, as its banner shows it. */
	parents?: readonly Crumb[]
	/** JSON-LD nodes describing the page's subject (the company, a service). */
	structuredData?: readonly Thing[]
}

export const documentTitle = (title: string) =>
	title === pages.home.title
		? `${siteConfig.name} | ${siteConfig.tagline}`
		: `${title} | ${siteConfig.shortName}`

/**
 * The page in every language, for search engines to show each searcher their own: English is also
 * the page for a language the site does not have.
 */
const languageAlternates = (path: string): MetaDescriptor[] => [
	...localeCodes.map((code) => ({
		tagName: 'link',
		rel: 'alternate',
		hrefLang: locales[code].hreflang,
		href: siteUrl(localizedPath(code, path)),
	})),
	{
		tagName: 'link',
		rel: 'alternate',
		hrefLang: 'x-default',
		href: siteUrl(localizedPath(defaultLocale, path)),
	},
]

/** The one way route modules build their head tags. */
export function pageMeta({
	title,
	description,
	path,
	indexable = true,
	duplicate = false,
	parents = [homeCrumb],
	structuredData = [],
}: PageMetaInput) {
	const fullTitle = documentTitle(title)
	const image = brandAssets.openGraphImage
	const tags: MetaDescriptor[] = [
		{ title: fullTitle },
		{ property: 'og:site_name', content: siteConfig.name },
		{ property: 'og:type', content: 'website' },
		{ property: 'og:title', content: fullTitle },
		{ property: 'og:image', content: siteUrl(image.path) },
		{ property: 'og:image:width', content: String(image.width) },
		{ property: 'og:image:height', content: String(image.height) },
		{ property: 'og:image:alt', content: `${siteConfig.name}: ${siteConfig.tagline}` },
		{ name: 'twitter:card', content: 'summary_large_image' },
	]
	if (description) {
		tags.push({ name: 'description', content: description })
		tags.push({ property: 'og:description', content: description })
	}
	if (!indexable || duplicate) tags.push({ name: 'robots', content: 'noindex' })
	if (path && indexable) {
		tags.push({ tagName: 'link', rel: 'canonical', href: siteUrl(editionPath(path)) })
		tags.push({ property: 'og:url', content: siteUrl(editionPath(path)) })
		if (!duplicate) tags.push(...languageAlternates(path))
	}
	const describesPage = indexable && !duplicate && path !== undefined
	const nodes = [
		...(describesPage ? structuredData : []),
		...(describesPage && path !== pages.home.path
			? [breadcrumbData([...parents, { label: title, path }])]
			: []),
	]
	if (nodes.length > 0) tags.push({ 'script:ld+json': structuredDataGraph(nodes) })
	return tags
}
