// The editor as the build serves it: its configuration says where it signs in and saves, as the
// company wrote it once in its content, and its page's policy lets it reach exactly the API that
// configuration names.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { parse } from 'yaml'
import { CMS_PATH } from '#app/site/security-headers.ts'
import company from '#content/company.json' with { type: 'json' }
import { clientDirectory } from '../server/build-directory.ts'
import { siteDocuments } from '../server/site-app.ts'

type ServedConfig = {
	backend: { name: string; repo: string; branch: string; base_url: string; api_root?: string }
	site_url: string
}
const served = parse(
	readFileSync(join(clientDirectory, CMS_PATH, 'config.yml'), 'utf8'),
) as ServedConfig
/** Where Sveltia's GitHub backend calls the API when its configuration names no other root. */
const SVELTIA_DEFAULT_API = 'https://api.github.com'

test('the editor signs in to the repository, branch and relay the company set in its content', () => {
	expect(served.backend).toMatchObject({
		name: 'github',
		repo: company.cms.repository,
		branch: company.cms.branch,
		base_url: company.cms.authRelay,
	})
	expect(served.site_url).toBe(company.origin)
})

test("the editor's policy lets it call the API its configuration names, and not its sign-in relay", () => {
	const editor = siteDocuments(clientDirectory).find(({ file }) => file === `${CMS_PATH}index.html`)
	const connect = editor?.csp.split('; ').find((directive) => directive.startsWith('connect-src '))
	const apiOrigin = new URL(served.backend.api_root ?? SVELTIA_DEFAULT_API).origin
	expect(connect?.split(' ')).toContain(apiOrigin)
	expect(editor?.csp).not.toContain(new URL(served.backend.base_url).origin)
})
