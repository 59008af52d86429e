import { uiText } from '../app/content/copy.ts'
import { homeSections } from '../app/content/home.ts'
import { pages } from '../app/content/pages.ts'
import { servicePath, services } from '../app/content/services.ts'
import { siteConfig } from '../app/content/site-config.ts'
import { serviceDetailsPaths } from '../app/site/paths.ts'
import { redirects } from '../app/site/redirects.ts'
import {
	expect,
	expectedHeadings,
	knownPaths,
	test,
	tourMainNav,
	waitForHydration,
} from './support/fixtures.ts'
import {
	axeViolations,
	conflictingClasses,
	expectLayoutFitsScreens,
	recreatedElements,
	rememberPrerenderedElements,
} from './support/page-checks.ts'

// Home has its own hero, the inbox is a tool, and the not-found screens have no banner.
const withoutBanner: readonly string[] = [pages.home.path, pages.admin.path, pages.errorPage.path]
// The inbox has a header of its own, and the error page none.
const withoutMainMenu: readonly string[] = [pages.admin.path, pages.errorPage.path]

// The main navigation's item marked as the current page: the page's own, or its section's.
const currentNavItem: ReadonlyMap<string, string> = new Map([
	[pages.home.path, 'Home'],
	[pages.about.path, 'About'],
	[pages.services.path, 'Services'],
	...serviceDetailsPaths.map((path) => [path, 'Services'] as const),
	...services.map((service) => [servicePath(service), 'Services'] as const),
	[pages.ourWork.path, 'Our Work'],
	[pages.team.path, 'Team'],
	[pages.founders.path, 'Team'],
	[pages.contact.path, 'Contact'],
])

// A /service-details path renders the same page, from the same content, as its /services path, which
// is opened below; one of them is opened too, and every one is checked for its status and h1 here.
const [openedServiceDetailsPath, ...requestedServiceDetailsPaths] = serviceDetailsPaths

test('every /service-details path answers 200 with its prerendered h1', async ({ request }) => {
	for (const path of requestedServiceDetailsPaths) {
		const html = await request.get(path)
		expect(html.status(), path).toBe(200)
		const heading = expectedHeadings.get(path) ?? ''
		expect(await html.text(), path).toContain(`>${heading.replaceAll('&', '&amp;')}</h1>`)
	}
})

// One visit per route checks everything a route owes every visitor, so the suite opens each page once.
test.describe('every known route', () => {
	const openedPaths = knownPaths.filter(
		(path) => !serviceDetailsPaths.includes(path) || path === openedServiceDetailsPath,
	)
	for (const path of openedPaths) {
		test(`${path} answers 200 with its prerendered h1, hydrates without console errors keeping every prerendered element, marks its section current in the main navigation, has the chat link (the inbox none), no axe violations and no conflicting utility classes, and fits every screen from 320 px up, with no text under the footer wave`, async ({
			page,
			request,
			openHydrated,
			consoleErrors,
		}) => {
			const heading = expectedHeadings.get(path) ?? ''
			const html = await request.get(path)
			expect(html.status()).toBe(200)
			expect(await html.text()).toContain(`>${heading.replaceAll('&', '&amp;')}</h1>`)

			await rememberPrerenderedElements(page)
			await openHydrated(path)
			expect(await page.evaluate(() => window.prerenderedElements?.length)).toBeGreaterThan(10)
			expect(await recreatedElements(page)).toEqual([])

			await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
			await expect(page.locator('h1')).toHaveCount(1)
			const current = currentNavItem.get(path)
			if (current) {
				await expect(
					page.getByRole('navigation', { name: uiText.mainNav }).locator('[aria-current="page"]'),
				).toHaveText([current])
			}
			// Over a form the chat button steps aside (hidden), so it is looked for hidden or not.
			const chat = page.getByRole('link', { name: /Chat with .* on WhatsApp/, includeHidden: true })
			// The inbox is a tool for the company's staff: no chat with the company there.
			if (path === pages.admin.path) await expect(chat).toHaveCount(0)
			else {
				await expect(chat).toHaveAttribute('href', siteConfig.chatUrl)
				await expect(chat).toHaveAttribute('target', '_blank')
				await expect(chat).toHaveAttribute('rel', /noopener/)
			}
			expect(await axeViolations(page)).toEqual([])
			expect(await conflictingClasses(page)).toEqual([])
			await expectLayoutFitsScreens(page, {
				banner: !withoutBanner.includes(path),
				menuButton: !withoutMainMenu.includes(path),
			})
			expect(consoleErrors).toEqual([])
		})
	}
})

test('an unknown path answers 404 with the not-found page and its links home, to services and contact, with no conflicting utility classes, fitting every screen', async ({
	page,
	consoleErrors,
}) => {
	const response = await page.goto('/no-such-page/really')
	expect(response?.status()).toBe(404)
	await waitForHydration(page)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
	await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
	expect(await conflictingClasses(page)).toEqual([])
	await expectLayoutFitsScreens(page, { banner: false, menuButton: true })
	await page.setViewportSize({ width: 1280, height: 720 })
	const links = page.getByRole('navigation', { name: 'Helpful links' }).getByRole('link')
	await expect(links).toHaveText(['Home', 'Services', 'Contact'])
	await links.filter({ hasText: 'Services' }).click()
	await expect(page).toHaveURL('/services')
	expect(consoleErrors).toEqual([])
})

test('an unknown service slug answers 404 with "Service not found"', async ({
	page,
	consoleErrors,
}) => {
	for (const path of ['/services/no-such-plant', '/service-details/no-such-plant']) {
		const response = await page.goto(path)
		expect(response?.status()).toBe(404)
		await waitForHydration(page)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service not found')
	}
	expect(consoleErrors).toEqual([])
})

test('/404-error-page shows the not-found page without header and footer', async ({
	page,
	openHydrated,
}) => {
	await openHydrated(pages.errorPage.path)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
	await expect(page.locator('header')).toHaveCount(0)
	await expect(page.locator('footer')).toHaveCount(0)
})

for (const rule of redirects) {
	test(`redirects ${rule.from} permanently to ${rule.to}`, async ({ request, page }) => {
		const response = await request.get(rule.from, { maxRedirects: 0 })
		expect(response.status()).toBe(301)
		expect(response.headers().location).toBe(rule.to)
		await page.goto(rule.from)
		await expect(page).toHaveURL(rule.to)
	})
}

test('navigating between pages happens in the app, without reloads or console errors', async ({
	page,
	openHydrated,
	consoleErrors,
}) => {
	await openHydrated('/')
	await page.evaluate(() => {
		;(window as { stayedInApp?: boolean }).stayedInApp = true
	})
	await tourMainNav(page)
	const hotCategories = page.getByRole('region', {
		name: homeSections.carouselLabels.hot,
		exact: true,
	})
	await hotCategories.scrollIntoViewIfNeeded()
	const readMore = hotCategories.getByRole('link', { name: /^Read More \+ about / }).first()
	const servicePage = await readMore.getAttribute('href')
	await readMore.click()
	await expect(page).toHaveURL(servicePage ?? 'a service page')
	expect(await page.evaluate(() => (window as { stayedInApp?: boolean }).stayedInApp)).toBe(true)
	expect(consoleErrors).toEqual([])
})

test('a link keeps the page the visitor is on until the next one can show whole, however slowly its parts and copy arrive', async ({
	page,
	openHydrated,
}) => {
	const service = services[0]
	await openHydrated(pages.services.path)
	// The product page's own copy and the parts it loads apart (its question form, its sizing link)
	// are held back, as on a slow connection, until released.
	let release = () => {}
	const released = new Promise<void>((resolve) => {
		release = resolve
	})
	const held: string[] = []
	const loadedApart = new RegExp(
		`/assets/(${service.slug}|ask-question-form|sizing-callout)-[\\w-]+\\.js$`,
	)
	await page.route(loadedApart, async (route) => {
		held.push(route.request().url())
		await released
		await route.continue()
	})
	await page.getByRole('main').getByRole('link', { name: service.title, exact: true }).click()
	await expect.poll(() => held.length).toBeGreaterThan(0)
	await expect(page.locator('main h1')).toHaveText(pages.services.title)
	await expect(page.locator('main')).toContainText(services[1]?.title ?? '')
	release()
	await expect(page.locator('main h1')).toHaveText(service.title)
	await expect(page.getByRole('table', { name: 'Specification' })).toBeVisible()
})
