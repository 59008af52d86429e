// Plants built for clients on the logo wall, told in the figures a buyer compares, with the words
// around them: content/case-studies/case-studies.yaml. The build checks that each names a client logo
// and a service.
import caseStudiesContent from '#content/case-studies.json' with { type: 'json' }
import type { clientLogos } from './logos.ts'
import type { caseStudySchema, Entry } from './schemas.ts'
import type { ServiceSlug } from './service-links.ts'

type ClientId = (typeof clientLogos)[number]['id']

export type CaseStudy = Omit<Entry<typeof caseStudySchema>, 'client' | 'plant'> & {
	/** The client, by the id of its logo. */
	readonly client: ClientId
	/** The kind of plant, by the slug of its service page. */
	readonly plant: ServiceSlug
}

export const caseStudiesIntro = caseStudiesContent.intro
export const caseStudyPlantLinkLabel = caseStudiesContent.plantLinkLabel
export const caseStudyFactLabels = caseStudiesContent.factLabels
export const caseStudies: readonly CaseStudy[] = caseStudiesContent.caseStudies
