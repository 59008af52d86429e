import { editionPath, locale } from '#app/content/edition.ts'
import { locales } from '#app/content/locales.ts'
import type { ServiceCopy } from '#app/content/service-copy.ts'
import { serviceFamilies, servicePath } from '#app/content/service-links.ts'
import { servicePageContent } from '#app/content/service-page.ts'
import type { Service } from '#app/content/services.ts'
import { postalAddress, siteConfig, siteUrl } from '#app/content/site-config.ts'
import { fill } from '#app/lib/fill.ts'
import { slugify } from '#app/lib/slugify.ts'
import type { Paper, PaperFigure } from './paper.ts'

/** The name a downloaded datasheet is saved under: the company's and the plant's, as a person files it. */
export const datasheetFileName = ({ slug }: Pick<Service, 'slug'>) =>
	`${slugify(siteConfig.shortName)}-${slug}-datasheet.pdf`

/** The company as every document's foot gives it. */
export const companyOnPaper = () => ({
	name: siteConfig.name,
	contact: [
		postalAddress(),
		siteConfig.phone.display,
		siteConfig.email,
		new URL(siteConfig.origin).host,
	].join(' · '),
})

/**
 * A service's datasheet: what its page says a buyer compares on (summary, capacity and key figures,
 * the specification table, the process) on the front; the industries it serves, why choose it and
 * its description on the back; its illustration, the company's contacts and the way back to its page.
 */
export function datasheetPaper(
	service: Service,
	copy: ServiceCopy,
	illustration: PaperFigure | undefined,
): Paper {
	const words = servicePageContent
	const family = serviceFamilies.find(({ id }) => id === service.family)?.title ?? service.family
	const capacity = { label: words.capacityRangeLabel, value: copy.capacity }
	const facts = [capacity, ...copy.keyFigures]
	const opening = [
		{ kind: 'text', text: service.summary, tone: 'lead' },
		{ kind: 'facts', facts },
	] as const
	return {
		lang: locales[locale].hreflang,
		title: service.title,
		kind: words.datasheet.kind,
		subject: service.summary,
		meta: [family, siteConfig.phone.display, siteConfig.email],
		blocks: [
			...(illustration
				? [{ kind: 'beside', blocks: opening, figure: illustration } as const]
				: opening),
			{ kind: 'heading', text: words.specificationTitle },
			{ kind: 'rows', rows: [capacity, ...copy.specification] },
			{ kind: 'heading', text: words.processTitle },
			{ kind: 'list', items: copy.process, ordered: true },
			{
				kind: 'columns',
				columns: [
					[
						{ kind: 'heading', text: words.industriesTitle },
						{ kind: 'list', items: copy.industries },
					],
					[
						{ kind: 'heading', text: fill(words.whyChooseTitle, { service: service.title }) },
						{ kind: 'list', items: copy.whyChoose },
					],
				],
			},
			...copy.description.flatMap((section) => [
				{ kind: 'heading', text: section.heading } as const,
				...section.paragraphs.map((text) => ({ kind: 'text', text }) as const),
			]),
		],
		company: companyOnPaper(),
		link: { label: words.datasheet.link, url: siteUrl(editionPath(servicePath(service))) },
	}
}
