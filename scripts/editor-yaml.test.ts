import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { parse } from 'yaml'
import { editorYaml, yamlFiles } from './editor-yaml.ts'

test('every content file is kept as the editor writes it (npm run format), so an editor changing one sentence changes one line', () => {
	const files = yamlFiles(fileURLToPath(new URL('../content', import.meta.url)))
	expect(files.length).toBeGreaterThan(0)
	for (const file of files) {
		const text = readFileSync(file, 'utf8')
		expect.soft(text, `${file}: run npm run format`).toBe(editorYaml(parse(text)))
	}
})
