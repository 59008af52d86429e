// The production server in a cluster, as its own process group over the build, killed outright
// (kill -9, every process at once) while twenty quotes with reports are being uploaded: after a
// restart every quote that was answered is there with its report, byte for byte, and nothing else
// is: no report without its row, no row without its report, no temporary file.
import type { ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterAll, expect, test } from 'vitest'
import {
	freshKey,
	pdfBytes,
	postQuote,
	quoteFormData,
	sha256,
	validQuote,
} from '../../tests/support/inquiry-api.ts'
import { freePort, spawnNodeServer } from '../../tests/support/local-servers.ts'

const UPLOADS = 20
const KILL_AFTER_ANSWERS = 3
const MB = 1024 * 1024

const dataDir = mkdtempSync(join(tmpdir(), 'quote-crash-'))
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

function storedState() {
	const database = new DatabaseSync(join(dataDir, 'inquiries.sqlite'), { readOnly: true })
	try {
		return {
			quotes: database
				.prepare(
					`SELECT inquiries.id, idempotency_key, stored_name FROM inquiries
					 LEFT JOIN attachments ON attachments.inquiry_id = inquiries.id`,
				)
				.all() as { id: string; idempotency_key: string; stored_name: string | null }[],
			attachmentRows: (
				database.prepare('SELECT count(*) AS n FROM attachments').get() as { n: number }
			).n,
		}
	} finally {
		database.close()
	}
}

test('kill -9 during 20 concurrent uploads loses no answered quote and leaves no orphan file or half row', async () => {
	const port = await freePort()
	const server = await startServer(port)
	const exited = new Promise((resolve) => server.once('exit', resolve))
	const url = `http://127.0.0.1:${port}`

	const sent = Array.from({ length: UPLOADS }, (_, index) => {
		const key = freshKey()
		const report = pdfBytes((MB + (index * 3 * MB) / UPLOADS) | 0)
		return { key, hash: sha256(report), report }
	})
	const answered = new Map<string, string>()
	let killed = false
	await Promise.allSettled(
		sent.map(async ({ key, report }) => {
			const response = await postQuote(
				url,
				quoteFormData(
					{ ...validQuote, idempotency_key: key },
					{ bytes: report, name: `report-${key}.pdf` },
				),
			)
			if (response.status === 201) {
				answered.set(key, ((await response.json()) as { id: string }).id)
				if (answered.size >= KILL_AFTER_ANSWERS && !killed) {
					killed = true
					server.kill('SIGKILL')
				}
			}
		}),
	)
	await exited
	// The crash happened part-way: some quotes were answered, some never were.
	expect(answered.size).toBeGreaterThanOrEqual(KILL_AFTER_ANSWERS)
	expect(answered.size).toBeLessThan(UPLOADS)

	const restarted = await startServer(port)
	const { quotes, attachmentRows } = storedState()
	const files = readdirSync(join(dataDir, 'uploads'))
	const byKey = new Map(quotes.map((quote) => [quote.idempotency_key, quote]))

	for (const [key, id] of answered) {
		const stored = byKey.get(key)
		expect(stored?.id).toBe(id)
		const report = sent.find((upload) => upload.key === key)
		const file = join(dataDir, 'uploads', stored?.stored_name ?? 'missing')
		expect(existsSync(file)).toBe(true)
		expect(sha256(readFileSync(file))).toBe(report?.hash)
	}
	// Every row has its report (each quote sent one) and every file its row; nothing half-written.
	expect(quotes.every((quote) => quote.stored_name !== null)).toBe(true)
	expect(files).toHaveLength(attachmentRows)
	expect(new Set(files)).toEqual(new Set(quotes.map((quote) => quote.stored_name)))
	expect(files.filter((name) => name.startsWith('incoming-'))).toEqual([])
	restarted.kill('SIGKILL')
}, 60_000)
