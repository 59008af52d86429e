import { type APIRequestContext, expect, type Page, request } from '@playwright/test'
import type { InquirySummary } from '../app/lib/inbox-protocol.ts'
import { DEFAULT_INQUIRY_ENDPOINT } from '../app/lib/inquiry-protocol.ts'

// The inbox user the browser tests sign in as, created by tests/global-setup.ts in the test server's
// DATA_DIR, which playwright.config.ts makes fresh for each run.
export const INBOX_USER = { name: 'test-admin', password: 'a long test password 42' }

/** The environment variable that carries the run's data directory to the setup and the workers. */
export const TEST_DATA_DIR_VARIABLE = 'PLAYWRIGHT_INQUIRY_DATA_DIR'

/** A request context signed in to the inbox API, as the site's own pages would be. */
export async function signedInApi(baseURL: string): Promise<APIRequestContext> {
	const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } })
	const response = await api.post('/api/admin/session', { data: INBOX_USER })
	expect(response.status()).toBe(200)
	return api
}

/** The stored inquiries whose name is `name` (each test sends under a name of its own). */
export async function inquiriesNamed(api: APIRequestContext, name: string) {
	const response = await api.get('/api/admin/inquiries')
	expect(response.status()).toBe(200)
	const { inquiries } = (await response.json()) as { inquiries: InquirySummary[] }
	return inquiries.filter((inquiry) => inquiry.name === name)
}

/** Stores an inquiry through the public endpoint as a script would, sent long after "opening". */
export async function postInquiry(api: APIRequestContext, fields: Record<string, string>) {
	const response = await api.post(DEFAULT_INQUIRY_ENDPOINT, {
		data: { form_started_at: String(Date.now() - 60_000), ...fields },
	})
	expect(response.status()).toBe(201)
	return ((await response.json()) as { id: string }).id
}

/** A name no other test uses, so parallel tests sharing one inbox find their own rows. */
export const uniqueName = (prefix: string) => `${prefix} ${crypto.randomUUID().slice(0, 8)}`

/**
 * Starts the page's clock a minute in the past, so a form opened in a test looks filled in by a person
 * (at least the minimum fill time before the server receives it) however fast the test types.
 */
export const openFormsLongAgo = (page: Page) =>
	page.clock.install({ time: new Date(Date.now() - 60_000) })

/** Signs in through the inbox page and waits for the list. */
export async function signInThroughPage(page: Page) {
	await page.goto('/admin')
	await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
	await page.getByLabel('User name').fill(INBOX_USER.name)
	await page.getByLabel('Password').fill(INBOX_USER.password)
	await page.getByRole('button', { name: 'Sign in' }).click()
	await expect(page.getByRole('heading', { name: 'Inquiries', level: 2 })).toBeFocused()
}
