// Headings and notices of the site footer; its links come from navigation.ts, its facts from site-config.
export const footerContent = {
	servicesTitle: 'Our Services',
	usefulLinksTitle: 'Useful Links',
	contactTitle: 'Contact',
	rightsNotice: 'All rights reserved.',
	/** The legal pages the bottom line links to, by path. */
	legalPaths: ['/privacy-policy', '/terms-and-conditions'],
} as const
