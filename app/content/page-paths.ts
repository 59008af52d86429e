import { INBOX_PATH } from '#app/lib/inbox-protocol.ts'
import { QUOTE_PATH } from '#app/lib/quote-address.ts'

// Where each page lives and whether search engines may list it. Its title, description and heading
// are content (content/site/pages.yaml); the content build writes both into one record per page
// (`pages` in pages.ts).
export const pagePaths = {
	home: { path: '/', indexable: true },
	about: { path: '/about', indexable: true },
	services: { path: '/services', indexable: true },
	ourWork: { path: '/our-work', indexable: true },
	team: { path: '/team', indexable: true },
	founders: { path: '/founders', indexable: true },
	contact: { path: '/contact', indexable: true },
	quote: { path: QUOTE_PATH, indexable: true },
	plantSizing: { path: '/plant-sizing', indexable: true },
	plantSizingWater: { path: '/plant-sizing/water-treatment', indexable: true },
	plantSizingFilling: { path: '/plant-sizing/filling-line', indexable: true },
	plantSizingSewage: { path: '/plant-sizing/sewage-treatment', indexable: true },
	blog: { path: '/blog', indexable: true },
	// Placeholder screens, error pages, the thank-you page and the inbox are kept out of search results
	// and the sitemap.
	thankYou: { path: '/thank-you', indexable: false },
	admin: { path: INBOX_PATH, indexable: false },
	errorPage: { path: '/404-error-page', indexable: false },
} as const satisfies Record<string, { path: string; indexable: boolean }>

// Screens the original site listed that only show their own name; their addresses keep working.
export const placeholderPagePaths = {
	pages: '/pages',
	feature: '/feature',
	testimonial: '/testimonial',
	faq: '/faq',
	comingSoon: '/coming-soon',
	privacyPolicy: '/privacy-policy',
	termsAndConditions: '/terms-and-conditions',
} as const satisfies Record<string, string>

/**
 * The pages the main menu lists, in its order, each with the other paths that mark it current (Team
 * on /founders, which shows the same page). Their labels are content (content/site/navigation.yaml).
 */
export const mainNavPages = {
	home: [],
	about: [],
	services: ['/service-details'],
	ourWork: [],
	team: [pagePaths.founders.path],
	contact: [],
} as const satisfies Partial<Record<keyof typeof pagePaths, readonly string[]>>
