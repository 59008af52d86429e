import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { validContact } from '../../tests/support/inquiry-api.ts'
import { securityHeaders } from '../security-headers.ts'
import { createSiteServer } from '../site-handler.ts'
import { readInquiryConfig } from './config.ts'
import { createInquiryApi, type InquiryApi } from './index.ts'

let parent: string
let api: InquiryApi
let server: Server
let url: string

beforeAll(async () => {
	parent = mkdtempSync(join(tmpdir(), 'inquiry-mount-'))
	const root = join(parent, 'client')
	mkdirSync(root)
	writeFileSync(join(root, 'index.html'), '<!DOCTYPE html><title>Home</title>')
	writeFileSync(join(root, '404.html'), '<!DOCTYPE html><title>Not found</title>')
	api = createInquiryApi(readInquiryConfig({ DATA_DIR: join(parent, 'data') }))
	server = createSiteServer(root, { handleApi: api.handle })
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
	await new Promise((resolve) => server.close(resolve))
	await api.close()
	rmSync(parent, { recursive: true, force: true })
})

test('the site server hands /api/inquiries to the inquiry API, with the security headers', async () => {
	const response = await fetch(`${url}/api/inquiries`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify(validContact),
	})
	expect(response.status).toBe(201)
	for (const [name, value] of Object.entries(securityHeaders))
		expect(response.headers.get(name)).toBe(value)
})

test('paths under /api/ the API does not know still get the site’s answers', async () => {
	expect((await fetch(`${url}/api/unknown`)).status).toBe(404)
	expect((await fetch(`${url}/api/unknown`, { method: 'POST' })).status).toBe(405)
	expect((await fetch(`${url}/`)).status).toBe(200)
})
