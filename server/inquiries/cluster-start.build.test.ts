// Every worker of `npm start` opens the inbox when it starts. On a first start the file does not exist
// yet, and two workers creating it at once could make one fail ("database is locked", seen on a busy
// machine), which stopped the whole server; the primary now creates it before forking. The race
// depends on timing, so this runs several first starts.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { freshKey, validContact } from '../../tests/support/inquiry-api.ts'
import { freePort, startNodeServer } from '../../tests/support/local-servers.ts'

const FIRST_STARTS = 4

test('a server of several workers starts on an empty data directory and stores an inquiry', async () => {
	for (let start = 0; start < FIRST_STARTS; start += 1) {
		const dataDir = mkdtempSync(join(tmpdir(), 'inquiries-first-start-'))
		const server = await startNodeServer(await freePort(), {
			DATA_DIR: dataDir,
			WEB_CONCURRENCY: '2',
		})
		try {
			const response = await fetch(`${server.url}/api/inquiries`, {
				method: 'POST',
				headers: { 'Content-Type': 'application/json' },
				body: JSON.stringify({ ...validContact, idempotency_key: freshKey() }),
			})
			expect(response.status).toBe(201)
		} finally {
			await server.stop()
			rmSync(dataDir, { recursive: true, force: true })
		}
	}
}, 120_000)
