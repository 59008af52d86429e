// The production server as its own process over the build: an inquiry answered 201 survives the
// process being killed outright (kill -9) right after, because it is committed before the answer.
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterAll, expect, test } from 'vitest'
import { validContact } from '../../tests/support/inquiry-api.ts'
import { freePort, spawnNodeServer } from '../../tests/support/local-servers.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'inquiry-crash-'))
const children: ChildProcess[] = []
afterAll(() => {
	for (const child of children) child.kill('SIGKILL')
	rmSync(dataDir, { recursive: true, force: true })
})

async function startServer(port: number) {
	const child = await spawnNodeServer(port, { DATA_DIR: dataDir, INQUIRY_RATE_LIMIT: '0' })
	children.push(child)
	return child
}

const storedIds = () => {
	const database = new DatabaseSync(join(dataDir, 'inquiries.sqlite'), { readOnly: true })
	try {
		return (database.prepare('SELECT id FROM inquiries').all() as { id: string }[]).map(
			(row) => row.id,
		)
	} finally {
		database.close()
	}
}

test('an inquiry answered 201 is still there after kill -9 and a restart', async () => {
	const port = await freePort()
	const server = await startServer(port)
	const exited = new Promise((resolve) => server.once('exit', resolve))
	const response = await fetch(`http://127.0.0.1:${port}/api/inquiries`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify(validContact),
	})
	server.kill('SIGKILL')
	expect(response.status).toBe(201)
	const { id } = (await response.json()) as { id: string }
	await exited

	const restarted = await startServer(port)
	expect(storedIds()).toEqual([id])
	const again = await fetch(`http://127.0.0.1:${port}/api/inquiries`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify(validContact),
	})
	expect(again.status).toBe(201)
	restarted.kill('SIGTERM')
})
