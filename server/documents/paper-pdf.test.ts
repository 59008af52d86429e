import { expect, test } from 'vitest'
import { servicePageContent } from '#app/content/service-page.ts'
import { services } from '#app/content/services.ts'
import { siteConfig } from '#app/content/site-config.ts'
import { datasheetPaper } from '#app/site/datasheet.ts'
import { copyOf } from '../../scripts/datasheets.ts'
import { pdfInfo, pdfText, unspaced } from '../../tests/support/pdf-text.ts'
import { paperPdf, unprintableCharacters } from './paper-pdf.ts'

const [first, ...others] = services
const last = others.at(-1) ?? first

test("a datasheet's text, read back from the PDF, holds its service's name, capacity, key figures, every specification row, process step and industry", async () => {
	for (const service of [first, last]) {
		const copy = copyOf(service.slug)
		const text = pdfText(await paperPdf(datasheetPaper(service, copy, undefined)))
		const expected = [
			service.title,
			service.summary,
			copy.capacity,
			...copy.keyFigures.flatMap(({ label, value }) => [label, value]),
			...copy.specification.flatMap(({ label, value }) => [label, value]),
			...copy.process,
			...copy.industries,
			...copy.whyChoose,
			siteConfig.phone.display,
			siteConfig.email,
		]
		for (const words of expected) expect(unspaced(text), service.slug).toContain(unspaced(words))
	}
})

test('a changed service changes its datasheet: an edited specification value replaces the old one', async () => {
	const copy = copyOf(first.slug)
	const [row, ...rest] = copy.specification
	if (!row) throw new Error(`${first.slug} has no specification rows`)
	const edited = {
		...copy,
		specification: [{ ...row, value: 'Edited by the marketing team' }, ...rest],
	}
	const text = pdfText(await paperPdf(datasheetPaper(first, edited, undefined)))
	expect(unspaced(text)).toContain(unspaced('Edited by the marketing team'))
	expect(unspaced(text)).not.toContain(unspaced(row.value))
})

test('a datasheet is a tagged A4 PDF titled with its service, in English, under 500 KB', async () => {
	const pdf = await paperPdf(datasheetPaper(first, copyOf(first.slug), undefined))
	const info = pdfInfo(pdf)
	expect(info.Title).toBe(first.title)
	expect(info.Author).toBe(siteConfig.name)
	expect(info.Tagged).toBe('yes')
	expect(info['Page size']).toMatch(/^595\.\d+ x 841\.\d+ pts \(A4\)/)
	expect(Buffer.from(pdf).toString('latin1')).toContain('/Lang (en-IN)')
	expect(pdf.byteLength).toBeLessThan(500 * 1024)
	expect(pdfText(pdf)).toContain(servicePageContent.datasheet.kind)
})

test("a document prints the rupee sign and the chemists' subscripts, and refuses text in a script its typeface lacks", async () => {
	expect(unprintableCharacters('₹ 4,00,000 for CaCO₃ ≥ 200 mg/L, Ø 1.2 m, 25 °C')).toEqual([])
	// Gujarati: a script neither of the documents' typefaces draws.
	expect(unprintableCharacters('પાણી')).toHaveLength(4)
	const copy = copyOf(first.slug)
	const summary = 'From ₹ 4,00,000; hardness as CaCO₃ ≥ 200 mg/L'
	const text = pdfText(await paperPdf(datasheetPaper({ ...first, summary }, copy, undefined)))
	expect(unspaced(text)).toContain(unspaced(summary))
})

// Words whose glyphs are drawn in another order than their letters: a vowel sign before its consonant
// (ि), a reph, conjuncts; and the signs an engineer's Hindi carries beside them.
const HINDI = [
	'पानी की बोतल बनाने की मशीन',
	'इंजीनियरिंग',
	'प्री-ट्रीटमेंट',
	'शुद्ध',
	'प्रकृति',
	'श्री',
	'10 m³/h, CaCO₃ ≤ 200 mg/L, ₹ 1,00,000',
]

test('a document in Hindi prints every word and reads back in the order it is written, for copy, search and screen readers', async () => {
	for (const words of HINDI) expect(unprintableCharacters(words), words).toEqual([])
	const [summary = '', ...rows] = HINDI
	const copy = copyOf(first.slug)
	const paper = datasheetPaper(
		{ ...first, title: 'फ़ुली ऑटो RO प्लांट', summary },
		{ ...copy, specification: rows.map((value, index) => ({ label: `पंक्ति ${index}`, value })) },
		undefined,
	)
	const text = pdfText(await paperPdf(paper))
	for (const words of HINDI) expect(text, words).toContain(words)
	expect(text).toContain('फ़ुली ऑटो RO प्लांट')
})
