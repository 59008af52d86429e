import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import {
	type Locale,
	localeCodes,
	localeFolder,
	locales,
	localizedPath,
} from '#app/content/locales.ts'
import datasheetSizes from '#app/generated/datasheet-sizes.json' with { type: 'json' }
import { datasheetPath } from '#app/site/datasheet-address.ts'
import { clientDirectory } from '../server/build-directory.ts'
import { pdfInfo, pdfText, unspaced } from '../tests/support/pdf-text.ts'

const sizes: Readonly<Record<string, Readonly<Record<string, number>>>> = datasheetSizes
/** Each service's name and summary in a language, as its edition's content build wrote them. */
function servicesIn(locale: Locale) {
	const generated = (file: string) =>
		JSON.parse(
			readFileSync(
				join(import.meta.dirname, '../app/generated/content', localeFolder(locale), file),
				'utf8',
			),
		)
	const cards: Record<string, { summary: string }> = generated('service-cards.json')
	const links: { slug: string; title: string }[] = generated('service-links.json')
	return links.map((link) => ({ ...link, summary: cards[link.slug]?.summary ?? '' }))
}

test.each(localeCodes)(
	'the build publishes every service’s datasheet in %s at its edition’s stable address: a tagged A4 PDF in that language, titled with the service, its summary readable as text, under 500 KB, the size its page gives',
	(locale) => {
		for (const service of servicesIn(locale)) {
			const pdf = readFileSync(join(clientDirectory, localizedPath(locale, datasheetPath(service))))
			const info = pdfInfo(pdf)
			expect(info.Title, service.slug).toBe(service.title)
			expect(info.Tagged, service.slug).toBe('yes')
			expect(info['Page size'], service.slug).toContain('(A4)')
			expect(Buffer.from(pdf).toString('latin1'), service.slug).toContain(
				`/Lang (${locales[locale].hreflang})`,
			)
			expect(unspaced(pdfText(pdf)), service.slug).toContain(unspaced(service.summary))
			expect(pdf.byteLength, service.slug).toBeLessThan(500 * 1024)
			expect(sizes[locale]?.[service.slug], service.slug).toBe(pdf.byteLength)
		}
	},
)
