// The production server as its own process over the build, sent requests the Fetch API cannot carry
// to the app: each gets a client error with the security headers, and the server logs no stack trace.
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { pages } from '#app/content/pages.ts'
import { freePort, spawnNodeServer, stopChild } from '../tests/support/local-servers.ts'
import { socketRequest } from '../tests/support/raw-request.ts'
import { ALLOW_HEADER } from './site-app.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'malformed-requests-'))
let server: ChildProcess
let port: number
let log = ''

beforeAll(async () => {
	port = await freePort()
	server = await spawnNodeServer(port, {
		DATA_DIR: dataDir,
	})
	server.stdout?.on('data', (chunk) => (log += chunk))
	server.stderr?.on('data', (chunk) => (log += chunk))
})

afterAll(async () => {
	await stopChild(server, 'SIGTERM')
	rmSync(dataDir, { recursive: true, force: true })
})

// Pages the app answers itself: the contact page's action and the inbox's loader.
const contact = pages.contact.path
const inbox = pages.admin.path

test.each([
	`TRACE ${contact} HTTP/1.1\r\nHost: 127.0.0.1`,
	`TRACE ${inbox} HTTP/1.1\r\nHost: 127.0.0.1`,
	'CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22',
	`CONNECT ${contact} HTTP/1.1\r\nHost: 127.0.0.1`,
])('answers %j, a method the app cannot take, with 405 and the methods it allows', async (head) => {
	const response = await socketRequest(port, head)
	expect(response.status).toBe(405)
	expect(response.headers.get('allow')).toBe(ALLOW_HEADER)
	expect(response.headers.get('x-content-type-options')).toBe('nosniff')
})

test.each([
	`GET ${inbox} HTTP/1.1\r\nHost: a b`,
	`GET ${inbox} HTTP/1.1\r\nHost: evil.example:99999`,
	`POST ${contact} HTTP/1.1\r\nHost: evil.example:99999\r\nContent-Length: 0`,
	`GET ${inbox} HTTP/1.1\r\nHost: a/b?c`,
	`GET ${pages.about.path} HTTP/1.1\r\nHost: [::1`,
])('answers %j, a malformed Host header, with 400', async (head) => {
	const response = await socketRequest(port, head)
	expect(response.status).toBe(400)
	expect(response.headers.get('x-content-type-options')).toBe('nosniff')
})

test.each([
	[`GET http://127.0.0.1/about HTTP/1.1\r\nHost: 127.0.0.1`, 200],
	[`GET http://127.0.0.1${inbox} HTTP/1.1\r\nHost: 127.0.0.1`, 200],
	[`GET http://evil.example${inbox} HTTP/1.1\r\nHost: 127.0.0.1`, 421],
])(
	'answers %j, a request line in absolute form, as the path it names for this host and 421 for another',
	async (head, status) => {
		const response = await socketRequest(port, head)
		expect(response.status).toBe(status)
		expect(response.headers.get('x-content-type-options')).toBe('nosniff')
	},
)

test('logs no stack trace for any of them, and still serves the app', async () => {
	const response = await fetch(`http://127.0.0.1:${port}${inbox}`)
	expect(response.status).toBe(200)
	expect(log).not.toMatch(/^\s+at /m)
	expect(log).not.toMatch(/Error/)
})
