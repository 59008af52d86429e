// Runs before the typecheck, the tests and `react-router build`: checks content/ and writes its data as
// JSON under app/generated/content/, which the site imports, and each service's datasheet (PDF), or
// stops with every problem found.
// The dev server runs the same step again whenever a file under content/ changes (vite.config.ts).
import { spawn } from 'node:child_process'
import {
	existsSync,
	mkdirSync,
	readdirSync,
	readFileSync,
	rmSync,
	statSync,
	writeFileSync,
} from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { localeCodes, localeFolder, localizedPath } from '#app/content/locales.ts'
import { DATASHEETS } from '#app/site/datasheet-address.ts'
import { ContentError, loadContent } from './content.ts'

export const projectRoot = fileURLToPath(new URL('..', import.meta.url))
export const contentDirectory = join(projectRoot, 'content')
export const contentModules = join(projectRoot, 'app/generated/content')
const editionImports = join(projectRoot, 'scripts/edition-imports.ts')

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

/** Each edition's datasheets' sizes, by language and service, for the product pages' download links. */
function writeDatasheetSizes() {
	const sizes = Object.fromEntries(
		localeCodes.map((locale) => {
			const folder = join(projectRoot, 'public', localizedPath(locale, DATASHEETS))
			const files = readdirSync(folder).filter((name) => name.endsWith('.pdf'))
			return [
				locale,
				Object.fromEntries(
					files.map((name) => [basename(name, '.pdf'), statSync(join(folder, name)).size]),
				),
			]
		}),
	)
	writeFileSync(
		join(projectRoot, 'app/generated/datasheet-sizes.json'),
		`${JSON.stringify(sizes, null, '\t')}\n`,
	)
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
		// Each edition's datasheets, drawn from the modules just written, by a process that reads that
		// edition's words, side by side; each names its own problems.
		const drawn = await Promise.all(
			localeCodes.map(
				(locale) =>
					new Promise<number | null>((resolve) =>
						spawn(
							process.execPath,
							['--import', editionImports, join(projectRoot, 'scripts/datasheets.ts')],
							{ stdio: 'inherit', env: { ...process.env, SITE_LOCALE: locale } },
						).on('close', resolve),
					),
			),
		)
		if (drawn.some((status) => status !== 0)) process.exitCode = 1
		else writeDatasheetSizes()
	} catch (error) {
		if (!(error instanceof ContentError)) throw error
		console.error(error.message)
		process.exitCode = 1
	}
}
