import type { z } from 'zod'
import servicePageJson from '#content/site/service-page.json' with { type: 'json' }
import type { PageIntro, servicePageSchema } from './schemas.ts'

// The words every service page shares around its own copy (service-copy.ts holds each plant's text),
// in content/site/service-page.yaml; the unknown service's title is the exact title its page shows.
export const servicePageContent = servicePageJson as z.output<typeof servicePageSchema> satisfies {
	notFound: PageIntro
	callToAction: PageIntro
}
