import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { expect, test } from 'vitest'

// The code is layered so a maintainer finds each kind of code in one place, and every import points
// sideways or down: routes → components (and hooks) → site → content → lib. Content is plain data
// that Node can load for the server and scripts; lib imports nothing from the app.
const LAYER_RANK: Readonly<Record<string, number>> = {
	lib: 0,
	content: 1,
	site: 2,
	hooks: 3,
	components: 3,
	routes: 4,
}

const appDirectory = import.meta.dirname
const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*'([^']+)'|import\(\s*'([^']+)'\s*\)/g

const sourceFiles = readdirSync(appDirectory, { recursive: true, encoding: 'utf8' })
	.filter((file) => /\.tsx?$/.test(file) && !file.includes('+types'))
	.map((file) => join(appDirectory, file))

/** The app folder a file or import target sits in ("content", "site"…), or undefined outside them. */
const layerOf = (file: string) => {
	const [folder] = relative(appDirectory, file).split('/')
	return folder !== undefined && folder in LAYER_RANK ? folder : undefined
}

const targetOf = (file: string, specifier: string) => {
	if (specifier.startsWith('#app/')) return join(appDirectory, specifier.slice('#app/'.length))
	if (specifier.startsWith('.')) return resolve(dirname(file), specifier)
	return undefined
}

/** Every import of the app that points from a lower layer up to a higher one. */
function upwardImports(): string[] {
	return sourceFiles.flatMap((file) => {
		const from = layerOf(file)
		if (from === undefined) return []
		const source = readFileSync(file, 'utf8')
		return [...source.matchAll(IMPORT)].flatMap((match) => {
			const target = targetOf(file, match[1] ?? match[2] ?? '')
			const to = target === undefined ? undefined : layerOf(target)
			if (to === undefined || (LAYER_RANK[to] ?? 0) <= (LAYER_RANK[from] ?? 0)) return []
			return [`${relative(appDirectory, file)} → ${relative(appDirectory, target ?? '')}`]
		})
	})
}

test('imports point only sideways or down: routes → components → site → content → lib', () => {
	expect(sourceFiles.length).toBeGreaterThan(50)
	expect(upwardImports()).toEqual([])
})
