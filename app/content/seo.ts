import type { MetaDescriptor } from 'react-router'
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
	const tags: MetaDescriptor[] = [{ title: documentTitle(title) }]
	if (description) tags.push({ name: 'description', content: description })
	if (!indexable) tags.push({ name: 'robots', content: 'noindex' })
	if (path && indexable) tags.push({ tagName: 'link', rel: 'canonical', href: canonicalUrl(path) })
	return tags
}
