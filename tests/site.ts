import { type ConsoleMessage, expect, type Page } from '@playwright/test'
import { TILE_HOST } from '../app/content/map-config.ts'
import { mainNav } from '../app/content/navigation.ts'
import { pages, placeholderPages } from '../app/content/pages.ts'
import { serviceDetailsPath, servicePath, services } from '../app/content/services.ts'
import { siteConfig } from '../app/content/site-config.ts'
import { knownPaths } from '../app/site/paths.ts'

export { knownPaths }

const INBOX_SESSION_PATH = '/api/admin/session'

/** The h1 each known route shows, derived from the same content the pages render. */
export const expectedHeadings: ReadonlyMap<string, string> = new Map([
	[pages.home.path, siteConfig.tagline],
	[pages.about.path, pages.about.title],
	[pages.services.path, pages.services.title],
	[pages.ourWork.path, pages.ourWork.title],
	[pages.team.path, 'TEAM'],
	[pages.founders.path, 'FOUNDERS'],
	[pages.contact.path, pages.contact.title],
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
 * Collects console errors and uncaught exceptions (CSP violations and hydration errors among them).
 * `expectedStatus` names a status the document itself answers with, which the browser also logs.
 */
export function watchConsole(page: Page, { expectedStatus }: { expectedStatus?: number } = {}) {
	const errors: string[] = []
	page.on('console', (message: ConsoleMessage) => {
		if (message.type() !== 'error') return
		const isDocumentStatus =
			expectedStatus !== undefined &&
			message.text().includes(`status of ${expectedStatus}`) &&
			message.location().url === page.url()
		// The test machine has no internet: map tiles that tests do not answer themselves fail to load.
		const isUnansweredMapTile = message.location().url.startsWith(TILE_HOST)
		// The inbox asks the API who is signed in, and a wrong password is refused: both answer 401,
		// which the browser logs although the page handles it.
		const isSignedOutAnswer =
			message.text().includes('status of 401') &&
			new URL(message.location().url || 'about:blank').pathname === INBOX_SESSION_PATH
		if (!isDocumentStatus && !isUnansweredMapTile && !isSignedOutAnswer) errors.push(message.text())
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

/** Waits until React has hydrated the prerendered document. */
export async function waitForHydration(page: Page) {
	await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
}

/**
 * Records requests that would carry data away: anything not a GET, and scripted fetch/XHR calls.
 * Lazy images that load while a test scrolls are ordinary page loading, not sending.
 */
export function watchOutgoingData(page: Page) {
	const sent: string[] = []
	page.on('request', (request) => {
		if (request.method() !== 'GET' || ['fetch', 'xhr'].includes(request.resourceType())) {
			sent.push(`${request.method()} ${request.url()}`)
		}
	})
	return sent
}

/** Follows a link of the open main navigation (desktop bar or open mobile menu). */
export const clickMainNavLink = (page: Page, label: string) =>
	page
		.getByRole('navigation', { name: 'Main' })
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
