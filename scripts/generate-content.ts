// Runs before the typecheck, the tests and `react-router build`: checks content/ and writes its data as
// JSON under app/generated/content/, which the site imports, and each service's datasheet (PDF), or
// stops with every problem found.
// The dev server runs the same step again whenever a file under content/ changes (vite.config.ts).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ContentError, loadContent } from './content.ts'

export const projectRoot = fileURLToPath(new URL('..', import.meta.url))
export const contentDirectory = join(projectRoot, 'content')
const outDirectory = join(projectRoot, 'app/generated/content')

/**
 * Validates content/ and brings app/generated/content/ up to date, rewriting only the files whose
 * text changed so a running dev server reloads just those. Throws a ContentError listing every problem.
 */
export function writeContentModules(): number {
	const files = loadContent(projectRoot, join(projectRoot, 'app'))
	const existing = existsSync(outDirectory)
		? readdirSync(outDirectory, { recursive: true, encoding: 'utf8' }).filter((name) =>
				/\.(json|ts)$/.test(name),
			)
		: []
	for (const name of existing) {
		if (!files.has(name)) rmSync(join(outDirectory, name))
	}
	for (const [path, text] of files) {
		const file = join(outDirectory, path)
		if (existsSync(file) && readFileSync(file, 'utf8') === text) continue
		mkdirSync(dirname(file), { recursive: true })
		writeFileSync(file, text)
	}
	return files.size
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
	try {
		console.log(`content: ${writeContentModules()} files from content/`)
		// The datasheets read the modules just written, so they are imported only now.
		const { writeDatasheets } = await import('./datasheets.ts')
		console.log(`content: ${await writeDatasheets()} datasheets in public/datasheets/`)
	} catch (error) {
		if (!(error instanceof ContentError)) throw error
		console.error(error.message)
		process.exitCode = 1
	}
}
