// A page of another language's edition shows no English sentence: one would be copy the content build
// let through untranslated (it lists those), or words the code writes itself instead of reading them
// from content.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { localizedPath, translatedLocales } from '../app/content/locales.ts'
import { prerenderPaths } from '../app/site/paths.ts'
import { clientDirectory } from '../server/build-directory.ts'
import { englishSentences } from '../tests/support/english-sentences.ts'
import { shownText, spokenLabels } from './shown-text.ts'

test('the English sentence finder tells a sentence from names, units and abbreviations', () => {
	expect(englishSentences('कृपया Please leave this field blank और')).toEqual([
		'Please leave this field blank',
	])
	expect(
		englishSentences(
			'Jalsetu Engineering Pvt. Ltd. · BOD 10 mg/L · 415 V, 50 Hz · 6 bar · ASME VIII Div. 1',
		),
	).toEqual([])
})

for (const code of translatedLocales) {
	test(`no ${code} page shows an English sentence, in its text or what it says aloud`, () => {
		const found = prerenderPaths.flatMap((path) => {
			const page = localizedPath(code, path)
			const html = readFileSync(join(clientDirectory, page, 'index.html'), 'utf8')
			return [shownText(html), ...spokenLabels(html)]
				.flatMap(englishSentences)
				.map((sentence) => `${page}: ${sentence}`)
		})
		expect([...new Set(found)]).toEqual([])
	})
}
