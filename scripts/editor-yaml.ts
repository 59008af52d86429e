// The content editor (Sveltia CMS) writes a saved file with its YAML defaults: two-space indents,
// list items indented, no line wrapping, quotes only where a value needs them (single ones). Files
// kept in that same form change by one line when an editor changes one sentence, instead of the
// whole file being re-wrapped; `npm run format` rewrites them so, and a unit test holds them to it.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse, stringify } from 'yaml'

/** `data` as the editor writes it to a file. */
export const editorYaml = (data: unknown) =>
	`${stringify(data, {
		indent: 2,
		indentSeq: true,
		lineWidth: 0,
		defaultKeyType: 'PLAIN',
		defaultStringType: 'PLAIN',
		singleQuote: true,
	}).trim()}\n`

/** Every YAML file under `folder`, as a path joined to it. */
export const yamlFiles = (folder: string) =>
	readdirSync(folder, { recursive: true, encoding: 'utf8' })
		.filter((name) => /\.ya?ml$/.test(name))
		.sort()
		.map((name) => join(folder, name))

if (import.meta.main) {
	const folder = new URL('../content', import.meta.url).pathname
	for (const file of yamlFiles(folder)) {
		const text = readFileSync(file, 'utf8')
		const written = editorYaml(parse(text))
		if (written !== text) {
			writeFileSync(file, written)
			console.log(`format: ${file}`)
		}
	}
}
