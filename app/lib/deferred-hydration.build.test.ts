// Checked on the prerendered documents themselves, so a change in what React Router's <Scripts> writes
// (another attribute, another order) fails here rather than silently loading the modules at once.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { clientDirectory } from '../../server/build-directory.ts'
import { siteDocuments } from '../../server/site-rules.ts'

const documents = siteDocuments(clientDirectory).map(({ file }) => ({
	file,
	html: readFileSync(join(clientDirectory, file), 'utf8'),
}))
const TEMPLATE = /<template id="hydration-modules">([\s\S]*?)<\/template>/

test('every prerendered page holds all its module preloads and its module script back for after the first paint', () => {
	expect(documents.length).toBeGreaterThan(20)
	for (const { file, html } of documents) {
		const held = html.match(TEMPLATE)?.[1] ?? ''
		const outside = html.replace(TEMPLATE, '')
		expect.soft(held.match(/<link rel="modulepreload"/g)?.length ?? 0, file).toBeGreaterThan(3)
		expect.soft(held.match(/<script type="module"[^>]*>[\s\S]*?import\(/g), file).toHaveLength(1)
		expect.soft(outside, file).not.toMatch(/modulepreload|type="module"/)
	}
})

test("the router's context is defined before the held modules and its stream closes after them", () => {
	for (const { file, html } of documents) {
		const template = html.search(TEMPLATE)
		expect.soft(html.indexOf('window.__reactRouterContext ='), file).toBeLessThan(template)
		expect.soft(html.lastIndexOf('streamController.close()'), file).toBeGreaterThan(template)
	}
})

test('every prerendered page carries its content in place, with no script needed to reveal any part', () => {
	for (const { file, html } of documents) {
		expect.soft(html, file).not.toMatch(/<template id="B:|<div hidden id="S:|\$RC\(|rel="expect"/)
	}
})
