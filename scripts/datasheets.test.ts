import { expect, test } from 'vitest'
import { services } from '#app/content/services.ts'
import { datasheetPaper } from '#app/site/datasheet.ts'
import { copyOf, datasheetProblems } from './datasheets.ts'

test("the content build refuses a service whose datasheet would print a character its typeface lacks, naming the service's file", () => {
	const [service] = services
	// Gujarati: a script neither of the documents' typefaces draws.
	const written = { ...service, summary: `${service.summary} પાણીનું મશીન` }
	const problems = datasheetProblems([
		{ slug: service.slug, paper: datasheetPaper(written, copyOf(service.slug), undefined) },
	])
	expect(problems).toHaveLength(1)
	expect(problems[0]).toContain(`content/services/${service.slug}.yaml`)
	expect(problems[0]).toContain('"પ"')
})
