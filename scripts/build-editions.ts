// Runs after the English `react-router build`: builds every other language's edition (the same routes
// under /<code>/, with its own words) and puts its client files beside the English ones: its pages
// under /<code>/, its assets in the one /assets/ folder, where a file of the same name is the same
// file (each name carries a hash of its contents). Its server build stays in build/<code>/server.
import { execFileSync } from 'node:child_process'
import { cpSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { translatedLocales } from '#app/content/locales.ts'
import { clientDirectory, editionDirectory } from '../server/build-directory.ts'
import { projectRoot } from './generate-content.ts'

for (const locale of translatedLocales) {
	execFileSync(join(projectRoot, 'node_modules/.bin/react-router'), ['build'], {
		stdio: 'inherit',
		env: { ...process.env, SITE_LOCALE: locale },
	})
	const editionClient = join(editionDirectory(locale), 'client')
	cpSync(editionClient, clientDirectory, { recursive: true, force: false })
	rmSync(editionClient, { recursive: true })
}
