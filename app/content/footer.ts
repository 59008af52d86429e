// Headings and notices of the site footer, in content/site/footer.yaml; its links come from
// navigation.ts, its facts from site-config.
import text from '#content/site/footer.json' with { type: 'json' }

export const footerContent = {
	...text,
	/** The legal pages the bottom line links to, by path. */
	legalPaths: ['/privacy-policy', '/terms-and-conditions'],
} as const
