import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { caseStudies } from '#app/content/case-studies.ts'
import { footerContent } from '#app/content/footer.ts'
import { benefits, heroSlides, homeIntro, hotCategories, whyDifferent } from '#app/content/home.ts'
import { inquiryContent } from '#app/content/inquiries.ts'
import { clientLogos, partnerLogos } from '#app/content/logos.ts'
import { brochureLink } from '#app/content/navigation.ts'
import { type Page, pages, placeholderNotice } from '#app/content/pages.ts'
import { quoteCallToAction, quoteFormText } from '#app/content/quote.ts'
import { loadServiceCopy } from '#app/content/service-copy.ts'
import { servicePageContent } from '#app/content/service-page.ts'
import { serviceFamilies, services } from '#app/content/services.ts'
import { siteConfig } from '#app/content/site-config.ts'
import { notFoundScreen, offlineScreen, routeErrorScreen } from '#app/content/status-screens.ts'
import { founder } from '#app/content/team.ts'
import { testimonials } from '#app/content/testimonials.ts'
import { waterWarningText } from '#app/content/water-result-words.ts'
import { fillingAssumptionsText } from '#app/site/sizing-filling-rows.ts'
import { waterAssumptionsText } from '#app/site/sizing-water-rows.ts'
import aboutContent from '#content/about.json' with { type: 'json' }
import news from '#content/news.json' with { type: 'json' }
import askQuestionText from '#content/site/ask-question.json' with { type: 'json' }
import contactContent from '#content/site/contact.json' with { type: 'json' }
import plantSizingOverview from '#content/site/plant-sizing/overview.json' with { type: 'json' }
import sizingShared from '#content/site/plant-sizing/shared.json' with { type: 'json' }
import waterResultLabels from '#content/site/plant-sizing/waterResult.json' with { type: 'json' }
import sizingCallout from '#content/site/sizing-callout.json' with { type: 'json' }

// Copy that moved to content/ is written there once: a sentence of it found anywhere else in the
// repository is a second copy that an editor's change would not reach.
const root = join(import.meta.dirname, '..')
const trackedFiles = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
	.split('\n')
	.filter((file) => /\.(ts|tsx|md|yml|html)$/.test(file) && !file.startsWith('content/'))
const sources = trackedFiles.map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }))

// A sentence with company facts in it is found by its words between them.
const phrases = (sentence: string) =>
	sentence.split(/[.:,] /).filter((phrase) => phrase.length >= 30)

const filesWriting = (sentence: string) =>
	sources.filter(({ text }) => text.includes(sentence)).map(({ file }) => file)

test('every sentence of the moved collections is written in content/ only', async () => {
	const copies = await Promise.all(services.map((service) => loadServiceCopy(service.slug)))
	const sentences = [
		...services.flatMap((service) => [service.summary, service.imageAlt]),
		...copies.flatMap((copy) => [
			...copy.description.flatMap((section) => section.paragraphs),
			...copy.process,
			...copy.specification.map((row) => row.value),
		]),
		...news.flatMap((item) => [item.title, item.excerpt, item.imageAlt]),
		...testimonials.map((person) => person.feedback),
		...founder.bio,
		...caseStudies.map((study) => study.outcome),
		// A client's name of one or two words ("Kaveri Dairy") may be an example in a guide or a test.
		...[...clientLogos, ...partnerLogos]
			.map((logo) => logo.name)
			.filter((name) => name.split(' ').length > 2),
		...aboutContent.paragraphs,
		...aboutContent.timeline.map((event) => event.text),
		...aboutContent.certifications.map((certification) => certification.text),
		...heroSlides.flatMap((slide) => [slide.title, slide.text]),
		...[...whyDifferent, ...benefits].map((point) => point.text),
		...hotCategories.map((category) => category.summary),
		...homeIntro.aboutText,
		homeIntro.sewagePromo.text,
		aboutContent.mission,
		aboutContent.commitment,
		footerContent.rightsNotice,
		contactContent.title,
		contactContent.phoneHint,
		contactContent.messageHint,
		offlineScreen.title,
		offlineScreen.lead,
		routeErrorScreen.lead,
		notFoundScreen.lead,
		servicePageContent.callToAction.lead,
		servicePageContent.quoteBar.question,
		sizingCallout.lead,
		inquiryContent.confirmationTitle,
		inquiryContent.nextSteps,
		inquiryContent.privacyNote,
		quoteFormText.lead,
		quoteFormText.chooseFileAgain,
		quoteFormText.sizingAttached,
		quoteCallToAction.priceQuestion,
		siteConfig.tagline,
		siteConfig.address.street,
		siteConfig.brochureUrl,
		...Object.keys(pages).flatMap((key) => {
			const page: Page = JSON.parse(
				readFileSync(
					new URL(`../app/generated/content/site/pages/${key}.json`, import.meta.url),
					'utf8',
				),
			)
			return [...phrases(page.description), ...(page.intro ? [page.intro.title] : [])]
		}),
		placeholderNotice.lead,
		// A name of one or two words ("Packaging") is a word any text may use.
		...serviceFamilies.map((family) => family.title).filter((title) => title.split(' ').length > 2),
		brochureLink.label,
		...waterAssumptionsText(),
		...fillingAssumptionsText(),
		sizingShared.errorSummary,
		sizingShared.budgetaryNote,
		waterResultLabels.softenerLead,
		waterWarningText({ kind: 'hardness-above-tds' }),
		plantSizingOverview.lead,
		plantSizingOverview.tools.water.text,
		plantSizingOverview.tools.filling.text,
		askQuestionText.title,
		// The words around the value a sentence is filled with.
		...askQuestionText.lead.split('{service}'),
	]
	const elsewhere = sentences.flatMap((sentence) =>
		filesWriting(sentence).map((file) => `${file}: ${sentence}`),
	)
	expect(elsewhere).toEqual([])
})
