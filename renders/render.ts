// Renders the equipment pictures: each model in renders/models/ drawn by three.js in Chromium (the
// studio is renders/studio.ts), at twice the frame and downsized, saved as a WebP with its alpha to
// app/assets/renders/<model>.webp, where the site's image pipeline makes its sizes and formats.
//
//   node renders/render.ts                 every model
//   node renders/render.ts ro-skid uf-skid  the models named
//   node renders/render.ts --out /tmp/look  PNGs to look at, leaving the site's pictures as they are
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { stripTypeScriptTypes } from 'node:module'
import { basename, join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import sharp from 'sharp'

const root = join(import.meta.dirname, '..')
const modelFolder = join(root, 'renders', 'models')
export const RENDER_FOLDER = join(root, 'app', 'assets', 'renders')

const { values, positionals } = parseArgs({
	allowPositionals: true,
	options: { out: { type: 'string' }, scale: { type: 'string', default: '2' } },
})
const names =
	positionals.length > 0
		? positionals
		: readdirSync(modelFolder)
				.filter((file) => file.endsWith('.ts'))
				.map((file) => basename(file, '.ts'))

const ORIGIN = 'http://renders.local'
const page = (name: string) => `<!doctype html><meta charset="utf-8">
<script type="importmap">{"imports":{"three":"/three/build/three.module.js","three/addons/":"/three/examples/jsm/"}}</script>
<script type="module">
import { renderModel } from '/renders/studio.ts'
import model from '/renders/models/${name}.ts'
try { window.rendered = renderModel(model, ${Number(values.scale)}) } catch (error) { window.rendered = 'error:' + error.stack }
</script>`

const browser = await chromium.launch({
	executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
	args: ['--no-sandbox', '--disable-gpu', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
})
let failed = false
try {
	for (const name of names) {
		const started = performance.now()
		const tab = await browser.newPage()
		tab.on('pageerror', (error) => console.error(`${name}: ${error.message}`))
		await tab.route(`${ORIGIN}/**`, (route) => {
			const path = new URL(route.request().url()).pathname
			if (path === '/') return route.fulfill({ contentType: 'text/html', body: page(name) })
			const file = path.startsWith('/three/') ? join(root, 'node_modules', path) : join(root, path)
			if (!existsSync(file)) return route.fulfill({ status: 404 })
			const source = readFileSync(file, 'utf8')
			const body = file.endsWith('.ts') ? stripTypeScriptTypes(source) : source
			return route.fulfill({ contentType: 'text/javascript', body })
		})
		await tab.goto(`${ORIGIN}/`, { waitUntil: 'commit' })
		// Software WebGL on a busy two-core machine takes minutes for the largest plants.
		const rendered = await tab
			.waitForFunction(() => (window as unknown as { rendered?: string }).rendered, null, {
				timeout: 600_000,
			})
			.then((handle) => handle.jsonValue())
			.catch((error: Error) => `error:${error.message}`)
		await tab.close()
		if (typeof rendered !== 'string' || rendered.startsWith('error:')) {
			console.error(`${name}: ${rendered}`)
			failed = true
			continue
		}
		const png = Buffer.from(rendered.slice(rendered.indexOf(',') + 1), 'base64')
		const picture = sharp(png).resize(1600, 1200, { kernel: 'lanczos3' })
		const file = values.out ? join(values.out, `${name}.png`) : join(RENDER_FOLDER, `${name}.webp`)
		if (values.out) writeFileSync(file, await picture.png().toBuffer())
		else
			writeFileSync(
				file,
				await picture.webp({ quality: 90, alphaQuality: 100, effort: 6 }).toBuffer(),
			)
		console.log(`${name}: ${file} in ${((performance.now() - started) / 1000).toFixed(1)} s`)
	}
} finally {
	await browser.close()
}
if (failed) process.exitCode = 1
