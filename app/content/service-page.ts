import { fill } from '#app/lib/fill.ts'
import { numberInWords } from '#app/lib/number-words.ts'
import text from '#content/site/service-page.json' with { type: 'json' }
import type { PageIntro } from './schemas.ts'
import { serviceLinks } from './service-links.ts'

// The words every service page shares around its own copy (service-copy.ts holds each plant's text),
// in content/site/service-page.yaml.
export const servicePageContent = {
	...text,
	// The exact title an unknown service slug shows.
	notFound: {
		title: text.notFound.title,
		lead: fill(text.notFound.lead, { services: numberInWords(serviceLinks.length) }),
	},
} as const satisfies { notFound: PageIntro; callToAction: PageIntro } & Record<string, unknown>
