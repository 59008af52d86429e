// Runs before the typecheck, the tests and `react-router build` (`npm run content` runs it alone, the
// quick check of an edit): checks content/ and writes its data as JSON under app/generated/content/,
// which the site imports, or stops with every problem found. scripts/generate-datasheets.ts then
// draws the documents from what it wrote.
// The dev server runs the same step again whenever a file under content/ changes (vite.config.ts).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { localeCodes, localeFolder } from '#app/content/locales.ts'
import { ContentError, loadContent } from './content.ts'

export const projectRoot = fileURLToPath(new URL('..', import.meta.url))
export const contentDirectory = join(projectRoot, 'content')
export const contentModules = join(projectRoot, 'app/generated/content')

/**
 * Validates content/ and brings app/generated/content/ up to date, each language's edition under its
 * code (`hi/`, English at the top), rewriting only the files whose text changed so a running dev
 * server reloads just those. Throws a ContentError listing every problem; lists in `missing` each text
 * a language has no words for yet.
 */
export function writeContentModules(missing: string[] = []): number {
	const files = new Map<string, string>()
	for (const locale of localeCodes) {
		const edition = loadContent(projectRoot, join(projectRoot, 'app'), { locale, missing })
		for (const [path, text] of edition) files.set(`${localeFolder(locale)}${path}`, text)
	}
	const existing = existsSync(contentModules)
		? readdirSync(contentModules, { recursive: true, encoding: 'utf8' }).filter((name) =>
				/\.(json|ts)$/.test(name),
			)
		: []
	for (const name of existing) {
		if (!files.has(name)) rmSync(join(contentModules, name))
	}
	for (const [path, text] of files) {
		const file = join(contentModules, path)
		if (existsSync(file) && readFileSync(file, 'utf8') === text) continue
		mkdirSync(dirname(file), { recursive: true })
		writeFileSync(file, text)
	}
	return files.size
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
	try {
		const missing: string[] = []
		console.log(`content: ${writeContentModules(missing)} files from content/`)
		// A text not yet translated shows in English: the editors see the list, and the build goes on.
		if (missing.length > 0) {
			console.warn(`content: ${missing.length} texts not translated yet:`)
			for (const line of missing) console.warn(`  ${line}`)
		}
	} catch (error) {
		if (!(error instanceof ContentError)) throw error
		console.error(error.message)
		process.exitCode = 1
	}
}
