import { type ChildProcess, spawn } from 'node:child_process'
import type { Page } from '@playwright/test'
import { mapConfig } from '../app/content/map-config.ts'
import { pages } from '../app/content/pages.ts'
import { siteConfig } from '../app/content/site-config.ts'
import { GOOGLE_MAPS_CALLBACK, GOOGLE_MAPS_SCRIPT_ORIGIN } from '../app/lib/map-loaders/google.ts'
import { GOOGLE_MAPS_KEY_VARIABLE } from '../app/site/map-csp.ts'
import { expect, test, waitForHydration } from './support/fixtures.ts'

// The key is the server's setting: these tests serve the same build from a second server that has
// one. The Maps API itself is answered by a stub: the test machine has no internet.
const BROWSER_KEY = 'test-referrer-restricted-key'
const PORT = Number(process.env.TEST_PORT ?? 4173) + 1
const origin = `http://127.0.0.1:${PORT}`
const environment = { ...process.env, [GOOGLE_MAPS_KEY_VARIABLE]: BROWSER_KEY }

// Draws what the real API would (a map element with the options it was given and one marker), then
// calls the page's callback the way the real script does.
const MAPS_API_STUB = `
window.google = { maps: {
	Map: class { constructor(element, options) {
		element.dataset.centre = options.center.lat + ',' + options.center.lng
		element.dataset.zoom = String(options.zoom)
		this.element = element
	} },
	Marker: class {
		constructor(options) {
			const marker = document.createElement('img')
			marker.src = options.icon.url
			marker.alt = options.title
			marker.dataset.testid = 'marker'
			options.map.element.append(marker)
		}
		setMap() {}
	},
	Size: class {}, Point: class {},
} }
window[new URL(document.currentScript.src).searchParams.get('callback')]()
`

test.describe.configure({ mode: 'serial' })

let server: ChildProcess | undefined

test.beforeAll(async () => {
	server = spawn(process.execPath, ['server/index.ts'], {
		env: { ...environment, PORT: String(PORT), HOST: '127.0.0.1' },
		stdio: 'ignore',
	})
	await expect
		.poll(
			() =>
				fetch(origin).then(
					(response) => response.status,
					() => 0,
				),
			{ timeout: 30_000 },
		)
		.toBe(200)
})

test.afterAll(() => {
	server?.kill()
})

const map = (page: Page) => page.getByRole('region', { name: 'Map' })

async function openContactMap(page: Page) {
	await page.goto(`${origin}${pages.contact.path}`)
	await waitForHydration(page)
	await map(page).scrollIntoViewIfNeeded()
}

test('with a Google Maps key the contact map loads the Maps JavaScript API with the key and a callback, centred on the company with a marker', async ({
	page,
	consoleErrors,
}) => {
	const scriptRequests: string[] = []
	await page.route(`${GOOGLE_MAPS_SCRIPT_ORIGIN}/maps/api/js?**`, (route) => {
		scriptRequests.push(route.request().url())
		return route.fulfill({ contentType: 'text/javascript', body: MAPS_API_STUB })
	})
	await openContactMap(page)
	await expect(map(page)).toHaveAttribute('data-map-state', 'ready')

	expect(scriptRequests).toHaveLength(1)
	const scriptUrl = new URL(scriptRequests[0] ?? '')
	expect(scriptUrl.searchParams.get('key')).toBe(BROWSER_KEY)
	expect(scriptUrl.searchParams.get('callback')).toBe(GOOGLE_MAPS_CALLBACK)
	const canvas = map(page).locator('[data-centre]')
	await expect(canvas).toHaveAttribute('data-centre', mapConfig.centre.join(','))
	await expect(canvas).toHaveAttribute('data-zoom', String(mapConfig.zoom))
	await expect(map(page).getByTestId('marker')).toHaveAttribute('alt', siteConfig.name)
	// A CSP that did not admit the Google hosts would show up here as a refused script.
	expect(consoleErrors).toEqual([])
})

test('with a Google Maps key no Leaflet or OpenStreetMap code or tile is requested', async ({
	page,
}) => {
	const requests: string[] = []
	page.on('request', (request) => requests.push(request.url()))
	await page.route(`${GOOGLE_MAPS_SCRIPT_ORIGIN}/maps/api/js?**`, (route) =>
		route.fulfill({ contentType: 'text/javascript', body: MAPS_API_STUB }),
	)
	await openContactMap(page)
	await expect(map(page)).toHaveAttribute('data-map-state', 'ready')
	expect(requests.filter((url) => /leaflet|openstreetmap/i.test(url))).toEqual([])
})

test('the Content-Security-Policy admits the Google Maps hosts only in the build that uses them', async ({
	request,
}) => {
	const withKey = await request.get(`${origin}${pages.contact.path}`)
	expect(withKey.headers()['content-security-policy']).toContain('https://*.googleapis.com')
	const withoutKey = await request.get(pages.contact.path)
	expect(withoutKey.headers()['content-security-policy']).not.toContain('google')
})

test('when the Google Maps script is blocked, the address card with an Open in maps link stands in', async ({
	page,
	allowConsoleErrors,
}) => {
	// The browser logs the blocked script the page then stands in for.
	allowConsoleErrors(/net::ERR_FAILED/)
	await page.route(`${GOOGLE_MAPS_SCRIPT_ORIGIN}/**`, (route) => route.abort())
	await openContactMap(page)
	await expect(map(page)).toHaveAttribute('data-map-state', 'failed')
	await expect(map(page).getByRole('link', { name: 'Open in maps' })).toBeVisible()
})

test('when Google refuses the key, the address card stands in', async ({ page }) => {
	await page.route(`${GOOGLE_MAPS_SCRIPT_ORIGIN}/maps/api/js?**`, (route) =>
		route.fulfill({
			contentType: 'text/javascript',
			body: `${MAPS_API_STUB}\nwindow.gm_authFailure()`,
		}),
	)
	await openContactMap(page)
	await expect(map(page)).toHaveAttribute('data-map-state', 'failed')
	await expect(map(page).getByRole('link', { name: 'Open in maps' })).toBeVisible()
})
