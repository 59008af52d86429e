import type { MetaDescriptor } from 'react-router'
import { brandAssets } from './brand-assets.ts'
import { pages } from './pages.ts'
import { siteConfig } from './site-config.ts'

type PageMetaInput = {
	title: string
	description?: string
	/** Canonical path of the page. */
	path?: string
	/** Placeholder and not-found screens are kept out of search results. */
	indexable?: boolean
}

export const documentTitle = (title: string) =>
	title === pages.home.title
		? `${siteConfig.name} | ${siteConfig.tagline}`
		: `${title} | ${siteConfig.shortName}`

export const canonicalUrl = (path: string) => new URL(path, siteConfig.origin).href

/** The one way route modules build their head tags. */
export function pageMeta({ title, description, path, indexable = true }: PageMetaInput) {
	const fullTitle = documentTitle(title)
	const image = brandAssets.openGraphImage
	const tags: MetaDescriptor[] = [
		{ title: fullTitle },
		{ property: 'og:site_name', content: siteConfig.name },
		{ property: 'og:type', content: 'website' },
		{ property: 'og:title', content: fullTitle },
		{ property: 'og:image', content: canonicalUrl(image.path) },
		{ property: 'og:image:width', content: String(image.width) },
		{ property: 'og:image:height', content: String(image.height) },
		{ property: 'og:image:alt', content: `${siteConfig.name}: ${siteConfig.tagline}` },
		{ name: 'twitter:card', content: 'summary_large_image' },
	]
	if (description) {
		tags.push({ name: 'description', content: description })
		tags.push({ property: 'og:description', content: description })
	}
	if (!indexable) tags.push({ name: 'robots', content: 'noindex' })
	if (path && indexable) {
		tags.push({ tagName: 'link', rel: 'canonical', href: canonicalUrl(path) })
		tags.push({ property: 'og:url', content: canonicalUrl(path) })
	}
	return tags
}
