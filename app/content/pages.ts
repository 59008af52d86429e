// Every page's record: where it lives (page-paths.ts) and its words (content/site/pages.yaml), joined
// by the content build into one literal, as the records were written before they became content.
import { pages, placeholderNotice, placeholderPages } from '#app/generated/content/site/pages.ts'
import type { PageIntro } from './page-intro.ts'

export { pages, placeholderNotice, placeholderPages }

// Page titles follow the heading rule at the top of home.ts: sentence case, apart from fixed labels.
export type Page = {
	path: string
	title: string
	description: string
	/**
	 * Placeholder screens, error pages, the thank-you page and the inbox are kept out of search results
	 * and the sitemap.
	 */
	indexable: boolean
	/** Heading of the page's main section. */
	intro?: PageIntro
	/** Accessible name of the services page's jump links to its families. */
	familiesLabel?: string
}

export const findPlaceholderPage = (pathname: string) =>
	placeholderPages.find((page) => page.path === (pathname.replace(/\/+$/, '') || '/'))
