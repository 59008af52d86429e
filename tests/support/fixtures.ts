import {
	test as base,
	type ConsoleMessage,
	expect,
	type Page,
	type Response,
} from '@playwright/test'
import { uiText } from '../../app/content/copy.ts'
import { TILE_HOST } from '../../app/content/map-config.ts'
import { mainNav } from '../../app/content/navigation.ts'
import { pages, placeholderPages } from '../../app/content/pages.ts'
import { serviceDetailsPath, servicePath, services } from '../../app/content/services.ts'
import { siteConfig } from '../../app/content/site-config.ts'
import { INQUIRY_SCRIPT_PARAM } from '../../app/lib/inquiry-protocol.ts'
import { knownPaths } from '../../app/site/paths.ts'

export { expect, knownPaths }

type ConsoleWatch = { errors: string[]; allowed: RegExp[] }

type SiteFixtures = {
	/**
	 * The open page's console errors, uncaught exceptions and CSP violations so far. Any of them still
	 * not allowed when the test ends fails it.
	 */
	consoleErrors: string[]
	/** Lets a test that provokes a failure on purpose accept the errors the page logs for it. */
	allowConsoleErrors: (pattern: RegExp) => void
	/** Opens a path and waits until React has hydrated it; answers with the document's response. */
	openHydrated: (path: string) => Promise<Response | null>
}

const consoleWatches = new WeakMap<Page, ConsoleWatch>()

/**
 * The one way into the browser tests: every spec file takes `test` from here, so every page it opens
 * fails the test on a console error, uncaught exception or CSP violation without the file asking.
 */
export const test = base.extend<SiteFixtures>({
	page: async ({ page }, use) => {
		const watch: ConsoleWatch = { errors: watchConsole(page), allowed: [] }
		consoleWatches.set(page, watch)
		await use(page)
		const unexpected = watch.errors.filter(
			(error) => !watch.allowed.some((pattern) => pattern.test(error)),
		)
		expect(unexpected, 'console errors, uncaught exceptions and CSP violations').toEqual([])
	},
	consoleErrors: async ({ page }, use) => {
		await use(watchOf(page).errors)
	},
	allowConsoleErrors: async ({ page }, use) => {
		await use((pattern) => {
			watchOf(page).allowed.push(pattern)
		})
	},
	openHydrated: async ({ page }, use) => {
		await use(async (path) => {
			const response = await page.goto(path)
			await waitForHydration(page)
			return response
		})
	},
})

function watchOf(page: Page) {
	const watch = consoleWatches.get(page)
	if (!watch) throw new Error('the page fixture watches the console of every page it gives out')
	return watch
}

/**
 * Collects console errors and uncaught exceptions (CSP violations and hydration errors among them).
 * A document that answers with an error status on purpose (a not-found page the test opens) makes the
 * browser log that status too; the test checks the status itself, so that line is not an error here.
 */
function watchConsole(page: Page) {
	const errors: string[] = []
	const documentStatuses = new Map<string, number>()
	page.on('response', (response) => {
		const request = response.request()
		if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
			documentStatuses.set(response.url(), response.status())
		}
	})
	page.on('console', (message: ConsoleMessage) => {
		if (message.type() !== 'error') return
		const { url } = message.location()
		const documentStatus = documentStatuses.get(url)
		const isDocumentStatus =
			documentStatus !== undefined && message.text().includes(`status of ${documentStatus}`)
		// The test machine has no internet: map tiles that tests do not answer themselves fail to load.
		const isUnansweredMapTile = url.startsWith(TILE_HOST)
		// The inbox's action refuses a wrong password with 401, which the browser logs although the
		// page shows it in the form.
		const isSignedOutAnswer =
			message.text().includes('status of 401') &&
			new URL(url || 'about:blank').pathname === `${pages.admin.path}.data`
		if (isDocumentStatus || isUnansweredMapTile || isSignedOutAnswer) return
		// A failed load names no resource in its text; the address says which one failed.
		errors.push(url ? `${message.text()} (${url})` : message.text())
	})
	page.on('pageerror', (error) => errors.push(error.message))
	// Chromium does not always log a violation to the console (an eval probe inside try/catch is silent).
	void page.addInitScript(() => {
		document.addEventListener('securitypolicyviolation', (event) => {
			console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`)
		})
	})
	return errors
}

/**
 * Scrolls to the end of the page as a visitor would reach it, checking again until the end stays put,
 * so nothing that settles as it comes near (a lazy image, a lazy part) leaves it short. Answers the
 * final scroll offset, which is then the page's largest.
 */
export async function scrollToEnd(page: Page) {
	return page.evaluate(async () => {
		const frames = () =>
			new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
		const page = document.documentElement
		// Settled once three rounds in a row neither grew the page nor left the end out of view.
		for (let settledRounds = 0; settledRounds < 3; ) {
			const height = page.scrollHeight
			window.scrollTo(0, height)
			await frames()
			const atEnd = window.scrollY + window.innerHeight >= page.scrollHeight - 1
			settledRounds = atEnd && page.scrollHeight === height ? settledRounds + 1 : 0
		}
		return window.scrollY
	})
}

/** `text` as a regular expression matches it, read literally (a message's brackets are no group). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A pattern that finds `text` anywhere, read literally. */
export const containing = (text: string) => new RegExp(escapeRegExp(text))

/**
 * Waits until React has hydrated the prerendered document (the app then sets `html[data-hydrated]`).
 * Watched in the page, it is seen as soon as it is set; an assertion's retries look at 0.1, 0.35 and
 * 0.85 s, which cost about 0.1 s a page.
 */
export async function waitForHydration(page: Page, timeout = 5_000) {
	await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout })
}

/** The h1 each known route shows, derived from the same content the pages render. */
export const expectedHeadings: ReadonlyMap<string, string> = new Map([
	[pages.home.path, siteConfig.tagline],
	[pages.about.path, pages.about.title],
	[pages.services.path, pages.services.title],
	[pages.ourWork.path, pages.ourWork.title],
	[pages.team.path, 'TEAM'],
	[pages.founders.path, 'FOUNDERS'],
	[pages.contact.path, pages.contact.title],
	[pages.quote.path, pages.quote.title],
	[pages.plantSizing.path, pages.plantSizing.title],
	[pages.plantSizingWater.path, pages.plantSizingWater.title],
	[pages.plantSizingFilling.path, pages.plantSizingFilling.title],
	[pages.plantSizingSewage.path, pages.plantSizingSewage.title],
	[pages.blog.path, pages.blog.title],
	[pages.thankYou.path, pages.thankYou.title],
	[pages.admin.path, pages.admin.title],
	[pages.errorPage.path, pages.errorPage.title],
	...placeholderPages.map((page) => [page.path, page.title] as const),
	...services.flatMap((service) => [
		[servicePath(service), service.title] as const,
		[serviceDetailsPath(service), service.title] as const,
	]),
])

/**
 * Records requests that would carry data away: anything not a GET, and scripted fetch/XHR calls with
 * a query. Lazy images that load while a test scrolls are ordinary page loading, not sending.
 */
export function watchOutgoingData(page: Page) {
	const sent: string[] = []
	page.on('request', (request) => {
		// A script's GET carries data only in its query (the contact map asking for its settings does not).
		const scriptQuery =
			['fetch', 'xhr'].includes(request.resourceType()) && new URL(request.url()).search !== ''
		if (request.method() !== 'GET' || scriptQuery) {
			sent.push(`${request.method()} ${request.url()}`)
		}
	})
	return sent
}

/**
 * Where a form's script posts: its own page's action, through React Router's data request, marked as
 * sent by the script so that a stored inquiry is answered in the form.
 */
export const formPostUrl = (baseURL: string | undefined, pagePath: string) =>
	`${new URL(`${pagePath}.data`, baseURL).href}?${INQUIRY_SCRIPT_PARAM}`

/** The posts a page's form sends with JavaScript, to hold or fail them with page.route. */
export const formPosts = (pagePath: string) => (url: URL) => url.pathname === `${pagePath}.data`

/** Follows a link of the open main navigation (desktop bar or open mobile menu). */
export const clickMainNavLink = (page: Page, label: string) =>
	page
		.getByRole('navigation', { name: uiText.mainNav })
		.getByRole('link', { name: label, exact: true })
		.click()

/**
 * Visits every main navigation item in order, ending back home, checking each page's URL and h1.
 */
export async function tourMainNav(page: Page) {
	const tour = [...mainNav.slice(1), mainNav[0]].filter((item) => item !== undefined)
	for (const { label, path } of tour) {
		await clickMainNavLink(page, label)
		await expect(page).toHaveURL(path)
		await expect(page.locator('h1')).toHaveText(expectedHeadings.get(path) ?? '')
	}
}
