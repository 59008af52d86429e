import type { Page } from '@playwright/test'
import { TILE_HOST } from '../app/content/map-config.ts'
import { expect, test } from './support/fixtures.ts'

// A 1×1 transparent PNG, so the test answers every tile request itself and needs no network.
const TILE = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
	'base64',
)

const map = (page: Page) => page.getByRole('region', { name: 'Map' })

test('the map loads only near the viewport, centred on the company with a marker, tiles from OpenStreetMap', async ({
	page,
	openHydrated,
	consoleErrors,
}) => {
	const tiles: string[] = []
	await page.route(`${TILE_HOST}/**`, (route) => {
		tiles.push(route.request().url())
		return route.fulfill({ contentType: 'image/png', body: TILE })
	})
	const scripts: string[] = []
	page.on('request', (request) => {
		if (request.resourceType() === 'script') scripts.push(request.url())
	})
	await openHydrated('/contact')
	await expect(map(page)).toHaveAttribute('data-map-state', 'waiting')
	expect(scripts.filter((url) => /leaflet/i.test(url))).toEqual([])

	await map(page).scrollIntoViewIfNeeded()
	await expect(map(page)).toHaveAttribute('data-map-state', 'ready')
	await expect(map(page).locator('.leaflet-marker-icon')).toHaveCount(1)
	await expect(map(page).getByRole('link', { name: 'OpenStreetMap' })).toBeVisible()
	await expect.poll(() => tiles.length).toBeGreaterThan(0)
	expect(tiles.every((url) => /\/15\/\d+\/\d+\.png$/.test(url))).toBe(true)
	expect(consoleErrors).toEqual([])
})

test('when the map script is blocked, the address card with an Open in maps link stands in', async ({
	page,
	openHydrated,
	allowConsoleErrors,
}) => {
	// The browser logs the blocked script the page then stands in for.
	allowConsoleErrors(/net::ERR_FAILED/)
	await page.route('**/assets/leaflet*.js', (route) => route.abort())
	await openHydrated('/contact')
	await map(page).scrollIntoViewIfNeeded()
	await expect(map(page)).toHaveAttribute('data-map-state', 'failed')
	await expect(map(page).getByRole('link', { name: 'Open in maps' })).toHaveAttribute(
		'href',
		/openstreetmap\.org/,
	)
})

test('when the tiles fail, the address card stands in', async ({ page, openHydrated }) => {
	await page.route(`${TILE_HOST}/**`, (route) => route.abort())
	await openHydrated('/contact')
	await map(page).scrollIntoViewIfNeeded()
	await expect(map(page)).toHaveAttribute('data-map-state', 'failed')
	await expect(map(page).getByRole('link', { name: 'Open in maps' })).toBeVisible()
})

test('no other page loads the map code', async ({ page, openHydrated }) => {
	const scripts: string[] = []
	page.on('request', (request) => scripts.push(request.url()))
	for (const path of ['/', '/services', '/about']) {
		await openHydrated(path)
	}
	expect(scripts.filter((url) => /leaflet/i.test(url))).toEqual([])
})
