import { askQuestionText, uiText } from '../app/content/copy.ts'
import { clientLogos } from '../app/content/logos.ts'
import { services } from '../app/content/services.ts'
import { siteUrl } from '../app/content/site-config.ts'
import { expect, knownPaths, test, watchOutgoingData } from './support/fixtures.ts'

test.describe('service detail pages', () => {
	test('the browser itself checks the question form e-mail and a bad one is neither logged nor sent', async ({
		page,
		openHydrated,
	}) => {
		await openHydrated('/services/ss-vessels')
		const logs: string[] = []
		page.on('console', (message) => logs.push(message.text()))
		const requests = watchOutgoingData(page)
		const form = page.getByRole('form', { name: askQuestionText.title })
		await form.getByLabel('E-mail').fill('not-an-email')
		await form.getByRole('button', { name: 'Send question' }).click()
		expect(
			await form
				.getByLabel('E-mail')
				.evaluate((input: HTMLInputElement) => input.validity.typeMismatch),
		).toBe(true)
		expect(logs.filter((log) => log.startsWith('Ask Question form'))).toEqual([])
		expect(requests).toEqual([])
	})

	test('/service-details/{slug} shows the same page, kept out of search results in favour of /services/{slug}', async ({
		page,
	}) => {
		await page.goto('/service-details/ss-vessels')
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('SS Vessels')
		await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
		await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
			'href',
			siteUrl('/services/ss-vessels'),
		)
	})
})

test('Our Work shows 37 lazily loaded client logos, in 2 columns on mobile and 5 on large screens', async ({
	page,
}) => {
	for (const [width, columns] of [
		[375, 2],
		[1280, 5],
	] as const) {
		await page.setViewportSize({ width, height: 900 })
		await page.goto('/our-work')
		const logos = page.locator('main ul img')
		const cells = page.locator('main ul > li')
		await expect(logos).toHaveCount(clientLogos.length)
		for (const loading of await logos.evaluateAll((images) =>
			images.map((image) => image.getAttribute('loading')),
		)) {
			expect(loading).toBe('lazy')
		}
		const tops = await cells.evaluateAll((images) =>
			images.slice(0, 6).map((image) => Math.round(image.getBoundingClientRect().top)),
		)
		expect(tops.filter((top) => top === tops[0])).toHaveLength(columns)
	}
})

for (const [path, title] of [
	['/team', 'TEAM'],
	['/founders', 'FOUNDERS'],
] as const) {
	test(`${path} is titled ${title} from its path, in the banner and the breadcrumb, with the founder card`, async ({
		page,
	}) => {
		await page.goto(path)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
		await expect(
			page.getByRole('navigation', { name: uiText.breadcrumb }).locator('[aria-current="page"]'),
		).toHaveText(title)
		await expect(page.getByRole('heading', { name: 'Rakesh Patel' })).toBeVisible()
		await expect(page.getByRole('img', { name: /Rakesh Patel/ })).toBeVisible()
	})
}

test('placeholder screens are banners with their own name and are kept out of search results', async ({
	page,
}) => {
	for (const [path, name] of [
		['/faq', 'FAQ'],
		['/privacy-policy', 'Privacy Policy'],
	] as const) {
		await page.goto(path)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
		await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
	}
})

test('a crawl of every internal link in every prerendered page finds no broken link', async ({
	request,
}) => {
	test.setTimeout(120_000)
	const checked = new Map<string, number>()
	for (const path of knownPaths) {
		const html = await (await request.get(path)).text()
		for (const [, href = ''] of html.matchAll(/<a[^>]+href="(\/[^"#]*)/g)) {
			if (checked.has(href)) continue
			checked.set(href, (await request.get(href, { maxRedirects: 0 })).status())
		}
	}
	const broken = [...checked].filter(([, status]) => status !== 200)
	expect(broken).toEqual([])
	for (const service of services) expect(checked.has(`/services/${service.slug}`)).toBe(true)
})
