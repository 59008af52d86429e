// `npm run bench`: Lighthouse three times on each key page of the production build, and the time the
// server takes to draw a result's PDF, written to docs/performance.md. `--baseline=<build directory of another checkout>` also measures that build, so a
// change is judged against the code before it in the same sitting; the builds take turns on every
// run, so a machine that gets busier part way through affects all of them alike.
import { execSync, spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { cpus, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { editionOf, localeCodes, localizedPath } from '#app/content/locales.ts'
import { pages } from '#app/content/pages.ts'
import { servicePath, services } from '#app/content/services.ts'
import { datasheetPath } from '#app/site/datasheet-address.ts'
import { proposalPath } from '#app/site/proposal-address.ts'
import { buildDirectory, clientDirectory } from '../server/build-directory.ts'
import { createSiteApp } from '../server/site-app.ts'
import { chromiumFlags, chromiumPath } from '../tests/support/chromium.ts'
import { freePort, stopChild, waitForPort } from '../tests/support/local-servers.ts'
import { sizingSamples } from '../tests/support/sizing-samples.ts'

// `npm run bench -- --no-build --runs=1 /contact` re-measures quickly while working on one page;
// the committed report always comes from the full run.
const cliOption = (name: string) =>
	process.argv.find((argument) => argument.startsWith(`--${name}=`))?.split('=')[1]
// Lighthouse's guide to variability (docs/variability.md in its repository): "The median Lighthouse
// score of 5 runs is twice as stable as 1 run"; with three, the home pages' medians moved 96-99.
const FULL_RUNS = 5
const RUNS = Number(cliOption('runs') ?? FULL_RUNS)
const KEY_PAGES = [
	pages.home.path,
	pages.about.path,
	pages.services.path,
	servicePath(services[0]),
	pages.ourWork.path,
	pages.contact.path,
	pages.quote.path,
	pages.plantSizingWater.path,
	pages.plantSizingFilling.path,
	pages.plantSizingSewage.path,
	// Each page beside its twin in every other language, measured in the same stretch of the sitting.
].flatMap((path) => localeCodes.map((locale) => localizedPath(locale, path)))
const requestedPages = process.argv.slice(2).filter((argument) => argument.startsWith('/'))
const PAGES = requestedPages.length > 0 ? requestedPages : KEY_PAGES
const TARGETS = { performance: 98, accessibility: 100, bestPractices: 100, seo: 100 }
const TARGET_LCP_MS = 1300
// Hydrating the home page's eleven sections costs more main-thread time than any other page.
const targetTbtMs = (path: string) => (editionOf(path).path === pages.home.path ? 100 : 50)
const TARGET_CLS = 0.01
const baselineBuild = cliOption('baseline')

const CHROMIUM = chromiumPath ?? 'chromium'

const projectRoot = new URL('..', import.meta.url).pathname

const skipBuild = process.argv.includes('--no-build')
const isFullRun = PAGES === KEY_PAGES && RUNS === FULL_RUNS

async function listen(buildDirectory: string) {
	const server = (await createSiteApp({ buildDirectory })).listen(0, '127.0.0.1')
	await once(server, 'listening')
	const { port } = server.address() as AddressInfo
	return { server, origin: `http://127.0.0.1:${port}` }
}

/**
 * The server as visitors reach it: behind Caddy with the deploy recipe's site block, over HTTPS and
 * HTTP/2 (Caddy's own local certificate). Over plain HTTP/1.1 a browser opens a connection per
 * parallel request, each with its own round trips, which Lighthouse's throttled model charges to the
 * largest paint though no visitor pays it.
 */
async function behindCaddy(upstream: string) {
	const caddy = ['/usr/bin/caddy', '/usr/local/bin/caddy'].find((path) => existsSync(path))
	if (!caddy) {
		console.warn('Caddy is not installed: measuring the Node server over plain HTTP/1.1')
		return { origin: upstream, stop: async () => {} }
	}
	const port = await freePort()
	const home = mkdtempSync(join(tmpdir(), 'bench-caddy-'))
	const siteBlock = /^example\.com \{[\s\S]*?^\}/m.exec(
		readFileSync(join(projectRoot, 'deploy/Caddyfile'), 'utf8'),
	)?.[0]
	if (!siteBlock) throw new Error('deploy/Caddyfile has no example.com site block')
	const config = join(home, 'Caddyfile')
	writeFileSync(
		config,
		[
			`{\n\tadmin off\n\tlocal_certs\n\tskip_install_trust\n\tstorage file_system ${home}\n}`,
			siteBlock
				.replace('example.com {', `https://127.0.0.1:${port} {\n\ttls internal`)
				.replace('127.0.0.1:3000', upstream.replace('http://', '')),
		].join('\n'),
	)
	const child = spawn(caddy, ['run', '--config', config, '--adapter', 'caddyfile'], {
		env: { ...process.env, HOME: home, XDG_DATA_HOME: home, XDG_CONFIG_HOME: home },
		stdio: ['ignore', 'ignore', 'pipe'],
	})
	let log = ''
	child.stderr?.on('data', (chunk) => (log += chunk))
	await waitForPort(port, child, () => log)
	return {
		origin: `https://127.0.0.1:${port}`,
		stop: async () => {
			await stopChild(child, 'SIGTERM')
			rmSync(home, { recursive: true, force: true })
		},
	}
}

const median = (values: number[]) => {
	const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
	return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

async function measure(url: string, port: number) {
	// The full-page screenshot stretches the viewport, which would pull in lazy content (the map) that a
	// visitor only loads by scrolling.
	const result = await lighthouse(url, {
		port,
		output: 'json',
		logLevel: 'error',
		disableFullPageScreenshot: true,
	})
	if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
	const { categories, audits, environment } = result.lhr
	// Where an audit failed Lighthouse gives no value, nor a score for its category: `median` leaves it out.
	const score = (id: string) => Math.round((categories[id]?.score ?? Number.NaN) * 100)
	const value = (id: string) => audits[id]?.numericValue ?? Number.NaN
	return {
		performance: score('performance'),
		accessibility: score('accessibility'),
		bestPractices: score('best-practices'),
		seo: score('seo'),
		lcp: value('largest-contentful-paint'),
		tbt: value('total-blocking-time'),
		cls: value('cumulative-layout-shift'),
		bytes: value('total-byte-weight'),
		// Lighthouse's 4x CPU slowdown is relative to the machine it runs on: it stands for its reference
		// phone on a host that scores about 1,533 on this index (the throttling notes in Lighthouse's
		// repository, docs/throttling.md). Reported beside the figures, so that one from a slow or busy
		// host reads as such.
		benchmarkIndex: environment.benchmarkIndex,
	}
}

// A result's PDF is drawn on request: each calculator's sample, with one figure stepped so that every
// address is new and drawn, not served from the day's store.
const DOCUMENT_RUNS = 8
const TARGET_PROPOSAL_MS = 300
let steps = 0
const newProposal = ({ path, search, figure }: (typeof sizingSamples)[number]) => {
	const params = new URLSearchParams(search)
	steps += 1
	params.set(figure, String(Number(params.get(figure)) + steps))
	return proposalPath(`${path}?${params}`)
}

/** The time to the last byte of a GET, and the bytes. */
async function timed(url: string) {
	const start = performance.now()
	const response = await fetch(url)
	const body = await response.arrayBuffer()
	if (!response.ok) throw new Error(`${url} answered ${response.status}`)
	return { ms: performance.now() - start, bytes: body.byteLength }
}

/**
 * Each calculator's PDF drawn one at a time (median and slowest of DOCUMENT_RUNS), a page asked for
 * while four are drawn against the same page alone, and the datasheets' sizes.
 */
async function documentTimes(origin: string) {
	// The server's first PDF also loads the calculator's rules and compiles the drawing code.
	const first = await timed(`${origin}${newProposal(sizingSamples[0])}`)
	const proposals = []
	for (const sample of sizingSamples) {
		const runs = []
		for (let run = 0; run < DOCUMENT_RUNS; run += 1)
			runs.push(await timed(`${origin}${newProposal(sample)}`))
		const times = runs.map(({ ms }) => ms)
		proposals.push({
			path: sample.path,
			median: median(times),
			slowest: Math.max(...times),
			bytes: median(runs.map(({ bytes }) => bytes)),
		})
	}
	const page = `${origin}${pages.about.path}`
	const alone = median(
		[await timed(page), await timed(page), await timed(page)].map(({ ms }) => ms),
	)
	const drawing = sizingSamples
		.concat(sizingSamples[0] ?? [])
		.map((sample) => timed(`${origin}${newProposal(sample)}`))
	const beside = (await timed(page)).ms
	await Promise.all(drawing)
	const sheets = await Promise.all(
		services.map((service) => timed(`${origin}${datasheetPath(service)}`)),
	)
	const sizes = sheets.map(({ bytes }) => bytes)
	return {
		first: first.ms,
		proposals,
		alone,
		beside,
		smallest: Math.min(...sizes),
		largest: Math.max(...sizes),
	}
}

const documentReport = ({
	first,
	proposals,
	alone,
	beside,
	smallest,
	largest,
}: Awaited<ReturnType<typeof documentTimes>>) => [
	'## Documents',
	'',
	`A result's PDF drawn on request by the worker thread, ${DOCUMENT_RUNS} new addresses per calculator, one at a time (target ≤ ${TARGET_PROPOSAL_MS} ms); the datasheets are written by the build.`,
	'',
	'| proposal | median | slowest | size | meets target |',
	'| --- | --: | --: | --: | :-: |',
	...proposals.map(
		(row) =>
			`| \`${proposalPath(row.path)}\` | ${Math.round(row.median)} ms | ${Math.round(row.slowest)} ms | ${Math.round(row.bytes / 1024)} KiB | ${row.slowest <= TARGET_PROPOSAL_MS ? 'yes' : '**no**'} |`,
	),
	'',
	`The server's first PDF after it starts took ${Math.round(first)} ms (it also loads the calculator's rules and compiles the drawing code). \`${pages.about.path}\` answered in ${alone.toFixed(1)} ms alone and in ${beside.toFixed(1)} ms while four PDFs were being drawn. Datasheets: ${services.length}, ${Math.round(smallest / 1024)} to ${Math.round(largest / 1024)} KiB.`,
	'',
]

type Measurement = Awaited<ReturnType<typeof measure>>
type Site = { name: string; origin: string }

/** Medians per site and page; the sites take turns on every run of every page. */
async function benchmark(sites: readonly Site[], port: number) {
	const results = new Map(sites.map((site) => [site.name, new Map<string, Measurement>()]))
	for (const path of PAGES) {
		const runs = new Map(sites.map((site) => [site.name, [] as Measurement[]]))
		for (let run = 0; run < RUNS; run += 1) {
			for (const site of sites)
				runs.get(site.name)?.push(await measure(`${site.origin}${path}`, port))
		}
		for (const site of sites) {
			const siteRuns = runs.get(site.name) ?? []
			const keys = Object.keys(siteRuns[0] ?? {}) as (keyof Measurement)[]
			const row = Object.fromEntries(
				keys.map((key) => [key, median(siteRuns.map((entry) => entry[key]))]),
			) as Measurement
			console.log(site.name, path, row)
			results.get(site.name)?.set(path, row)
		}
	}
	return results
}

const meetsTargets = (path: string, row: Measurement) =>
	row.performance >= TARGETS.performance &&
	row.accessibility >= TARGETS.accessibility &&
	row.bestPractices >= TARGETS.bestPractices &&
	row.seo >= TARGETS.seo &&
	row.lcp <= TARGET_LCP_MS &&
	row.tbt <= targetTbtMs(path) &&
	row.cls <= TARGET_CLS

const formatRow = (path: string, row: Measurement) =>
	`| \`${path}\` | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${(row.lcp / 1000).toFixed(2)} s | ${Math.round(row.tbt)} ms | ${row.cls.toFixed(3)} | ${Math.round(row.bytes / 1024)} KiB | ${meetsTargets(path, row) ? 'yes' : '**no**'} | ${Math.round(row.benchmarkIndex)} |`

const TABLE_HEAD = [
	'| page | Performance | Accessibility | Best Practices | SEO | LCP | TBT | CLS | bytes | meets targets | host CPU index |',
	'| --- | --: | --: | --: | --: | --: | --: | --: | --: | :-: | --: |',
]

function report(
	results: Map<string, Map<string, Measurement>>,
	documents: Awaited<ReturnType<typeof documentTimes>>,
) {
	const prerendered = results.get(PRERENDERED) ?? new Map<string, Measurement>()
	const table = (name: string) => {
		const rows = results.get(name)
		return rows
			? [...TABLE_HEAD, ...PAGES.map((path) => formatRow(path, rows.get(path) as Measurement))]
			: []
	}
	const baseline = results.get(BASELINE)
	const againstBaseline = (path: string) => {
		const fast = prerendered.get(path)
		const slow = baseline?.get(path)
		if (!fast || !slow) return `| \`${path}\` | n/a |`
		return `| \`${path}\` | ${(fast.lcp / slow.lcp).toFixed(2)}× | ${Math.round(fast.tbt - slow.tbt)} ms | ${fast.performance - slow.performance} points |`
	}
	return [
		'# Performance',
		'',
		`Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: Lighthouse ${lighthouseVersion} (mobile preset, simulated throttling, 4x CPU slowdown) over ${protocol}, median of ${RUNS} runs per page, the builds taking turns on every run, ${chromiumVersion}, Node ${process.version}, ${cpus().length} cores, ${Math.round(totalmem() / 1024 ** 3)} GiB RAM.`,
		'',
		`Targets: Performance ≥ ${TARGETS.performance}, Accessibility, Best Practices and SEO 100; LCP ≤ ${TARGET_LCP_MS / 1000} s, TBT ≤ ${targetTbtMs(pages.home.path)} ms on the home page and ≤ ${targetTbtMs(pages.about.path)} ms elsewhere, CLS ≤ ${TARGET_CLS}.`,
		'',
		`## ${PRERENDERED} (what \`npm start\` serves)`,
		'',
		...table(PRERENDERED),
		'',
		...(baseline
			? [
					`## ${BASELINE}: ${baselineBuild}`,
					'',
					...table(BASELINE),
					'',
					'## This build against the baseline',
					'',
					'| page | LCP this ÷ baseline | TBT this − baseline | Performance this − baseline |',
					'| --- | --: | --: | --: |',
					...PAGES.map(againstBaseline),
					'',
				]
			: []),
		...documentReport(documents),
	].join('\n')
}

const PRERENDERED = 'Prerendered'
const BASELINE = 'Baseline'

if (!skipBuild || !existsSync(clientDirectory)) {
	execSync('npm run build', { cwd: projectRoot, stdio: 'inherit' })
}
const servers = [
	{ name: PRERENDERED, build: buildDirectory },
	...(baselineBuild ? [{ name: BASELINE, build: baselineBuild }] : []),
]
const listening = await Promise.all(
	servers.map(async ({ name, build }) => {
		const { server, origin } = await listen(build)
		const front = await behindCaddy(origin)
		return { name, server, origin, front }
	}),
)
const protocol = listening[0]?.front.origin.startsWith('https:')
	? 'HTTPS and HTTP/2 through Caddy with the deploy recipe'
	: 'plain HTTP/1.1 straight from the Node server (Caddy is not installed)'
const chromiumVersion = execSync(`${CHROMIUM} --version`, { encoding: 'utf8' }).trim()
const lighthouseVersion = execSync('npx lighthouse --version', {
	cwd: projectRoot,
	encoding: 'utf8',
}).trim()
const chrome = await launch({
	chromePath: CHROMIUM,
	// Caddy's local certificate is not one the browser trusts.
	chromeFlags: ['--headless=new', '--ignore-certificate-errors', ...chromiumFlags],
})
try {
	const documents = await documentTimes(listening[0]?.origin ?? '')
	const sites = listening.map(({ name, front }) => ({ name, origin: front.origin }))
	// One run first, not counted: the browser's first page load is slower than the rest.
	await measure(`${sites[0]?.origin}${PAGES[0]}`, chrome.port)
	const markdown = report(await benchmark(sites, chrome.port), documents)
	console.log(markdown)
	if (isFullRun) writeFileSync(join(projectRoot, 'docs/performance.md'), markdown)
} finally {
	chrome.kill()
	for (const { server, front } of listening) {
		await front.stop()
		server.close()
	}
}
