import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { type APIRequestContext, expect, type Page, request } from '@playwright/test'
import { pages } from '../app/content/pages.ts'
import { DEFAULT_INQUIRY_ENDPOINT } from '../app/lib/inquiry-protocol.ts'
import { MAX_FAILED_SIGN_INS, SIGN_IN_WINDOW_MS, signInKeys } from '../server/inquiries/admin.ts'
import { createRateCounter } from '../server/inquiries/rate-counter.ts'
import { waitForHydration } from './support/fixtures.ts'

// The inbox user the browser tests sign in as, created by tests/global-setup.ts in the test server's
// DATA_DIR, which playwright.config.ts makes fresh for each run.
export const INBOX_USER = { name: 'test-admin', password: 'a long test password 42' }

/** The environment variable that carries the run's data directory to the setup and the workers. */
export const TEST_DATA_DIR_VARIABLE = 'PLAYWRIGHT_INQUIRY_DATA_DIR'
/** Where the test server reads the release's state (deploy/release.sh writes it on a real server). */
export const testReleaseStatusFile = (dataDir = process.env[TEST_DATA_DIR_VARIABLE] ?? '') =>
	join(dataDir, 'release-status.json')

const testDatabasePath = (dataDir = process.env[TEST_DATA_DIR_VARIABLE] ?? '') =>
	join(dataDir, 'inquiries.sqlite')

/** A request context on the site's own origin, as the site's own pages send. */
export const siteRequest = (baseURL: string): Promise<APIRequestContext> =>
	request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } })

// The test server writes to the same file: a read or write that meets its lock waits, as the server's
// own connections do, instead of failing with "database is locked".
const BUSY_TIMEOUT_MS = 5000

/**
 * The stored inquiries whose name is `name` (each test sends under a name of its own), read from the
 * test server's SQLite file (or another server's, in `dataDir`) as an operator would.
 */
export function inquiriesNamed(name: string, dataDir?: string) {
	const database = new DatabaseSync(testDatabasePath(dataDir), {
		readOnly: true,
		timeout: BUSY_TIMEOUT_MS,
	})
	try {
		const rows = database
			.prepare(
				`SELECT kind, service, name, email, subject, status, spam_reason, language FROM inquiries
				 WHERE name = ? ORDER BY received_at DESC`,
			)
			.all(name) as {
			kind: string
			service: string | null
			name: string
			email: string
			subject: string | null
			status: string
			spam_reason: string | null
			language: string
		}[]
		return rows.map(({ spam_reason, ...row }) => ({ ...row, spam: spam_reason !== null }))
	} finally {
		database.close()
	}
}

/**
 * Counts enough failed sign-ins for `name` from the browser's address (every test's browser reaches
 * the test server over 127.0.0.1), in the test server's file, to lock that name out there.
 */
export function lockSignIn(name: string) {
	const database = new DatabaseSync(testDatabasePath(), { timeout: BUSY_TIMEOUT_MS })
	try {
		const counter = createRateCounter(database, SIGN_IN_WINDOW_MS)
		for (let failure = 0; failure < MAX_FAILED_SIGN_INS; failure += 1)
			counter.hit(signInKeys(name, '127.0.0.1').name)
	} finally {
		database.close()
	}
}

/** Stores an inquiry through the public endpoint as a script would, sent long after "opening". */
export async function postInquiry(api: APIRequestContext, fields: Record<string, string>) {
	const response = await api.post(DEFAULT_INQUIRY_ENDPOINT, {
		data: { form_started_at: String(Date.now() - 60_000), ...fields },
	})
	expect(response.status()).toBe(201)
	return ((await response.json()) as { id: string }).id
}

/** A water report as a file field of a multipart post. */
export type ReportFile = { name: string; mimeType: string; buffer: Buffer }

/** Posts a quote request through the public endpoint as the quote form does: multipart, with its report. */
export function postQuoteRequest(
	api: APIRequestContext,
	fields: Record<string, string>,
	report?: ReportFile,
) {
	return api.post(DEFAULT_INQUIRY_ENDPOINT, {
		headers: { Accept: 'application/json' },
		multipart: {
			form: 'quote',
			form_started_at: String(Date.now() - 60_000),
			...fields,
			...(report ? { water_report: report } : {}),
		},
	})
}

/** A name no other test uses, so parallel tests sharing one inbox find their own rows. */
export const uniqueName = (prefix: string) => `${prefix} ${crypto.randomUUID().slice(0, 8)}`

/** How far behind the server's clock a test's page clock runs (below). */
export const FORMS_OPENED_AGO_MS = 60_000

/**
 * Starts the page's clock a minute in the past, so a form opened in a test looks filled in by a person
 * (at least the minimum fill time before the server receives it) however fast the test types.
 */
export const openFormsLongAgo = (page: Page) =>
	page.clock.install({ time: new Date(Date.now() - FORMS_OPENED_AGO_MS) })

/** Signs in through the inbox page and waits for the list. */
export async function signInThroughPage(page: Page) {
	await page.goto(pages.admin.path)
	await waitForHydration(page)
	await page.getByLabel('User name').fill(INBOX_USER.name)
	await page.getByLabel('Password').fill(INBOX_USER.password)
	await page.getByRole('button', { name: 'Sign in' }).click()
	await expect(page.getByRole('heading', { name: 'Inquiries', level: 2 })).toBeFocused()
}
