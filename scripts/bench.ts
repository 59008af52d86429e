// `npm run bench`: Lighthouse (mobile preset, simulated throttling, system Chromium) three times on each
// key page of the production build, and the same on a plain client-rendered build of the same app, so
// the gain of prerendering is a measured ratio. Prints the medians and writes docs/performance.md.
import { execSync } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { cpus, totalmem } from 'node:os'
import { join } from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import sirv from 'sirv'
import { pages } from '../app/content/pages.ts'
import { servicePath, services } from '../app/content/services.ts'
import { createSiteHandler } from '../server/site-handler.ts'
import { chromiumFlags, chromiumPath } from './chromium.ts'
import { precompress } from './precompress.ts'

// `npm run bench -- --no-build --runs=1 /contact` re-measures quickly while working on one page;
// the committed report always comes from the full run.
const cliOption = (name: string) =>
	process.argv.find((argument) => argument.startsWith(`--${name}=`))?.split('=')[1]
const RUNS = Number(cliOption('runs') ?? 3)
const KEY_PAGES = [
	pages.home.path,
	pages.about.path,
	pages.services.path,
	servicePath(services[0]),
	pages.ourWork.path,
	pages.contact.path,
]
const requestedPages = process.argv.slice(2).filter((argument) => argument.startsWith('/'))
const PAGES = requestedPages.length > 0 ? requestedPages : KEY_PAGES
const TARGETS = { performance: 98, accessibility: 100, bestPractices: 100, seo: 100 }
const TARGET_LCP_MS = 1500
const TARGET_TBT_MS = 50
const TARGET_CLS = 0.01

const CHROMIUM = chromiumPath ?? 'chromium'

type Measurement = {
	performance: number
	accessibility: number
	bestPractices: number
	seo: number
	lcp: number
	tbt: number
	cls: number
	bytes: number
}

const projectRoot = new URL('..', import.meta.url).pathname
const prerenderedBuild = join(projectRoot, 'build')
const clientRenderedBuild = join(projectRoot, 'build/client-rendered')

const skipBuild = process.argv.includes('--no-build')
const isFullRun = PAGES === KEY_PAGES && RUNS === 3

function build() {
	const run = (command: string, environment: Record<string, string> = {}) =>
		execSync(command, {
			cwd: projectRoot,
			stdio: 'inherit',
			env: { ...process.env, ...environment },
		})
	if (!skipBuild || !existsSync(join(prerenderedBuild, 'client'))) run('npm run build')
	if (!skipBuild || !existsSync(join(clientRenderedBuild, 'client'))) {
		run('npx react-router build', { BUILD_DIR: 'build/client-rendered', CLIENT_RENDERED_ONLY: '1' })
		precompress(join(clientRenderedBuild, 'client'))
	}
}

function listen(
	handler: Parameters<typeof createServer>[1],
): Promise<{ server: Server; origin: string }> {
	return new Promise((resolve) => {
		const server = createServer(handler)
		server.listen(0, '127.0.0.1', () => {
			const address = server.address()
			const port = typeof address === 'object' && address ? address.port : 0
			resolve({ server, origin: `http://127.0.0.1:${port}` })
		})
	})
}

const median = (values: number[]) => {
	const sorted = [...values].sort((a, b) => a - b)
	return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

async function measure(url: string, port: number): Promise<Measurement> {
	// The full-page screenshot stretches the viewport, which would pull in lazy content (the map) that a
	// visitor only loads by scrolling.
	const result = await lighthouse(url, {
		port,
		output: 'json',
		logLevel: 'error',
		disableFullPageScreenshot: true,
	})
	if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
	const { categories, audits } = result.lhr
	const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
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
	}
}

async function benchmark(origin: string, port: number) {
	const results = new Map<string, Measurement>()
	for (const path of PAGES) {
		const runs: Measurement[] = []
		for (let run = 0; run < RUNS; run += 1) runs.push(await measure(`${origin}${path}`, port))
		const medianOf = (key: keyof Measurement) => median(runs.map((entry) => entry[key]))
		const row: Measurement = {
			performance: medianOf('performance'),
			accessibility: medianOf('accessibility'),
			bestPractices: medianOf('bestPractices'),
			seo: medianOf('seo'),
			lcp: medianOf('lcp'),
			tbt: medianOf('tbt'),
			cls: medianOf('cls'),
			bytes: medianOf('bytes'),
		}
		console.log(path, row)
		results.set(path, row)
	}
	return results
}

const meetsTargets = (row: Measurement) =>
	row.performance >= TARGETS.performance &&
	row.accessibility >= TARGETS.accessibility &&
	row.bestPractices >= TARGETS.bestPractices &&
	row.seo >= TARGETS.seo &&
	row.lcp <= TARGET_LCP_MS &&
	row.tbt <= TARGET_TBT_MS &&
	row.cls <= TARGET_CLS

const formatRow = (path: string, row: Measurement) =>
	`| \`${path}\` | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${(row.lcp / 1000).toFixed(2)} s | ${Math.round(row.tbt)} ms | ${row.cls.toFixed(3)} | ${Math.round(row.bytes / 1024)} KiB | ${meetsTargets(row) ? 'yes' : '**no**'} |`

const TABLE_HEAD = [
	'| page | Performance | Accessibility | Best Practices | SEO | LCP | TBT | CLS | bytes | meets targets |',
	'| --- | --: | --: | --: | --: | --: | --: | --: | --: | :-: |',
]

function report(
	prerendered: Map<string, Measurement>,
	clientRendered: Map<string, Measurement>,
	chromiumVersion: string,
) {
	const ratioRows = PAGES.map((path) => {
		const fast = prerendered.get(path)
		const slow = clientRendered.get(path)
		if (!fast || !slow) return `| \`${path}\` | n/a | n/a |`
		return `| \`${path}\` | ${(slow.lcp / fast.lcp).toFixed(2)}× | ${fast.performance - slow.performance} points |`
	})
	return [
		'# Performance',
		'',
		`Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: Lighthouse ${lighthouseVersion()} (mobile preset, simulated throttling), median of ${RUNS} runs per page, ${chromiumVersion}, Node ${process.version}, ${cpus().length} cores, ${Math.round(totalmem() / 1024 ** 3)} GiB RAM.`,
		'',
		`Targets (issue 8): Performance ≥ ${TARGETS.performance}, Accessibility, Best Practices and SEO 100; LCP ≤ ${TARGET_LCP_MS / 1000} s, TBT ≤ ${TARGET_TBT_MS} ms, CLS ≤ ${TARGET_CLS}.`,
		'',
		'## Prerendered (what `npm start` serves)',
		'',
		...TABLE_HEAD,
		...PAGES.map((path) => formatRow(path, prerendered.get(path) as Measurement)),
		'',
		'## Plain client-rendered build of the same app (no prerendering), for comparison',
		'',
		...TABLE_HEAD,
		...PAGES.map((path) => formatRow(path, clientRendered.get(path) as Measurement)),
		'',
		'## Gain of prerendering',
		'',
		'| page | client-rendered LCP ÷ prerendered LCP | Performance points gained |',
		'| --- | --: | --: |',
		...ratioRows,
		'',
	].join('\n')
}

function lighthouseVersion() {
	return execSync('npx lighthouse --version', { cwd: projectRoot, encoding: 'utf8' }).trim()
}

build()
const prerenderedSite = await listen(createSiteHandler(join(prerenderedBuild, 'client')))
const clientRenderedSite = await listen(
	sirv(join(clientRenderedBuild, 'client'), { single: true, gzip: true, brotli: true, etag: true }),
)
const chrome = await launch({
	chromePath: CHROMIUM,
	chromeFlags: ['--headless=new', ...chromiumFlags],
})
try {
	const chromiumVersion = execSync(`${CHROMIUM} --version`, { encoding: 'utf8' }).trim()
	console.log('Prerendered build')
	const prerendered = await benchmark(prerenderedSite.origin, chrome.port)
	console.log('Client-rendered build')
	const clientRendered = await benchmark(clientRenderedSite.origin, chrome.port)
	const markdown = report(prerendered, clientRendered, chromiumVersion)
	console.log(markdown)
	if (isFullRun) writeFileSync(join(projectRoot, 'docs/performance.md'), markdown)
} finally {
	chrome.kill()
	prerenderedSite.server.close()
	clientRenderedSite.server.close()
}
