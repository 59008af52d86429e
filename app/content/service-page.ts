import { numberInWords } from '#app/lib/number-words.ts'
import type { PageIntro } from './page-intro.ts'
import { serviceLinks } from './service-links.ts'

// The words every service page shares around its own copy (service-copy.ts holds each plant's text).
export const servicePageContent = {
	// The exact title an unknown service slug shows.
	notFound: {
		title: 'Service not found',
		lead: `We do not build a plant under that name. Browse all ${numberInWords(serviceLinks.length)} of our services or tell us what you need.`,
	},
	industriesTitle: 'Typical industries',
	whyChooseTitle: (serviceTitle: string) => `Why choose our ${serviceTitle}`,
	/** Accessible name of the sidebar. */
	sidebarLabel: 'More services',
	callToAction: {
		title: 'Talk to an engineer',
		lead: 'Send us your water analysis or product details and we will size the plant for you.',
	},
	enquiryLabel: 'Send an enquiry',
	relatedTitle: 'Related services',
	specificationTitle: 'Specification',
	capacityRangeLabel: 'Capacity range',
	processTitle: 'How it works',
	/** The bar that puts a call and a quote at the top of the page on small screens. */
	quoteBar: {
		question: 'Need this plant sized for your site?',
		call: 'Call',
	},
} as const satisfies { notFound: PageIntro; callToAction: PageIntro } & Record<string, unknown>
