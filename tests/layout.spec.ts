import type { Page } from '@playwright/test'
import { uiText } from '../app/content/copy.ts'
import { homeIntro } from '../app/content/home.ts'
import { brochureLink } from '../app/content/navigation.ts'
import { pages } from '../app/content/pages.ts'
import { servicePath, services, servicesByFamily } from '../app/content/services.ts'
import { siteConfig } from '../app/content/site-config.ts'
import { offlineScreen, routeErrorScreen } from '../app/content/status-screens.ts'
import servicesPage from '../app/generated/content/site/pages/services.json' with { type: 'json' }
import { containing, expect, test, waitForHydration } from './support/fixtures.ts'
import { holdFonts } from './support/page-checks.ts'

const DESKTOP = { width: 1440, height: 900 }

test.describe('header', () => {
	test.use({ viewport: DESKTOP })

	test('the top bar links e-mail, phone and three social profiles in new tabs', async ({
		page,
	}) => {
		await page.goto('/')
		const header = page.locator('header')
		await expect(header.locator(`a[href="mailto:${siteConfig.email}"]`)).toHaveAttribute(
			'target',
			'_blank',
		)
		await expect(header.locator(`a[href="tel:${siteConfig.phone.tel}"]`)).toHaveAttribute(
			'target',
			'_blank',
		)
		for (const profile of siteConfig.social) {
			const link = header.getByRole('link', { name: `${siteConfig.shortName} on ${profile.label}` })
			await expect(link).toHaveAttribute('href', profile.url)
			await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
		}
		await expect(header.getByRole('link', { name: brochureLink.label })).toHaveAttribute(
			'href',
			siteConfig.brochureUrl,
		)
		await expect(header.getByRole('link', { name: siteConfig.name })).toHaveAttribute('href', '/')
	})

	test('becomes fixed once the scroll offset passes the top bar, without moving the page', async ({
		page,
		openHydrated,
	}) => {
		await openHydrated('/about')
		const bar = page.locator('header .h-header > .h-header')
		const topBarHeight = await page
			.locator('header > div')
			.first()
			.evaluate((el) => el.getBoundingClientRect().height)
		const mainTop = () =>
			page.locator('main').evaluate((el) => el.getBoundingClientRect().top + window.scrollY)
		const before = await mainTop()

		await page.evaluate((y) => window.scrollTo(0, y), topBarHeight - 4)
		await expect(bar).not.toHaveAttribute('data-fixed')

		await page.evaluate((y) => window.scrollTo(0, y), topBarHeight + 40)
		await expect(page.locator('header [data-fixed]')).toHaveCSS('position', 'fixed')
		await expect(page.locator('header [data-fixed]')).toHaveCSS('top', '0px')
		expect(await mainTop()).toBe(before)

		await page.evaluate(() => window.scrollTo(0, 0))
		await expect(page.locator('header [data-fixed]')).toHaveCount(0)
	})
})

test.describe('logo', () => {
	for (const [width, variant] of [
		[1279, 'logo-white'],
		[1280, 'logo-colour'],
	] as const) {
		test(`shows the ${variant} variant at ${width} px`, async ({ page }) => {
			await page.setViewportSize({ width, height: 800 })
			await page.goto('/')
			const logo = page.locator('header').getByRole('img', { name: siteConfig.name })
			await expect
				.poll(() => logo.evaluate((img: HTMLImageElement) => img.currentSrc))
				.toContain(`/assets/${variant}`)
		})
	}
})

test.describe('mobile menu', () => {
	for (const width of [375, 1024]) {
		test(`at ${width} px the hamburger opens a scrollable list that a tapped link closes`, async ({
			page,
			openHydrated,
		}) => {
			await page.setViewportSize({ width, height: 700 })
			await openHydrated('/')
			const button = page.getByRole('button', { name: uiText.openMenu })
			await expect(button).toBeVisible()
			const menu = page.getByRole('navigation', { name: uiText.mainNav })
			await expect(menu).toBeHidden()

			await button.click()
			await expect(menu).toBeVisible()
			await expect(page.getByRole('button', { name: uiText.closeMenu })).toHaveAttribute(
				'aria-expanded',
				'true',
			)
			const maxHeight = await menu.evaluate((el) =>
				Number.parseFloat(getComputedStyle(el).maxHeight),
			)
			expect(maxHeight).toBeCloseTo(700 * 0.92, 0)
			expect(await menu.evaluate((el) => getComputedStyle(el).overflowY)).toBe('auto')

			await menu.getByRole('link', { name: 'Our Work' }).click()
			await expect(page).toHaveURL('/our-work')
			await expect(menu).toBeHidden()
			await expect(page.getByRole('button', { name: uiText.openMenu })).toHaveAttribute(
				'aria-expanded',
				'false',
			)
		})
	}

	test('Escape closes the menu and returns focus to the button', async ({ page, openHydrated }) => {
		await page.setViewportSize({ width: 375, height: 700 })
		await openHydrated('/')
		await page.getByRole('button', { name: uiText.openMenu }).click()
		const menu = page.getByRole('navigation', { name: uiText.mainNav })
		await menu.getByRole('link', { name: 'About' }).focus()
		await page.keyboard.press('Escape')
		await expect(menu).toBeHidden()
		await expect(page.getByRole('button', { name: uiText.openMenu })).toBeFocused()
		await expect(page.getByRole('button', { name: uiText.openMenu })).toHaveAttribute(
			'aria-expanded',
			'false',
		)
	})

	test('the hamburger is gone and the desktop navigation shown at 1280 px', async ({ page }) => {
		await page.setViewportSize({ width: 1280, height: 800 })
		await page.goto('/')
		await expect(page.getByRole('button', { name: uiText.openMenu })).toBeHidden()
		await expect(
			page.getByRole('navigation', { name: uiText.mainNav }).getByRole('link'),
		).toHaveCount(6)
	})
})

test.describe('footer', () => {
	test('lists 7 services, the useful links and the contact details', async ({ page }) => {
		await page.goto('/')
		const footer = page.locator('footer')
		await expect(
			footer.getByRole('heading', { name: 'Our Services' }).locator('..').getByRole('link'),
		).toHaveCount(7)
		await expect(
			footer.getByRole('heading', { name: 'Useful Links' }).locator('..').getByRole('link'),
		).toHaveText(['Home', 'About', 'Our Work', 'Services', 'Contact'])
		await expect(footer.getByText(siteConfig.tagline)).toBeVisible()
		await expect(footer.getByRole('link', { name: siteConfig.phone.display })).toHaveAttribute(
			'href',
			`tel:${siteConfig.phone.tel}`,
		)
		await expect(footer.getByRole('link', { name: siteConfig.email })).toBeVisible()
		await expect(footer.getByText(siteConfig.address.postalCode)).toBeVisible()
	})
})

test.describe('offline', () => {
	// Going offline on purpose fails whatever the page was still fetching, such as lazy images just
	// scrolled into view; the browser logs each of those requests.
	test.beforeEach(({ allowConsoleErrors }) => allowConsoleErrors(/net::ERR_INTERNET_DISCONNECTED/))

	test('replaces the app with the offline message, locks scrolling, and restores the app where it was', async ({
		page,
		context,
		openHydrated,
	}) => {
		await page.setViewportSize(DESKTOP)
		await openHydrated('/services')
		await page.evaluate(() => window.scrollTo(0, 900))

		await context.setOffline(true)
		const message = page.getByRole('alert')
		await expect(message).toHaveText(containing(offlineScreen.title))
		await expect(page.locator('html')).toHaveCSS('overflow', 'hidden')
		await expect(page.getByRole('heading', { level: 1 })).toBeHidden()
		await page.mouse.wheel(0, 600)
		expect(await page.evaluate(() => window.scrollY)).toBe(900)

		await context.setOffline(false)
		await expect(message).toBeHidden()
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Services')
		expect(await page.evaluate(() => window.scrollY)).toBe(900)
		await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden')
	})

	test('a page that loses its connection shows the offline message', async ({
		page,
		context,
		openHydrated,
	}) => {
		await openHydrated('/about')
		await context.setOffline(true)
		await page.getByRole('alert').waitFor()
		await expect(page.getByText(offlineScreen.title)).toBeVisible()
	})

	test('a page loaded while the browser reports being offline hides the app under the offline message', async ({
		page,
		openHydrated,
	}) => {
		// The app learns it is offline while it hydrates, before any online or offline event.
		await page.addInitScript(() => {
			Object.defineProperty(Navigator.prototype, 'onLine', { get: () => false })
		})
		await openHydrated('/about')
		await expect(page.getByText(offlineScreen.title)).toBeVisible()
		await expect(page.getByRole('heading', { level: 1 })).toBeHidden()
	})
})

test.describe('scroll memory', () => {
	test.use({ viewport: DESKTOP })

	const visitedPages = (page: Page) =>
		page.evaluate(() => JSON.parse(sessionStorage.getItem('visitedPages') ?? '{}'))

	test('returning to a path restores its offset and a new path starts at the top', async ({
		page,
		openHydrated,
	}) => {
		await openHydrated('/services')
		await page.evaluate(() => window.scrollTo(0, 1200))

		// The fixed header's link is in view, so clicking it does not scroll the page first.
		await page
			.getByRole('navigation', { name: uiText.mainNav })
			.getByRole('link', { name: 'About' })
			.click()
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us')
		await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

		await page.goBack()
		await expect(page).toHaveURL('/services')
		await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200)

		await page.reload()
		await waitForHydration(page)
		await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200)
		// Kept for the session under one key, path to offset, so a reload or a return from another site
		// finds it.
		expect(await visitedPages(page)).toMatchObject({ '/services': 1200, '/about': 0 })
	})

	/** Opens /about, scrolls it to 700 px and leaves it for /contact by the fixed header's link. */
	async function leaveAboutAt700(page: Page, openHydrated: (path: string) => Promise<unknown>) {
		await openHydrated(pages.about.path)
		await page.evaluate(() => window.scrollTo(0, 700))
		await mainNavLink(page, 'Contact').click()
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.contact.title)
		await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
	}
	const mainNavLink = (page: Page, label: string) =>
		page
			.getByRole('navigation', { name: uiText.mainNav })
			.getByRole('link', { name: label, exact: true })

	test('a path left by a link has its offset in visitedPages at once, and a link back restores it', async ({
		page,
		openHydrated,
	}) => {
		await leaveAboutAt700(page, openHydrated)
		// Written as the path is left, not only when the tab is hidden: a tab the browser discards keeps it.
		expect(await visitedPages(page)).toMatchObject({ [pages.about.path]: 700 })
		await mainNavLink(page, 'About').click()
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.about.title)
		await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700)
	})

	test('loading a visited path again in the same tab opens it where it was left', async ({
		page,
		openHydrated,
	}) => {
		await leaveAboutAt700(page, openHydrated)
		await openHydrated(pages.about.path)
		expect(await page.evaluate(() => window.scrollY)).toBe(700)
	})

	/** Opens the home page scrolled to its testimonials; gives where their heading stands in the view. */
	async function scrollHomeToTestimonials(
		page: Page,
		openHydrated: (path: string) => Promise<unknown>,
	) {
		const heading = page.getByRole('heading', { name: homeIntro.testimonialTitle })
		const headingTop = () => heading.evaluate((element) => element.getBoundingClientRect().top)
		await openHydrated('/')
		await heading.evaluate((element) => element.scrollIntoView({ block: 'center' }))
		return { headingTop, leftAt: await headingTop() }
	}

	test('returning to the home page lands on the section the visitor left, before and after reloading', async ({
		page,
		openHydrated,
	}) => {
		const { headingTop, leftAt } = await scrollHomeToTestimonials(page, openHydrated)
		await page.goto('/about')
		await page.goBack()
		await expect.poll(headingTop).toBeCloseTo(leftAt, 0)
		await page.reload()
		await expect.poll(headingTop).toBeCloseTo(leftAt, 0)
	})

	test('a reload whose typeface arrives late still lands on the section the visitor left', async ({
		page,
		openHydrated,
	}) => {
		const { headingTop, leftAt } = await scrollHomeToTestimonials(page, openHydrated)
		await holdFonts(page)
		await page.reload()
		await page.evaluate(async () => {
			await document.fonts.ready
		})
		// The offset is restored on the text as drawn before the font came. Drawn in the browser's own
		// sans-serif, the page was taller above the section, and the reload landed 80 px off it.
		expect(Math.abs((await headingTop()) - leftAt)).toBeLessThan(8)
	})

	test('on a path with a remembered offset, a jump link still lands on its target below the fixed header', async ({
		page,
		openHydrated,
	}) => {
		const lastFamily = servicesByFamily().at(-1)
		if (!lastFamily) throw new Error('the services page lists at least one family')
		await openHydrated('/services')
		await page.evaluate(() => window.scrollTo(0, 1500))
		await page.reload()
		await waitForHydration(page)
		await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500)

		await page.evaluate(() => window.scrollTo(0, 0))
		await page
			.getByRole('navigation', { name: servicesPage.familiesLabel })
			.getByRole('link', { name: lastFamily.title, exact: true })
			.click()
		const heading = page.locator(`#${lastFamily.id}-heading`)
		await expect(heading).toBeInViewport()
		const headerHeight = await page
			.locator('header [data-fixed]')
			.evaluate((element) => element.getBoundingClientRect().height)
		expect(
			await heading.evaluate((element) => element.getBoundingClientRect().top),
		).toBeGreaterThanOrEqual(headerHeight)
	})

	test('garbage in visitedPages is dropped: the page starts at the top and remembers again', async ({
		page,
		openHydrated,
		allowConsoleErrors,
	}) => {
		// React Router's restore step logs what it could not read before dropping it.
		allowConsoleErrors(/SyntaxError/)
		await page.addInitScript(() => {
			if (sessionStorage.getItem('planted') === null) {
				sessionStorage.setItem('planted', 'yes')
				sessionStorage.setItem('visitedPages', '{"/services": "far", oops')
			}
		})
		await openHydrated('/services')
		expect(await page.evaluate(() => window.scrollY)).toBe(0)
		await page.evaluate(() => window.scrollTo(0, 300))
		await page.reload()
		await waitForHydration(page)
		await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300)
		expect(await visitedPages(page)).toEqual({ '/services': 300 })
	})

	test('storage that throws on every call never breaks a page', async ({
		page,
		openHydrated,
		allowConsoleErrors,
	}) => {
		// React Router's restore step logs the error it caught.
		allowConsoleErrors(/QuotaExceededError/)
		await page.addInitScript(() => {
			const fail = () => {
				throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
			}
			Storage.prototype.getItem = fail
			Storage.prototype.setItem = fail
		})
		await openHydrated('/services')
		await page.evaluate(() => window.scrollTo(0, 500))
		await page
			.getByRole('navigation', { name: uiText.mainNav })
			.getByRole('link', { name: 'About' })
			.click()
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us')
		await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
		await page.goBack()
		await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(500)
	})
})

test.describe('a visitor who scrolls before the page is interactive', () => {
	test.use({ viewport: DESKTOP })

	// A mid-range phone runs scripts about four times slower than the test machine.
	const CPU_SLOWDOWN = 4
	// What these tests prove is where the page rests, not how soon: slowed four times on a busy
	// two-core machine, the home page's modules have taken over 5 seconds to hydrate it.
	const SLOWED_HYDRATION_MS = 20_000
	const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

	/**
	 * Holds the page's modules back until `release` is called, so the visitor's scroll always comes
	 * before hydration however fast the machine is.
	 */
	async function holdModules(page: Page) {
		let release = () => {}
		const released = new Promise<void>((resolve) => {
			release = resolve
		})
		await page.route('**/assets/*.js', async (route) => {
			await released
			await route.continue()
		})
		return () => release()
	}

	/** Scrolls with the wheel, as a visitor does, and answers the offset the page settles on. */
	async function wheel(page: Page, distance: number) {
		const before = await scrollY(page)
		await page.mouse.move(400, 400)
		await page.mouse.wheel(0, distance)
		await expect.poll(() => scrollY(page)).toBeGreaterThan(before)
		// Settled once two reads in a row agree.
		let last = before
		await expect
			.poll(async () => {
				const [previous, now] = [last, await scrollY(page)]
				last = now
				return now === previous
			})
			.toBe(true)
		return last
	}

	for (const path of [
		pages.home.path,
		pages.about.path,
		pages.contact.path,
		servicePath(services[0]),
	]) {
		test(`stays where they scrolled on ${path}, on a first visit and on a reload, at ${CPU_SLOWDOWN}x CPU slowdown`, async ({
			page,
		}) => {
			test.setTimeout(test.info().timeout + 2 * SLOWED_HYDRATION_MS)
			const cdp = await page.context().newCDPSession(page)
			await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })

			let release = await holdModules(page)
			await page.goto(path, { waitUntil: 'commit' })
			await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
			const firstVisitOffset = await wheel(page, 600)
			expect(await page.locator('html[data-hydrated]').count()).toBe(0)
			release()
			await waitForHydration(page, SLOWED_HYDRATION_MS)
			expect(await scrollY(page)).toBe(firstVisitOffset)

			await page.unrouteAll()
			release = await holdModules(page)
			await page.reload({ waitUntil: 'commit' })
			await expect(page.getByRole('heading', { level: 1 })).toBeAttached()
			await expect.poll(() => scrollY(page)).toBe(firstVisitOffset)
			const reloadOffset = await wheel(page, 400)
			expect(await page.locator('html[data-hydrated]').count()).toBe(0)
			release()
			await waitForHydration(page, SLOWED_HYDRATION_MS)
			expect(await scrollY(page)).toBe(reloadOffset)
		})
	}
})

test('a route that fails shows the route error screen inside the layout and logs the error', async ({
	page,
	openHydrated,
	consoleErrors,
	allowConsoleErrors,
}) => {
	allowConsoleErrors(/about page exploded/)
	await page.route('**/assets/about-*.js', (route) =>
		route.fulfill({
			contentType: 'text/javascript',
			body: 'export default function About() { throw new Error("about page exploded") }',
		}),
	)
	await openHydrated('/')
	await page
		.getByRole('navigation', { name: uiText.mainNav })
		.getByRole('link', { name: 'About' })
		.click()
	await expect(page.getByText(routeErrorScreen.lead)).toBeVisible()
	await expect(page.locator('header')).toBeVisible()
	await expect(page.locator('footer')).toBeVisible()
	expect(consoleErrors.some((error) => error.includes('about page exploded'))).toBe(true)
})
