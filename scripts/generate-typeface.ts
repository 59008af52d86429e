// Runs before `react-router build` and `react-router dev`, after the content build: subsets the core
// faces of the typeface (scripts/typeface.ts) and writes, for each language's edition, the @font-face
// rules and the module root.tsx imports as #typeface (`faces.ts`: the stylesheet, and the core faces
// to preload). English's are in app/generated/typeface/, another language's in a folder of its code.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createFontStack } from '@capsizecss/core'
import { fromBuffer } from '@capsizecss/unpack'
import opentype from 'opentype.js'
import subsetFont from 'subset-font'
import { defaultLocale, localeCodes, locales } from '#app/content/locales.ts'
import { contentModules } from './generate-content.ts'
import { scriptWords, subsetForWords } from './shaped-subset.ts'
import {
	coreCodePoints,
	fallbackCodePoints,
	parseUnicodeRange,
	scriptFaces,
	typedTextFamily,
	typeface,
	unicodeRange,
} from './typeface.ts'

const outDirectory = fileURLToPath(new URL('../app/generated/typeface/', import.meta.url))
const CORE_FILE = 'manrope-core.woff2'
const resolveFile = (file: string) => createRequire(import.meta.url).resolve(file)
const latinFile = resolveFile(typeface.latinFile)
const { min, max } = typeface.coreWeights
const weights = { noHinting: true, variationAxes: { wght: { min, max } } }
const latinOptions = { ...weights, keepFeatures: [...typeface.coreFeatures] }

// The subsetter silently drops a character the typeface lacks; a page would then show a fallback glyph.
const latin = readFileSync(latinFile)
const sfnt = await subsetFont(latin, typeface.coreCharacters, {
	...latinOptions,
	targetFormat: 'sfnt',
})
const missing = Array.from(typeface.coreCharacters).filter(
	(char) => !opentype.parse(sfnt).hasChar(char),
)
if (missing.length > 0) throw new Error(`Manrope has no glyph for ${JSON.stringify(missing)}`)
const core = await subsetFont(latin, typeface.coreCharacters, {
	...latinOptions,
	targetFormat: 'woff2',
})
mkdirSync(outDirectory, { recursive: true })
writeFileSync(join(outDirectory, CORE_FILE), core)

// Every face declares the same weights: the browser first picks faces by weight and only then by
// unicode-range, so a face with other weights would never be combined with the core.
const face = (
	src: string,
	codePoints: Iterable<number>,
	family: string = typeface.family,
) => `@font-face {
	font-family: "${family}";
	font-style: normal;
	font-display: swap;
	font-weight: ${min} ${max};
	src: url("${src}") format("woff2-variations");
	unicode-range: ${unicodeRange(codePoints)};
}
`

// The stand-in: capsize's overrides for the system face against Manrope at the body's weight, 400
// (the variable file's default instance is its lightest), under the stand-in's name and faces.
const regular = await subsetFont(latin, typeface.coreCharacters, {
	targetFormat: 'sfnt',
	variationAxes: { wght: 400 },
})
const standIn = `${createFontStack([await fromBuffer(regular), typeface.standIn.metrics])
	.fontFaces.replace(/font-family: .*;/, `font-family: "${typeface.standIn.family}";`)
	.replace(/src: .*;/, `src: ${typeface.standIn.src};`)}\n`

/**
 * The runs of `range`'s characters in an edition's generated content and in the languages' own names
 * (the language switch): what its pages draw in the script's face.
 */
function wordsUsed(folder: string, range: ReadonlySet<number>) {
	const texts: string[] = Object.values(locales).map((locale) => locale.name)
	for (const name of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
		if (name.endsWith('.json')) texts.push(readFileSync(join(folder, name), 'utf8'))
	}
	return new Set(texts.flatMap((text) => scriptWords(text, range)))
}

for (const locale of localeCodes) {
	const folder = locale === defaultLocale ? outDirectory : join(outDirectory, locale)
	mkdirSync(folder, { recursive: true })
	const from = (file: string) => relative(folder, file) || '.'
	const faces = [
		standIn,
		face(from(latinFile), fallbackCodePoints()),
		face(`./${from(join(outDirectory, CORE_FILE))}`, coreCodePoints()),
	]
	const preloads = [from(join(outDirectory, CORE_FILE))]
	const script = scriptFaces[locale]
	if (script) {
		const range = parseUnicodeRange(script.range)
		// Joiners steer how conjuncts form; they are kept whether or not the copy types them.
		const words = [...wordsUsed(join(contentModules, locale), range), '\u200c\u200d']
		const scriptFile = resolveFile(script.file)
		const subset = await subsetForWords(readFileSync(scriptFile), words, { min, max })
		const scriptCore = `${script.name}-core.woff2`
		writeFileSync(join(folder, scriptCore), subset)
		const corePoints = new Set(
			words.flatMap((word) => Array.from(word, (c) => c.codePointAt(0) ?? 0)),
		)
		faces.push(
			face(
				from(scriptFile),
				[...range].filter((point) => !corePoints.has(point)),
			),
			face(`./${scriptCore}`, corePoints),
			face(from(scriptFile), range, typedTextFamily),
			`/* What a visitor types may join letters the copy never does: fields draw it from the whole face. */
input:not(:placeholder-shown), textarea:not(:placeholder-shown) {
	font-family: "${typedTextFamily}", var(--font-sans);
}
`,
		)
		preloads.push(scriptCore)
		console.log(
			`typeface: ${locale} core face ${subset.length} bytes for ${corePoints.size} characters, ${words.length} words`,
		)
	}
	writeFileSync(
		join(folder, 'typeface.css'),
		`/* Generated by scripts/generate-typeface.ts; see scripts/typeface.ts. */\n${faces.join('\n')}`,
	)
	writeFileSync(
		join(folder, 'faces.ts'),
		`// Generated by scripts/generate-typeface.ts: the ${locale} edition's typeface.
import './typeface.css'
${preloads.map((file, index) => `import face${index} from '${file.startsWith('.') ? file : `./${file}`}?url'\n`).join('')}
/** The core faces, which every page preloads. */
export const preloadedFaces: readonly string[] = [${preloads.map((_, index) => `face${index}`).join(', ')}]
`,
	)
}
console.log(`typeface: core face ${core.length} bytes for ${coreCodePoints().size} characters`)
