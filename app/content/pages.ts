import { capitalisedNumberInWords, numberInWords } from '#app/lib/number-words.ts'
import type { PageIntro } from './page-intro.ts'
import { serviceFamilies, serviceLinks } from './service-links.ts'
import { siteConfig } from './site-config.ts'

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

export const pages = {
	home: {
		path: '/',
		title: 'Home',
		description: `${siteConfig.name}: ${siteConfig.tagline}. RO, UF, STP and ZLD plants, beverage filling lines from 24 to 500 BPM and packaging plants, made in Ahmedabad since ${siteConfig.founded}.`,
		indexable: true,
	},
	about: {
		path: '/about',
		title: 'About Us',
		description: `How ${siteConfig.shortName} has designed, built and commissioned water-treatment, beverage and packaging plants since ${siteConfig.founded}: our mission, our workshop and our people.`,
		indexable: true,
	},
	services: {
		path: '/services',
		title: 'Services',
		description: `${capitalisedNumberInWords(serviceLinks.length)} plants in ${numberInWords(serviceFamilies.length)} families, from fully automatic RO and ultra filtration to beverage filling, packaging, STP, ZLD and stainless process equipment, each engineered to your capacity.`,
		indexable: true,
		intro: { eyebrow: 'What we build', title: 'Plants engineered for your water and your product' },
		familiesLabel: 'Service families',
	},
	ourWork: {
		path: '/our-work',
		title: 'Our Work',
		description: `Clients who run ${siteConfig.shortName} plants: beverage makers, dairies, hospitals, pharma units, hotels, housing societies and municipal bodies across India and abroad.`,
		indexable: true,
		intro: { eyebrow: 'Our clients', title: 'Plants running for these companies' },
	},
	team: {
		path: '/team',
		title: 'Team',
		description: `Meet the founder of ${siteConfig.name} and the engineers behind every plant we build.`,
		indexable: true,
	},
	founders: {
		path: '/founders',
		title: 'Founders',
		description: `The founder of ${siteConfig.name} and his twenty years in water treatment.`,
		indexable: true,
	},
	contact: {
		path: '/contact',
		title: 'Contact us',
		description: `Call, e-mail or visit ${siteConfig.shortName} at ${siteConfig.address.street}, ${siteConfig.address.city}. Tell us your water source and capacity and we will size the plant.`,
		indexable: true,
	},
	quote: {
		path: '/quote',
		title: 'Request a quote',
		description: `Ask ${siteConfig.shortName} for the price of a water-treatment plant, filling line or packaging plant: your product, capacity, site and water analysis, answered by an engineer within one working day.`,
		indexable: true,
	},
	plantSizing: {
		path: '/plant-sizing',
		title: 'Plant sizing',
		description: 'A first design of your water plant or filling line.',
		indexable: true,
	},
	plantSizingWater: {
		path: '/plant-sizing/water-treatment',
		title: 'Size a water treatment plant',
		description: 'An RO plant sized from your water analysis.',
		indexable: true,
	},
	plantSizingFilling: {
		path: '/plant-sizing/filling-line',
		title: 'Size a filling line',
		description: 'A filling line sized for your output.',
		indexable: true,
	},
	blog: {
		path: '/blog',
		title: 'News & insights',
		description: `Project news, commissioning stories and practical notes on water treatment and bottling from the ${siteConfig.shortName} team.`,
		indexable: true,
		// Read by screen readers only: the banner already shows the page title.
		intro: { title: 'Latest stories' },
	},
	thankYou: {
		path: '/thank-you',
		title: 'Thank you',
		description: `Your message has reached ${siteConfig.shortName}. An engineer replies within one working day.`,
		indexable: false,
	},
	admin: {
		path: '/admin',
		title: 'Inquiry inbox',
		description: `The inquiries sent through the ${siteConfig.shortName} website, for the company's staff.`,
		indexable: false,
	},
	errorPage: {
		path: '/404-error-page',
		title: 'Page not found',
		description: 'The page you asked for does not exist.',
		indexable: false,
	},
} as const satisfies Record<string, Page>

// Screens the original site listed that only show their own name; their addresses keep working.
export const placeholderPages = [
	{ path: '/pages', title: 'Pages' },
	{ path: '/feature', title: 'Feature' },
	{ path: '/testimonial', title: 'Testimonial' },
	{ path: '/faq', title: 'FAQ' },
	{ path: '/coming-soon', title: 'Coming Soon' },
	{ path: '/privacy-policy', title: 'Privacy Policy' },
	{ path: '/terms-and-conditions', title: 'Terms and Conditions' },
] as const satisfies readonly { path: string; title: string }[]

/** What a placeholder screen offers while its page is written, so it is never a dead end. */
export const placeholderNotice = {
	lead: 'This page is being written. Meanwhile, we answer every question directly:',
	call: 'Call us',
	email: 'E-mail us',
	message: 'Send a message',
} as const

export const findPlaceholderPage = (pathname: string) =>
	placeholderPages.find((page) => page.path === (pathname.replace(/\/+$/, '') || '/'))
