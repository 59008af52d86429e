// Runs before the typecheck, the tests and `react-router build`: turns content/ into the modules of
// plain data under app/generated/content/ that the site imports, and stops with every problem found.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ContentError, loadContent } from './content.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const outDirectory = join(root, 'app/generated/content')

try {
	const modules = loadContent(root, join(root, 'app'))
	rmSync(outDirectory, { recursive: true, force: true })
	for (const [path, text] of modules) {
		mkdirSync(dirname(join(outDirectory, path)), { recursive: true })
		writeFileSync(join(outDirectory, path), text)
	}
	console.log(`content: ${modules.size} modules from content/`)
} catch (error) {
	if (!(error instanceof ContentError)) throw error
	console.error(error.message)
	process.exitCode = 1
}
