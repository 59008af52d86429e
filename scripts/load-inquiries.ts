// `npm run load:inquiries`: posts distinct contact inquiries to `npm start`'s server over a temporary
// DATA_DIR and fails unless each became a row and got a 201; docs/inquiries.md describes its options.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { INQUIRY_IDEMPOTENCY_FIELD, INQUIRY_KIND_FIELD } from '#app/lib/inquiry-protocol.ts'
import { clientDirectory } from '../server/build-directory.ts'
import { freePort, startNodeServer } from '../tests/support/local-servers.ts'

const { values: options } = parseArgs({
	options: {
		amount: { type: 'string', default: '2000' },
		connections: { type: 'string', default: '50' },
		timeout: { type: 'string', default: '120' },
	},
})
const amount = Number(options.amount)
const connections = Number(options.connections)
const timeoutSeconds = Number(options.timeout)

if (!existsSync(join(clientDirectory, 'index.html'))) {
	console.log('No build yet: running npm run build')
	const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
	if (build.status !== 0) process.exit(build.status ?? 1)
}

// The whole run is bounded, whatever happens to the server.
setTimeout(() => {
	console.error(`Load run exceeded ${timeoutSeconds} s`)
	process.exit(1)
}, timeoutSeconds * 1000).unref()

const dataDir = mkdtempSync(join(tmpdir(), 'load-inquiries-'))
const server = await startNodeServer(await freePort(), {
	DATA_DIR: dataDir,
	INQUIRY_RATE_LIMIT: '0',
})
let sent = 0
try {
	const started = performance.now()
	const result = await autocannon({
		url: `${server.url}/api/inquiries`,
		connections,
		amount,
		timeout: 30,
		requests: [
			{
				method: 'POST',
				headers: { 'content-type': 'application/json', accept: 'application/json' },
				setupRequest(request) {
					sent += 1
					return {
						...request,
						body: JSON.stringify({
							[INQUIRY_KIND_FIELD]: 'contact',
							name: `Load test ${sent}`,
							email: `load${sent}@example.in`,
							phone_number: '+91 98765 43210',
							msg_subject: `Load test inquiry ${sent}`,
							message: 'A bounded load test of the inquiry endpoint.',
							[INQUIRY_IDEMPOTENCY_FIELD]: `load-test-inquiry-${sent.toString().padStart(8, '0')}`,
						}),
					}
				},
			},
		],
	})
	const seconds = (performance.now() - started) / 1000
	await server.stop()

	const database = new DatabaseSync(join(dataDir, 'inquiries.sqlite'), { readOnly: true })
	const rows = Number(database.prepare('SELECT count(*) AS rows FROM inquiries').get()?.rows)
	database.close()

	const created = result['2xx']
	const errors = result.errors + result.timeouts + result.non2xx
	console.log(
		[
			`Inquiry load test: ${amount} posts over ${connections} connections on ${cpus().length} cores`,
			`  ${Math.round(created / seconds)} inquiries/s (${seconds.toFixed(1)} s), latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
			`  answers 201: ${created}, errors: ${errors}, rows stored: ${rows}`,
		].join('\n'),
	)
	if (rows !== amount || created !== amount || errors !== 0) {
		console.error(`Expected ${amount} rows, ${amount} answers 201 and 0 errors`)
		process.exitCode = 1
	}
} finally {
	await server.stop()
	rmSync(dataDir, { recursive: true, force: true })
}
