// Checked on the prerendered documents themselves: a page must be complete for a visitor or a crawler
// without JavaScript.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { clientDirectory } from '../server/build-directory.ts'
import { siteDocuments } from '../server/site-app.ts'

test('every prerendered page carries its content in place, with no script needed to reveal any part', () => {
	const documents = siteDocuments(clientDirectory)
	expect(documents.length).toBeGreaterThan(20)
	for (const { file } of documents) {
		const html = readFileSync(join(clientDirectory, file), 'utf8')
		expect.soft(html, file).not.toMatch(/<template id="B:|<div hidden id="S:|\$RC\(|rel="expect"/)
	}
})
