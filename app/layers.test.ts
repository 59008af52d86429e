import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { expect, test } from 'vitest'

// The code is layered so a maintainer finds each kind of code in one place, and every import points
// sideways or down. Inside the app: routes → components (and hooks) → site → content → lib; content
// is plain data that Node can load for the server and scripts; lib imports nothing from the app. The
// server sits between them: route modules call its actions and loaders, and it reads the app's
// lower layers, never its components or routes. The app's entry files stand on all of that; the build
// and deploy scripts, the CMS's files, the tests' helpers and the tool configurations on everything.
const LAYER_RANK: Readonly<Record<string, number>> = {
	'app/assets': 0,
	'app/lib': 0,
	'app/content': 1,
	'app/generated': 1,
	'app/site': 2,
	'app/hooks': 3,
	'app/components': 3,
	server: 3.5,
	'app/routes': 4,
	app: 5,
	cms: 6,
	scripts: 6,
	tests: 6,
	'.': 6,
}

const root = join(import.meta.dirname, '..')
const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*'([^']+)'|import\(\s*'([^']+)'\s*\)/g
const SOURCE = /\.(ts|tsx|js|mjs)$/
const TEST = /\.(test|spec)\.|(^|\/)(tests|generated|\+types)\//

const sourceFiles = [
	...readdirSync(root, { encoding: 'utf8' }).filter((file) => SOURCE.test(file)),
	...['app', 'server', 'scripts', 'cms'].flatMap((folder) =>
		readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' }).map((file) =>
			join(folder, file),
		),
	),
].filter((file) => SOURCE.test(file) && !TEST.test(file))

/** The layer a file sits in: the longest folder of LAYER_RANK that holds it. */
const layerOf = (file: string) => {
	const folders = dirname(file).split('/')
	for (let depth = folders.length; depth > 0; depth--) {
		const folder = folders.slice(0, depth).join('/')
		if (folder in LAYER_RANK) return folder
	}
	return '.'
}

// The import map of package.json: `#content/` is the checked content the build writes.
const ALIASES: Readonly<Record<string, string>> = {
	'#app/': 'app/',
	'#server/': 'server/',
	'#content/': 'app/generated/content/',
}

const targetOf = (file: string, specifier: string) => {
	for (const [alias, folder] of Object.entries(ALIASES))
		if (specifier.startsWith(alias)) return join(folder, specifier.slice(alias.length))
	if (specifier.startsWith('.')) return relative(root, resolve(root, dirname(file), specifier))
	return undefined
}

/** Every import that points from a lower layer up to a higher one. */
function upwardImports(): string[] {
	return sourceFiles.flatMap((file) => {
		const from = layerOf(file)
		const source = readFileSync(join(root, file), 'utf8')
		return [...source.matchAll(IMPORT)].flatMap((match) => {
			const target = targetOf(file, match[1] ?? match[2] ?? '')
			if (target === undefined) return []
			const to = layerOf(target)
			if ((LAYER_RANK[to] ?? 0) <= (LAYER_RANK[from] ?? 0)) return []
			return [`${file} → ${target}`]
		})
	})
}

test('imports point only sideways or down, across the whole repository', () => {
	expect(sourceFiles.filter((file) => file.startsWith('server/')).length).toBeGreaterThan(10)
	expect(upwardImports()).toEqual([])
})

test('content is read one way: the modules of app/content import the checked content, and a route its own page’s words', () => {
	const readsOf = (file: string) =>
		[...readFileSync(join(root, file), 'utf8').matchAll(IMPORT)]
			.map((match) => targetOf(file, match[1] ?? match[2] ?? '') ?? '')
			.filter((target) => target.startsWith('app/generated/content/'))
	const readers = sourceFiles.filter((file) => readsOf(file).length > 0)
	expect(readers.length).toBeGreaterThan(5)
	// A page's description and banner are read by its route alone, so no page carries another's.
	const ownPageWords = (file: string) =>
		file.startsWith('app/routes/') &&
		readsOf(file).every((target) => target.startsWith('app/generated/content/site/pages/'))
	expect(readers.filter((file) => !file.startsWith('app/content/') && !ownPageWords(file))).toEqual(
		[],
	)
})
