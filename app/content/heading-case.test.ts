import { expect, test } from 'vitest'
import * as about from './about.ts'
import * as caseStudies from './case-studies.ts'
import * as contact from './contact.ts'
import * as home from './home.ts'
import * as inquiries from './inquiries.ts'
import * as news from './news.ts'
import * as pages from './pages.ts'
import { loadServiceCopy } from './service-copy.ts'
import * as services from './services.ts'
import { siteConfig } from './site-config.ts'

// Labels the original site fixed word for word keep their Title Case; they are read from the records
// that define them, so renaming one there cannot leave a stale exception here.
const fixedLabels = new Set<string>([
	...services.services.map((service) => service.title),
	...home.hotCategories.map((category) => category.title),
	...home.whyDifferent.map((point) => point.title),
	...home.benefits.map((point) => point.title),
	...pages.placeholderPages.map((page) => page.title),
	pages.pages.about.title,
	pages.pages.ourWork.title,
	home.homeSections.hot.eyebrow,
	home.homeSections.categories.eyebrow,
	home.homeIntro.aboutEyebrow,
	home.homeIntro.differentTitle,
	home.homeIntro.customersTitle,
	contact.contactContent.eyebrow,
])

// Names that keep their capital inside a sentence-case heading.
const properNames = new Set<string>([
	siteConfig.shortName,
	siteConfig.address.city,
	siteConfig.address.region,
	siteConfig.address.country,
])

const isHeadingKey = (key: string) => /^(title|eyebrow|heading)$|(Title|Eyebrow|Heading)$/.test(key)

/** Every string under a heading-like key, found by walking the exported content. */
function headings(value: unknown, key = ''): string[] {
	if (typeof value === 'string') return isHeadingKey(key) ? [value] : []
	if (Array.isArray(value)) return value.flatMap((item) => headings(item, key))
	if (value && typeof value === 'object')
		return Object.entries(value).flatMap(([childKey, child]) => headings(child, childKey))
	return []
}

/** Words after the first that are capitalised without being an abbreviation or a proper name. */
function titleCasedWords(heading: string) {
	const [, ...rest] = heading.split(/\s+/)
	return rest
		.map((word) => word.replace(/^[("'‘“]+/, ''))
		.filter((word) => /^[A-Z]/.test(word))
		.filter((word) => !/^[A-Z0-9]{2,}/.test(word))
		.filter((word) => !properNames.has(word.replace(/[^A-Za-z]+$/, '')))
}

const breaksTheRule = (heading: string) =>
	!fixedLabels.has(heading) && (!/^[A-Z0-9]/.test(heading) || titleCasedWords(heading).length > 0)

test('headings and eyebrows in the content are in sentence case, except the fixed labels', async () => {
	const copy = await Promise.all(services.services.map((service) => loadServiceCopy(service.slug)))
	const all = headings([about, caseStudies, contact, home, inquiries, news, pages, services, copy])
	expect(all.length).toBeGreaterThan(100)
	expect(all.filter(breaksTheRule)).toEqual([])
})

test('the sentence-case check rejects a Title Case heading and accepts abbreviations and names', () => {
	expect(breaksTheRule('What Our Clients Say')).toBe(true)
	expect(breaksTheRule('latest news')).toBe(true)
	expect(
		breaksTheRule(`${siteConfig.shortName} marks twenty years in ${siteConfig.address.region}`),
	).toBe(false)
	expect(breaksTheRule('500 BPM filling line with CE-conformant panels (ZLD ready)')).toBe(false)
})
