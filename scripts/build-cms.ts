// Runs after `react-router build`: places the content editor at /cms/ in the build, its page and
// configuration from cms/ and the Sveltia CMS bundle from its package, so the editor is served by this
// site (its own policy, no third-party script host) and changes only when the lockfile does.
import { copyFileSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { clientDirectory } from '../server/build-directory.ts'

const source = new URL('../cms/', import.meta.url)
const target = join(clientDirectory, 'cms')
// The package exports only its module entry; the classic script is the file its docs load in a page.
const bundle = new URL('../node_modules/@sveltia/cms/dist/sveltia-cms.js', import.meta.url)

mkdirSync(target, { recursive: true })
for (const file of ['index.html', 'config.yml']) {
	copyFileSync(new URL(file, source), join(target, file))
}
copyFileSync(bundle, join(target, 'sveltia-cms.js'))
console.log('cms: /cms/ with Sveltia CMS')
