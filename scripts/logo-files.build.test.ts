// A client's PNG logo goes the whole way from the logos file to the page: the content build accepts
// it, the logo component's import is converted by the site's image plugin, and the component renders
// the converted file. The site's own logos are SVG, so this builds a copy of the content and assets
// with a PNG logo made here with sharp.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { parse, stringify } from 'yaml'
import type { ClientLogo as ClientLogoComponent } from '#app/components/ui/client-logo.tsx'
import type { LogoItem } from '#app/content/logos.ts'
import { LOGO_BOX, LOGO_FOLDER } from '#app/lib/logo-files.ts'
import { loadContent } from './content.ts'
import { buildWithImageConversion } from './image-build-fixture.ts'

const root = join(import.meta.dirname, '..')
// Inside the project, so the built module finds React and the fixture is cleaned up with it.
const work = mkdtempSync(join(root, 'node_modules/.logo-build-'))
const client = { id: '', name: 'Kaveri Dairy', file: `${LOGO_FOLDER}/kaveri-dairy.png` }
let built: { ClientLogo: typeof ClientLogoComponent; clientLogos: readonly LogoItem[] }

beforeAll(async () => {
	cpSync(join(root, 'content'), join(work, 'content'), { recursive: true })
	cpSync(join(root, 'app/assets'), join(work, 'app/assets'), { recursive: true })
	// A wide logo with a transparent background, as a client's designer exports one.
	await sharp({
		create: { width: 1500, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
	})
		.composite([
			{
				input: { create: { width: 1300, height: 200, channels: 4, background: '#0a84a3' } },
				top: 50,
				left: 100,
			},
		])
		.png()
		.toFile(join(work, client.file))
	const clientsFile = join(work, 'content/logos/clients.yaml')
	const clients = parse(readFileSync(clientsFile, 'utf8'))
	// An id no client has yet.
	client.id = `kaveri-dairy-${clients.logos.length + 1}`
	clients.logos.push(client)
	writeFileSync(clientsFile, stringify(clients))

	writeFileSync(
		join(work, 'clients.json'),
		loadContent(work, join(work, 'app')).get('clients.json') ?? '',
	)
	writeFileSync(
		join(work, 'entry.ts'),
		`export { ClientLogo } from ${JSON.stringify(join(root, 'app/components/ui/client-logo.tsx'))}\nexport { default as clientLogos } from './clients.json'\n`,
	)
	// The logo component finds logo files under the build's root, here the copy's app/assets/logos.
	built = await buildWithImageConversion(work, 'entry')
}, 120_000)
afterAll(() => rmSync(work, { recursive: true, force: true }))

test("a client's PNG logo shows as an image of the converted file, fitted to the logo box at twice its size", async () => {
	const logo = built.clientLogos.find((entry) => entry.id === client.id)
	if (!logo) throw new Error('the built clients module lacks the new client')
	const html = renderToStaticMarkup(createElement(built.ClientLogo, { logo }))
	const src = html.match(/^<img src="([^"]+)"/)?.[1] ?? ''
	expect(src).toMatch(/^\/assets\/kaveri-dairy-[^/]+\.webp$/)
	expect(html).toContain(`alt="${client.name}"`)
	const converted = await sharp(join(work, 'out', src)).metadata()
	expect(converted.format).toBe('webp')
	expect(converted.hasAlpha).toBe(true)
	// 1500 × 300 fitted into twice the 3:1 box keeps its 5:1 shape.
	expect(converted.width).toBe(LOGO_BOX.width * 2)
	expect(converted.height).toBe((LOGO_BOX.width * 2) / 5)
})
