// `npm run load`: the same load on `npm start`'s Node server and on nginx with deploy/nginx.conf over
// one build, recorded in docs/operations.md, which describes the run and its options. Fails on any
// error or any status but 2xx/3xx.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, totalmem } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { prerenderedPagePaths } from '#app/site/paths.ts'
import { redirects } from '#app/site/redirects.ts'
import { buildDirectory } from '../server/build-directory.ts'
import { workerCount } from '../server/serve-site.ts'
import {
	freePort,
	type LocalServer,
	nginxUnavailableReason,
	nginxVersion,
	startNginx,
	startNodeServer,
} from '../tests/support/local-servers.ts'

const { values: options } = parseArgs({
	options: {
		duration: { type: 'string', default: '10' },
		warmup: { type: 'string', default: '3' },
		connections: { type: 'string', default: '50' },
		'no-record': { type: 'boolean', default: false },
	},
})
const duration = Number(options.duration)
const warmup = Number(options.warmup)
const connections = Number(options.connections)

const client = join(buildDirectory, 'client')
if (!existsSync(join(client, 'index.html')) || !existsSync(join(buildDirectory, 'nginx'))) {
	console.log('No build yet: running npm run build')
	const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
	if (build.status !== 0) process.exit(build.status ?? 1)
}

const assets = readdirSync(join(client, 'assets'))
	.filter((name) => !/\.(br|gz)$/.test(name))
	.map((name) => `/assets/${name}`)
const paths = [...prerenderedPagePaths, ...assets, ...redirects.map((rule) => rule.from)]
const requests = paths.map((path) => ({ method: 'GET' as const, path }))

async function measure(server: string, start: () => Promise<LocalServer>) {
	const running = await start()
	const load = {
		url: running.url,
		connections,
		requests,
		headers: { 'accept-encoding': 'br, gzip' },
	}
	try {
		if (warmup > 0) await autocannon({ ...load, duration: warmup })
		const { requests: served, latency, ...result } = await autocannon({ ...load, duration })
		const errors = result.errors + result.timeouts
		const unexpected = result['1xx'] + result['4xx'] + result['5xx']
		const row = `| ${server} | ${Math.round(served.average)} | ${latency.p50} ms | ${latency.p99} ms | ${served.total} | ${errors} | ${unexpected} |`
		return { server, errors, unexpected, row }
	} finally {
		await running.stop()
	}
}

// The load average before the run tells whether other work was sharing the cores.
const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB RAM, load average ${loadavg()[0]?.toFixed(1)} before the run`
const processes = workerCount()
const measurements = [
	await measure(`npm start (Node), ${processes} workers`, async () =>
		startNodeServer(await freePort()),
	),
]
const nginxMissing = nginxUnavailableReason()
if (nginxMissing) console.warn(`Not measuring nginx: ${nginxMissing}`)
else
	measurements.push(
		await measure(`nginx, deploy/nginx.conf, ${processes} workers`, async () =>
			startNginx(await freePort(), { workers: processes, tls: false }),
		),
	)

const versions = `Node ${process.version}${nginxMissing ? '' : `, ${nginxVersion()}`}`
const table = [
	`${new Date().toISOString().slice(0, 10)}, ${machine}, ${versions}; ${connections} connections for ${duration} s (after a ${warmup} s warm-up) over ${paths.length} URLs (${prerenderedPagePaths.length} routes, ${assets.length} assets, ${redirects.length} redirects), brotli accepted; the load generator runs on the same machine.`,
	'',
	'| server | requests/s | p50 latency | p99 latency | requests | errors | non-2xx/3xx |',
	'| ------ | ---------: | ----------: | ----------: | -------: | -----: | ----------: |',
	...measurements.map((m) => m.row),
].join('\n')
console.log(`\n${table}\n`)

if (!options['no-record']) {
	const file = new URL('../docs/operations.md', import.meta.url)
	const document = readFileSync(file, 'utf8')
	const block = /(<!-- load:start -->\n)[\s\S]*?(<!-- load:end -->)/
	if (!block.test(document))
		throw new Error('docs/operations.md has lost its load:start/end markers')
	const recorded = document.replace(block, (_, start, end) => `${start}${table}\n${end}`)
	writeFileSync(file, recorded)
	console.log('Recorded in docs/operations.md')
}

const failed = measurements.filter((m) => m.errors > 0 || m.unexpected > 0)
for (const m of failed)
	console.error(`${m.server}: ${m.errors} errors, ${m.unexpected} responses not 2xx/3xx`)
process.exit(failed.length > 0 ? 1 : 0)
