// Every page's record: where it lives (page-paths.ts) and its words (content/site/pages.yaml), joined
// by the content build, which fills in the company facts a description names.
import records from '#content/site/pages.json' with { type: 'json' }
import type { PageIntro } from './schemas.ts'

export const { pages, placeholderNotice } = records
// The placeholder screens are fixed in page-paths.ts, so there is always a first one.
export const placeholderPages = records.placeholderPages as [
	(typeof records.placeholderPages)[number],
	...(typeof records.placeholderPages)[number][],
]

// Page titles follow the heading rule at the top of home.ts: sentence case, apart from fixed labels.
export type Page = {
	path: string
	title: string
	description: string
	/** False for pages kept out of search results and the sitemap (page-paths.ts). */
	indexable: boolean
	/** Heading of the page's main section. */
	intro?: PageIntro
	familiesLabel?: string
}

export const findPlaceholderPage = (pathname: string) =>
	placeholderPages.find((page) => page.path === (pathname.replace(/\/+$/, '') || '/'))
