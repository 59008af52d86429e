import {
	languageForStaff,
	locales,
	localizedPath,
	translatedLocales,
} from '../app/content/locales.ts'
import { pages } from '../app/content/pages.ts'
import { servicePath } from '../app/content/service-links.ts'
import hindiContact from '../app/generated/content/hi/site/contact.json' with { type: 'json' }
import hindiInquiries from '../app/generated/content/hi/site/inquiries.json' with { type: 'json' }
import hindiSizingWords from '../app/generated/content/hi/site/plant-sizing/shared.json' with {
	type: 'json',
}
import hindiWaterLabels from '../app/generated/content/hi/site/plant-sizing/water.json' with {
	type: 'json',
}
import hindiServicePage from '../app/generated/content/hi/site/service-page.json' with {
	type: 'json',
}
import { fileSizeText } from '../app/lib/file-size.ts'
import { parseFillingParams } from '../app/lib/sizing/filling-params.ts'
import { parseSewageParams } from '../app/lib/sizing/sewage-params.ts'
import { parseWaterParams, type RefusalWords } from '../app/lib/sizing/sizing-params.ts'
import { sitemapPaths } from '../app/site/crawler-files.ts'
import { datasheetPath } from '../app/site/datasheet-address.ts'
import { prerenderPaths } from '../app/site/paths.ts'
import { proposalPath } from '../app/site/proposal-address.ts'
import { shownText, spokenLabels } from '../scripts/shown-text.ts'
import {
	inquiriesNamed,
	openFormsLongAgo,
	signInThroughPage,
	siteRequest,
	uniqueName,
} from './inbox.ts'
import { englishSentences } from './support/english-sentences.ts'
import { containing, expect, formPosts, test } from './support/fixtures.ts'
import { validContact, validQuote } from './support/inquiry-api.ts'
import { axeViolations, shownFigures } from './support/page-checks.ts'
import { pdfText, unspaced } from './support/pdf-text.ts'
import { sizingSamples } from './support/sizing-samples.ts'

// Every page of the site in every language: the same path under the language's prefix, and a switch
// that leads from each to the other.

/** The links of the language switch in a page's HTML, by the language they lead to. */
const switchLinks = (html: string) =>
	new Map(
		[
			...html.matchAll(/<a href="([^"]*)" hrefLang="([^"]+)" lang="([^"]+)"[^>]*>([^<]*)<\/a>/g),
		].map(([, href, hreflang, lang, name]) => [lang, { href, hreflang, name }]),
	)

/** The page's hreflang alternates: each address's path, by its hreflang. */
const alternates = (html: string) =>
	Object.fromEntries(
		[...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map(
			(match) => [match[1] ?? '', new URL(match[2] ?? '').pathname],
		),
	)

/** The contact form's fields with one left empty. */
const validContactWithout = (field: keyof typeof validContact) => ({ ...validContact, [field]: '' })

for (const code of translatedLocales) {
	test(`every English page has its ${locales[code].name} twin under /${code}, and each page's switch leads to the other’s path`, async ({
		request,
	}) => {
		test.setTimeout(120_000)
		for (const path of prerenderPaths) {
			const translation = localizedPath(code, path)
			const [english, translated] = await Promise.all(
				[path, translation].map((address) => request.get(address)),
			)
			expect([english?.status(), translated?.status()], path).toEqual([200, 200])
			const [englishHtml = '', translatedHtml = ''] = await Promise.all(
				[english, translated].map((response) => response?.text()),
			)
			expect(translatedHtml, translation).toContain(`<html lang="${code}"`)
			expect(englishHtml, path).toContain('<html lang="en"')
			// The standalone error screen has no header, so no switch.
			if (path === pages.errorPage.path) continue
			expect(switchLinks(englishHtml).get(code), path).toEqual({
				href: translation,
				hreflang: locales[code].hreflang,
				name: locales[code].name,
			})
			expect(switchLinks(translatedHtml).get('en'), translation).toEqual({
				href: path,
				hreflang: locales.en.hreflang,
				name: locales.en.name,
			})
		}
	})

	test(`each indexable page and its ${locales[code].name} twin name each other as alternates, and English as the default`, async ({
		request,
	}) => {
		for (const path of sitemapPaths) {
			const translation = localizedPath(code, path)
			const [englishHtml = '', translatedHtml = ''] = await Promise.all(
				[path, translation].map(async (address) => (await request.get(address)).text()),
			)
			const expected = {
				[locales.en.hreflang]: path,
				[locales[code].hreflang]: translation,
				'x-default': path,
			}
			expect(alternates(englishHtml), path).toEqual(expected)
			expect(alternates(translatedHtml), translation).toEqual(expected)
			expect(translatedHtml).toMatch(
				new RegExp(`<link rel="canonical" href="[^"]*${translation.replaceAll('/', '\\/')}"`),
			)
		}
	})

	for (const path of [...sitemapPaths, pages.thankYou.path, pages.errorPage.path]) {
		const address = localizedPath(code, path)
		test(`${address} hydrates and passes the accessibility checks`, async ({
			page,
			openHydrated,
		}) => {
			await openHydrated(address)
			expect(await axeViolations(page)).toEqual([])
		})
	}
}

for (const sample of sizingSamples) {
	test(`the language switch keeps the figures of ${sample.path}, and the Hindi page shows their design in Hindi`, async ({
		page,
		openHydrated,
	}) => {
		await openHydrated(`${sample.path}${sample.search}`)
		await page.getByRole('link', { name: locales.hi.name }).first().click()
		await expect(page).toHaveURL(`${localizedPath('hi', sample.path)}${sample.search}`)
		await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
		await expect(page.getByRole('heading', { name: hindiSizingWords.resultTitle })).toBeVisible()

		// Its PDF is the Hindi edition's, with the figures the Hindi page shows.
		const download = page
			.getByRole('region', { name: hindiSizingWords.resultTitle })
			.getByRole('link', { name: hindiSizingWords.downloadPdf })
		const href = (await download.getAttribute('href')) ?? ''
		expect(href).toBe(localizedPath('hi', proposalPath(`${sample.path}${sample.search}`)))
		// The English document of the same result, drawn first, is not the one kept for Hindi.
		await page.request.get(proposalPath(`${sample.path}${sample.search}`))
		const pdf = await (await page.request.get(href)).body()
		expect(Buffer.from(pdf).toString('latin1')).toContain(`/Lang (${locales.hi.hreflang})`)
		const text = pdfText(pdf)
		expect(text).toContain(hindiSizingWords.resultTitle)
		const figures = await shownFigures(page, hindiSizingWords.resultTitle)
		expect(figures.length).toBeGreaterThan(10)
		for (const figure of figures) expect(unspaced(text), figure).toContain(unspaced(figure))
	})
}

test('a Hindi product page links its Hindi datasheet, with its real size, in Hindi words that read back from the PDF', async ({
	page,
	openHydrated,
}) => {
	const slug = 'stp-plants'
	const sheet = localizedPath('hi', datasheetPath({ slug }))
	const pdf = await (await page.request.get(sheet)).body()
	await openHydrated(localizedPath('hi', servicePath({ slug })))
	const link = page.getByRole('link', {
		name: hindiServicePage.datasheet.download.replace('{size}', fileSizeText(pdf.byteLength)),
	})
	await expect(link).toHaveAttribute('href', sheet)
	const text = pdfText(pdf)
	expect(text).toContain(hindiServicePage.datasheet.kind)
	expect(text).toContain(await page.getByRole('heading', { level: 1 }).innerText())
})

test('a contact inquiry and a quote sent from Hindi pages are stored as Hindi, and the visitor is answered in Hindi', async ({
	page,
	baseURL,
	openHydrated,
}) => {
	await openFormsLongAgo(page)
	await openHydrated(localizedPath('hi', pages.contact.path))
	const form = page.getByRole('form', { name: hindiContact.formTitle })
	const name = uniqueName('संपर्क')
	const { labels } = hindiInquiries.form
	const values = {
		[labels.name]: name,
		[labels.email]: 'asha@plant.example.in',
		[labels.phone_number]: '+91 98765 43210',
		[labels.msg_subject]: 'डेयरी के लिए RO प्लांट',
		[labels.message]: 'बोरवेल का पानी, 2,000 LPH, TDS 1,400 mg/L।',
	}
	for (const [label, value] of Object.entries(values))
		await form.getByLabel(label, { exact: true }).fill(value)
	await form.getByRole('button', { name: hindiInquiries.form.sendMessage }).click()
	await expect(
		form.getByRole('status').filter({ hasText: hindiInquiries.afterSending.confirmationTitle }),
	).toBeFocused()
	expect(inquiriesNamed(name)).toMatchObject([{ kind: 'contact', language: 'hi' }])

	// The quote form as a browser without JavaScript sends it: thanked on the Hindi page.
	const quoteName = uniqueName('कोटेशन')
	const site = await siteRequest(baseURL ?? '')
	const response = await site.post(localizedPath('hi', pages.quote.path), {
		form: { ...validQuote, name: quoteName },
		maxRedirects: 0,
	})
	expect(response.status()).toBe(303)
	expect(response.headers().location).toBe(localizedPath('hi', pages.thankYou.path))
	expect(inquiriesNamed(quoteName)).toMatchObject([{ kind: 'quote', language: 'hi' }])

	// Staff see the language in the inbox, to answer in it.
	await signInThroughPage(page)
	await expect(
		page
			.getByRole('table', { name: 'Inquiries, newest first' })
			.getByRole('row', { name: quoteName }),
	).toContainText(languageForStaff('hi'))
})

test('a refused field on a Hindi form is explained in Hindi, by the browser and by the server', async ({
	page,
	baseURL,
	openHydrated,
}) => {
	const words = hindiInquiries.fieldMessages
	await openHydrated(localizedPath('hi', pages.contact.path))
	const form = page.getByRole('form', { name: hindiContact.formTitle })
	await form.getByRole('button', { name: hindiInquiries.form.sendMessage }).click()
	await expect(
		form.getByLabel(hindiInquiries.form.labels.name, { exact: true }),
	).toHaveAccessibleDescription(words.nameRequired)

	// Without JavaScript the page's action answers, in the language of the page that posted.
	const site = await siteRequest(baseURL ?? '')
	const response = await site.post(localizedPath('hi', pages.contact.path), {
		form: { ...validContactWithout('name') },
	})
	expect(response.status()).toBe(422)
	expect(await response.text()).toContain(words.nameRequired)

	// The water report, checked by its first bytes before it is sent.
	await openHydrated(localizedPath('hi', pages.quote.path))
	const report = page.locator('input[type="file"]')
	await report.setInputFiles({
		name: 'analysis.pdf',
		mimeType: 'application/pdf',
		buffer: Buffer.from('not a pdf, just text\n'),
	})
	await expect(report).toHaveAccessibleDescription(containing(words.reportFile))
})

test('a Hindi form whose send fails on the way says so in Hindi and keeps what was typed', async ({
	page,
	openHydrated,
	allowConsoleErrors,
}) => {
	allowConsoleErrors(/ERR_CONNECTION_REFUSED/)
	const contact = localizedPath('hi', pages.contact.path)
	await openHydrated(contact)
	await page.route(formPosts(contact), (route) => route.abort('connectionrefused'))
	const form = page.getByRole('form', { name: hindiContact.formTitle })
	const { labels } = hindiInquiries.form
	const typed = {
		[labels.name]: validContact.name,
		[labels.email]: validContact.email,
		[labels.phone_number]: validContact.phone_number,
		[labels.msg_subject]: validContact.msg_subject,
		[labels.message]: validContact.message,
	}
	for (const [label, value] of Object.entries(typed)) {
		await form.getByLabel(label, { exact: true }).fill(value)
	}
	await form.getByRole('button', { name: hindiInquiries.form.sendMessage }).click()
	await expect(form.getByRole('alert')).toContainText(hindiInquiries.refusals.offline)
	for (const [label, value] of Object.entries(typed)) {
		await expect(form.getByLabel(label, { exact: true })).toHaveValue(value)
	}
})

test('the calculators on Hindi pages word every refused figure in Hindi, units and counted people included', async ({
	page,
	openHydrated,
}) => {
	const refusals = hindiSizingWords.refusals as RefusalWords
	const refused = [
		// No source, a TDS out of range and the demand in litres an hour left empty.
		[pages.plantSizingWater.path, 'tds=99999&demand=&unit=lph', parseWaterParams],
		// A juice in a 20-litre jar, and an output of 0 bottles a minute.
		[
			pages.plantSizingFilling.path,
			'product=juice&container=20l&output=0&unit=bpm',
			parseFillingParams,
		],
		// Fewer hotel rooms than the tool sizes for, and half a hospital bed.
		[pages.plantSizingSewage.path, 'building=hotel&count=1', parseSewageParams],
		[pages.plantSizingSewage.path, 'building=hospital&count=150.5', parseSewageParams],
	] as const
	for (const [path, search, parse] of refused) {
		const parsed = parse(new URLSearchParams(search), refusals)
		if (parsed.state !== 'invalid') throw new Error(`${search} is not refused`)
		await openHydrated(`${localizedPath('hi', path)}?${search}`)
		for (const [field, message] of Object.entries(parsed.errors)) {
			const shown = page.locator(`#sizing-${field}-error`)
			await expect(shown, `${path} ${field}`).toHaveText(message)
			// Devanagari, not the English wording of the same refusal.
			await expect(shown, `${path} ${field}`).toHaveText(/[\u0900-\u097F]/)
		}
	}
	// With its source and demand left empty, the water form lists them with the Hindi "and".
	await openHydrated(`${localizedPath('hi', pages.plantSizingWater.path)}?tds=1000`)
	const empty = new Intl.ListFormat('hi').format([hindiWaterLabels.source, hindiWaterLabels.demand])
	await expect(
		page.getByText(hindiSizingWords.missingSummary.replace('{fields}', empty)),
	).toBeVisible()
})

test('no Hindi result, refused form or quote the result hands its figures to shows an English sentence', async ({
	request,
}) => {
	const hindi = (path: string, search: string) => `${localizedPath('hi', path)}${search}`
	const addresses: string[] = [
		...sizingSamples.map((sample) => hindi(sample.path, sample.search)),
		hindi(pages.plantSizingWater.path, '?tds=abc&demand=&hours=30&ph=20'),
		hindi(pages.plantSizingFilling.path, '?product=juice&container=20l&output=-1'),
		hindi(pages.plantSizingSewage.path, '?building=hotel&count=1&space=1'),
		hindi(pages.plantSizingSewage.path, '?building=industrial'),
	]
	const found: string[] = []
	for (const address of addresses) {
		const html = await (await request.get(address)).text()
		const quote = html.match(/href="(\/hi\/quote\?[^"]*)"/)?.[1]?.replaceAll('&amp;', '&')
		if (quote && !addresses.includes(quote)) addresses.push(quote)
		for (const sentence of [shownText(html), ...spokenLabels(html)].flatMap(englishSentences))
			found.push(`${address}: ${sentence}`)
	}
	// Each result hands off to a quote, which was read too.
	expect(
		addresses.filter((address) => address.startsWith('/hi/quote?')).length,
	).toBeGreaterThanOrEqual(sizingSamples.length)
	expect(found).toEqual([])
})
