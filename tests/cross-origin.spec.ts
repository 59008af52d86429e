// A static host's pages post to the inquiry server on another origin: the browser asks first (a CORS
// preflight) for a JSON post, and only the origins INQUIRY_ALLOWED_ORIGINS names may send it.
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { DEFAULT_INQUIRY_ENDPOINT } from '../app/lib/inquiry-protocol.ts'
import { inquiriesNamed, uniqueName } from './inbox.ts'
import { expect, test } from './support/fixtures.ts'
import { freePort, type LocalServer, startNodeServer } from './support/local-servers.ts'

/** A page of a static host: nothing but an HTML document on its own 127.0.0.1 port. */
async function startStaticHost(port: number): Promise<Server> {
	const server = createServer((_request, response) => {
		response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
		response.end('<!doctype html><title>Static host</title><h1>Static host</h1>')
	})
	await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
	return server
}

// One inquiry server and two hosts for both tests, in one worker.
test.describe.configure({ mode: 'serial' })

let dataDir: string
let inquiryServer: LocalServer
let allowedHost: Server
let otherHost: Server
let endpoint: string
let allowedOrigin: string
let otherOrigin: string

test.beforeAll(async () => {
	dataDir = mkdtempSync(join(tmpdir(), 'cross-origin-'))
	const allowedPort = await freePort()
	allowedHost = await startStaticHost(allowedPort)
	const otherPort = await freePort(allowedPort + 1)
	otherHost = await startStaticHost(otherPort)
	const serverPort = await freePort(otherPort + 1)
	allowedOrigin = `http://127.0.0.1:${allowedPort}`
	otherOrigin = `http://127.0.0.1:${otherPort}`
	inquiryServer = await startNodeServer(serverPort, {
		DATA_DIR: dataDir,
		INQUIRY_RATE_LIMIT: '0',
		INQUIRY_ALLOWED_ORIGINS: allowedOrigin,
		WEB_CONCURRENCY: '1',
	})
	endpoint = `${inquiryServer.url}${DEFAULT_INQUIRY_ENDPOINT}`
})

test.afterAll(async () => {
	await inquiryServer?.stop()
	for (const host of [allowedHost, otherHost]) host?.close()
	rmSync(dataDir, { recursive: true, force: true })
})

/** Posts a contact inquiry as JSON from the open page, as a static host's form does: preflighted. */
const postFromPage = (page: Page, name: string) =>
	page.evaluate(
		async ({ url, name }) => {
			try {
				const response = await fetch(url, {
					method: 'POST',
					headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
					body: JSON.stringify({
						form: 'contact',
						name,
						email: 'asha@plant.example.in',
						phone_number: '+91 98765 43210',
						msg_subject: 'RO plant',
						message: 'Please call me.',
						form_started_at: String(Date.now() - 60_000),
					}),
				})
				return { status: response.status, body: await response.json() }
			} catch (error) {
				return { failed: String(error) }
			}
		},
		{ url: endpoint, name },
	)

test('a page on a configured origin posts JSON to the inquiry server in a real browser, preflight and all', async ({
	page,
}) => {
	await page.goto(allowedOrigin)
	const name = uniqueName('Static Host')
	const answer = await postFromPage(page, name)
	expect(answer).toEqual({ status: 201, body: { id: expect.any(String) } })
	expect(inquiriesNamed(name, dataDir)).toHaveLength(1)
})

test('a page on any other origin is refused by the preflight, and nothing is posted', async ({
	page,
	allowConsoleErrors,
}) => {
	allowConsoleErrors(/CORS policy|Failed to load resource/)
	await page.goto(otherOrigin)
	const name = uniqueName('Elsewhere')
	const answer = await postFromPage(page, name)
	expect(answer).toEqual({ failed: expect.stringContaining('Failed to fetch') })
	expect(inquiriesNamed(name, dataDir)).toEqual([])
})
