import type { Page } from '@playwright/test'
import { caseStudies } from '../app/content/case-studies.ts'
import { askQuestionText, uiText } from '../app/content/copy.ts'
import { inquiryContent } from '../app/content/inquiries.ts'
import { clientLogos } from '../app/content/logos.ts'
import { quoteCallToAction } from '../app/content/quote.ts'
import { loadServiceCopy, type ServiceCopy } from '../app/content/service-copy.ts'
import { serviceDetailsPath, servicePath, services } from '../app/content/services.ts'
import { siteConfig, siteUrl } from '../app/content/site-config.ts'
import { fill } from '../app/lib/fill.ts'
import { quotePath } from '../app/lib/quote-address.ts'
import { expect, formPostUrl, test, watchOutgoingData } from './support/fixtures.ts'

// Each service's copy is a module of its own; the tests read them all.
const serviceCopies = new Map(
	await Promise.all(
		services.map(async (service) => [service.slug, await loadServiceCopy(service.slug)] as const),
	),
)
const copyOf = (slug: string): ServiceCopy => {
	const copy = serviceCopies.get(slug)
	if (!copy) throw new Error(`No copy was loaded for ${slug}`)
	return copy
}

const A4_PAGES_MAX = 2
// A desktop and a phone: a product page's first screen on each holds the buyer's key figures.
const FIRST_SCREENS = [
	{ width: 1440, height: 900 },
	{ width: 375, height: 812 },
]
const pdfPageCount = (pdf: Buffer) =>
	pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g)?.length ?? 0

const specificationTable = (page: Page) => page.getByRole('table', { name: 'Specification' })
// The steps' text, read from the ordered list (each step's drawn number is decoration).
const processSteps = (page: Page) =>
	page
		.locator('section', { has: page.getByRole('heading', { name: 'How it works' }) })
		.locator('ol > li > p')

test.describe('service pages a buyer can use', () => {
	// One load a product page: its content, its first screen on a desktop and a phone, its print.
	for (const service of services) {
		test(`/services/${service.slug} shows its breadcrumb, specification table, process steps, subheadings and four checklist items from its content, five working sidebar links, its capacity, key figures and lede uncovered on the first screen at ${FIRST_SCREENS.map((screen) => `${screen.width} × ${screen.height}`).join(' and ')}, prints on at most two A4 pages, and sends its question form once to its page action`, async ({
			page,
			request,
			baseURL,
			openHydrated,
		}) => {
			const copy = copyOf(service.slug)
			await page.setViewportSize(FIRST_SCREENS[0] ?? { width: 1440, height: 900 })
			await openHydrated(servicePath(service))
			const table = specificationTable(page)
			await expect(table.getByRole('rowheader')).toHaveText([
				'Capacity range',
				...copy.specification.map((row) => row.label),
			])
			await expect(table.getByRole('cell')).toHaveText([
				copy.capacity,
				...copy.specification.map((row) => row.value),
			])
			await expect(processSteps(page)).toHaveText([...copy.process])
			for (const section of copy.description) {
				await expect(page.getByRole('heading', { level: 2, name: section.heading })).toBeVisible()
			}
			await expect(
				page.getByRole('navigation', { name: uiText.breadcrumb }).getByRole('listitem'),
			).toHaveText(['Home', 'Services', service.title])
			const checklist = page.locator('section', {
				has: page.getByRole('heading', { name: /^Why choose/ }),
			})
			await expect(checklist.getByRole('listitem')).toHaveText([...copy.whyChoose])
			const sidebarLinks = page
				.getByRole('complementary', { name: 'More services' })
				.getByRole('list')
				.first()
				.getByRole('link')
			await expect(sidebarLinks).toHaveCount(5)
			for (const href of await sidebarLinks.evaluateAll((links) =>
				links.map((link) => link.getAttribute('href') ?? ''),
			)) {
				expect((await request.get(href, { maxRedirects: 0 })).status(), href).toBe(200)
			}

			for (const screen of FIRST_SCREENS) {
				const where = `at ${screen.width} × ${screen.height}`
				await page.setViewportSize(screen)
				await page.evaluate(() => window.scrollTo(0, 0))
				const capacity = page.getByRole('definition').filter({ hasText: copy.capacity })
				await expect(capacity, where).toBeVisible()
				await expect.poll(() => capacity.evaluate(inFirstScreenUncovered), where).toBe(true)
				for (const figure of copy.keyFigures) {
					await expect(
						page.getByRole('definition').filter({ hasText: figure.value }),
						where,
					).toBeVisible()
				}
				const lede = page.getByText(service.summary, { exact: true }).filter({ visible: true })
				await expect.poll(() => lede.evaluate(inFirstScreenUncovered), where).toBe(true)
			}

			const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true })
			expect(pdfPageCount(pdf)).toBeGreaterThan(0)
			expect(pdfPageCount(pdf)).toBeLessThanOrEqual(A4_PAGES_MAX)

			const form = page.getByRole('form', { name: askQuestionText.title })
			await expect(form.getByLabel('E-mail')).toHaveAttribute('type', 'email')
			await expect(form.getByLabel('Your question')).toHaveAttribute('rows', '8')
			const logged = page.waitForEvent('console', (message) =>
				message.text().startsWith('Ask Question form'),
			)
			await form.getByLabel('Your name').fill('Asha Rao')
			await form.getByLabel('E-mail').fill('asha@example.com')
			await form.getByLabel('Your question').fill('What footprint does a 2,000 LPH unit need?')
			const requests = watchOutgoingData(page)
			await form.getByRole('button', { name: 'Send question' }).click()
			const message = await logged
			const [, data] = await Promise.all(message.args().map((arg) => arg.jsonValue()))
			expect(data).toMatchObject({
				name: 'Asha Rao',
				email: 'asha@example.com',
				service: service.title,
			})
			await expect(form.getByRole('status')).toContainText(inquiryContent.confirmationTitle)
			expect(requests).toEqual([`POST ${formPostUrl(baseURL, servicePath(service))}`])
		})
	}

	test('from 1280 px the sidebar is sticky and stays in view while the long copy scrolls', async ({
		page,
		openHydrated,
	}) => {
		await page.setViewportSize({ width: 1280, height: 900 })
		const service = services[3] ?? services[0]
		await openHydrated(servicePath(service))
		const sidebar = page.getByRole('complementary', { name: 'More services' })
		expect(await sidebar.evaluate((element) => getComputedStyle(element).position)).toBe('sticky')
		await page
			.getByRole('heading', { name: copyOf(service.slug).description[2]?.heading })
			.scrollIntoViewIfNeeded()
		await page.mouse.wheel(0, 600)
		await expect(sidebar.getByRole('heading', { name: 'Talk to an engineer' })).toBeInViewport()
		await expect(sidebar.getByRole('link', { name: siteConfig.phone.display })).toBeInViewport()
	})

	test('on a phone the call and the quote are in the first screen, and the quote link opens the quote form for the plant', async ({
		page,
		openHydrated,
	}) => {
		await page.setViewportSize({ width: 375, height: 740 })
		await openHydrated(servicePath(services[0]))
		const call = page.getByRole('link', { name: `Call ${siteConfig.phone.display}` })
		await expect(call).toBeInViewport()
		await expect(call).toHaveAttribute('href', `tel:${siteConfig.phone.tel}`)
		const quote = page.getByRole('link', {
			name: fill(quoteCallToAction.forProduct, { product: services[0].title }),
		})
		await expect(quote).toBeInViewport()
		await expect(quote).toHaveAttribute('href', quotePath({ service: services[0].slug }))
	})

	test('printed, a service page shows title, image, specification, steps and contact line, without nav, form, chat or footer', async ({
		page,
		openHydrated,
	}) => {
		await openHydrated(servicePath(services[0]))
		const contactLine = page.getByText(
			`${siteConfig.phone.display} · ${siteConfig.email} · ${siteUrl(servicePath(services[0]))}`,
		)
		await expect(contactLine).toBeHidden()
		await page.emulateMedia({ media: 'print' })
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
		await expect(page.getByRole('img', { name: services[0].imageAlt })).toBeVisible()
		await expect(specificationTable(page)).toBeVisible()
		await expect(processSteps(page).first()).toBeVisible()
		await expect(contactLine).toBeVisible()
		for (const hidden of [
			page.getByRole('navigation'),
			page.getByRole('form'),
			page.getByRole('complementary'),
			page.getByRole('contentinfo'),
			page.getByRole('banner'),
		]) {
			await expect(hidden).toHaveCount(0)
		}
	})

	test('every /service-details/{slug} twin is noindex with a canonical link to /services/{slug}', async ({
		request,
	}) => {
		for (const service of services) {
			const html = await (await request.get(serviceDetailsPath(service))).text()
			expect(html, service.slug).toContain('<meta name="robots" content="noindex"/>')
			expect(html, service.slug).toContain(
				`<link rel="canonical" href="${siteUrl(servicePath(service))}"/>`,
			)
		}
	})
})

/**
 * Whether the element is wholly in the window and nothing covers it: not the header, the sticky quote
 * bar or the chat button. Its centre and corners (2 px in) must each show the element itself.
 */
const inFirstScreenUncovered = (element: HTMLElement) => {
	const box = element.getBoundingClientRect()
	const points = [
		[box.left + box.width / 2, box.top + box.height / 2],
		[box.left + 2, box.top + 2],
		[box.right - 2, box.top + 2],
		[box.left + 2, box.bottom - 2],
		[box.right - 2, box.bottom - 2],
	] as const
	return (
		box.top >= 0 &&
		box.bottom <= window.innerHeight &&
		points.every(([x, y]) => element.contains(document.elementFromPoint(x, y)))
	)
}

test.describe('Our Work', () => {
	test('shows every case study as an article with its client logo, figures, outcome, a link to the plant and one to its quote', async ({
		page,
	}) => {
		await page.goto('/our-work')
		const articles = page.getByRole('article')
		await expect(articles).toHaveCount(caseStudies.length)
		for (const [index, caseStudy] of caseStudies.entries()) {
			const article = articles.nth(index)
			const client = clientLogos.find((logo) => logo.id === caseStudy.client)
			const service = services.find((candidate) => candidate.slug === caseStudy.plant)
			await expect(article.getByRole('img', { name: client?.name })).toBeVisible()
			await expect(
				article.getByRole('link', { name: service?.title, exact: true }),
			).toHaveAttribute('href', servicePath({ slug: caseStudy.plant }))
			await expect(
				article.getByRole('link', {
					name: fill(quoteCallToAction.forProduct, { product: service?.title ?? '' }),
				}),
			).toHaveAttribute('href', quotePath({ service: caseStudy.plant }))
			for (const text of [caseStudy.capacity, caseStudy.city, String(caseStudy.year)]) {
				await expect(article.getByRole('definition').filter({ hasText: text })).toHaveCount(1)
			}
			await expect(article).toContainText(caseStudy.outcome)
		}
		const wallTop = await page
			.locator('main ul')
			.first()
			.evaluate((list) => list.getBoundingClientRect().top)
		const lastArticleBottom = await articles
			.last()
			.evaluate((article) => article.getBoundingClientRect().bottom)
		expect(lastArticleBottom).toBeLessThan(wallTop)
	})

	for (const width of [375, 1280]) {
		test(`at ${width} px the logo wall's logos are one size and its shorter last row is centred`, async ({
			page,
		}) => {
			await page.setViewportSize({ width, height: 900 })
			await page.goto('/our-work')
			const wall = page.locator('main ul').first()
			const cells = await wall.locator('> li').evaluateAll((items) =>
				items.map((item) => {
					const box = item.getBoundingClientRect()
					return {
						left: box.left,
						right: box.right,
						top: Math.round(box.top),
						width: box.width,
						height: box.height,
					}
				}),
			)
			expect(cells).toHaveLength(clientLogos.length)
			const first = cells[0]
			for (const cell of cells) {
				expect(Math.abs(cell.width - (first?.width ?? 0))).toBeLessThan(1)
				expect(Math.abs(cell.height - (first?.height ?? 0))).toBeLessThan(1)
			}
			const wallBox = await wall.evaluate((list) => list.getBoundingClientRect())
			const lastTop = cells.at(-1)?.top
			const lastRow = cells.filter((cell) => cell.top === lastTop)
			const lastRowCentre = ((lastRow[0]?.left ?? 0) + (lastRow.at(-1)?.right ?? 0)) / 2
			expect(Math.abs(lastRowCentre - (wallBox.left + wallBox.right) / 2)).toBeLessThan(2)
		})
	}
})
