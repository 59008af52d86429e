// A subset by characters keeps every glyph the font's substitutions can form from them. For a script
// whose letters join, that is most of the font: the Hindi edition's 61 Devanagari characters keep 475
// glyphs (51 KB), where its words are drawn with 175 (26 KB). This subset keeps only the glyphs
// HarfBuzz, the shaper Chrome and Firefox use, draws the given words with, and the font's layout rules
// among them, then checks that it draws every word as the whole font does. Text from elsewhere (what a
// visitor types) may form a conjunct it lacks, so fields are set in the whole font (`typedTextFamily`
// in scripts/typeface.ts).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import * as fontkit from 'fontkit'
import { convert } from 'fontverter'
import * as hb from 'harfbuzzjs'

// HarfBuzz's subsetter as compiled to WebAssembly: C functions over numbers and pointers.
type HarfBuzzSubset = { memory: WebAssembly.Memory } & Record<
	| '_initialize'
	| 'malloc'
	| 'free'
	| `hb_blob_${'create' | 'destroy' | 'get_data' | 'get_length'}`
	| `hb_face_${'create' | 'destroy' | 'reference_blob'}`
	| `hb_set_${'add' | 'clear' | 'invert'}`
	| `hb_subset_input_${'create_or_fail' | 'destroy' | 'unicode_set' | 'glyph_set' | 'set' | 'get_flags' | 'set_flags' | 'set_axis_range'}`
	| 'hb_subset_or_fail',
	(...args: number[]) => number
>

// From HarfBuzz's hb-subset.h and hb-blob.h.
const MEMORY_MODE_WRITABLE = 2
const SETS_LAYOUT_FEATURE_TAG = 6
const FLAGS_NO_HINTING = 0x1
const FLAGS_NO_LAYOUT_CLOSURE = 0x200
const tag = (name: string) =>
	[...name].reduce((value, char) => (value << 8) + char.charCodeAt(0), 0)

let subsetter: Promise<HarfBuzzSubset> | undefined
const loadSubsetter = () => {
	const wasm = createRequire(import.meta.url).resolve('harfbuzzjs/dist/harfbuzz-subset.wasm')
	subsetter ??= WebAssembly.instantiate(readFileSync(wasm)).then(({ instance }) => {
		const exports = instance.exports as unknown as HarfBuzzSubset
		exports._initialize()
		return exports
	})
	return subsetter
}

type WeightRange = { readonly min: number; readonly max: number }

/** HarfBuzz's subset of `font` (TrueType) to these characters and glyphs, as TrueType. */
async function subsetTo(
	font: Uint8Array,
	characters: Iterable<number>,
	glyphs: Iterable<number>,
	weights: WeightRange,
) {
	const harfbuzz = await loadSubsetter()
	const heap = () => new Uint8Array(harfbuzz.memory.buffer)
	const data = harfbuzz.malloc(font.byteLength)
	heap().set(font, data)
	const blob = harfbuzz.hb_blob_create(data, font.byteLength, MEMORY_MODE_WRITABLE, 0, 0)
	const face = harfbuzz.hb_face_create(blob, 0)
	harfbuzz.hb_blob_destroy(blob)
	const input = harfbuzz.hb_subset_input_create_or_fail()
	try {
		// Every layout feature the font has, as the whole font would apply them.
		const features = harfbuzz.hb_subset_input_set(input, SETS_LAYOUT_FEATURE_TAG)
		harfbuzz.hb_set_clear(features)
		harfbuzz.hb_set_invert(features)
		const unicodes = harfbuzz.hb_subset_input_unicode_set(input)
		for (const point of characters) harfbuzz.hb_set_add(unicodes, point)
		const glyphSet = harfbuzz.hb_subset_input_glyph_set(input)
		for (const glyph of glyphs) harfbuzz.hb_set_add(glyphSet, glyph)
		harfbuzz.hb_subset_input_set_flags(
			input,
			harfbuzz.hb_subset_input_get_flags(input) | FLAGS_NO_HINTING | FLAGS_NO_LAYOUT_CLOSURE,
		)
		harfbuzz.hb_subset_input_set_axis_range(
			input,
			face,
			tag('wght'),
			weights.min,
			weights.max,
			Number.NaN,
		)
		const subset = harfbuzz.hb_subset_or_fail(face, input)
		if (subset === 0) throw new Error('HarfBuzz could not subset the font')
		const result = harfbuzz.hb_face_reference_blob(subset)
		const bytes = heap().slice(
			harfbuzz.hb_blob_get_data(result, 0),
			harfbuzz.hb_blob_get_data(result, 0) + harfbuzz.hb_blob_get_length(result),
		)
		harfbuzz.hb_blob_destroy(result)
		harfbuzz.hb_face_destroy(subset)
		return bytes
	} finally {
		harfbuzz.hb_subset_input_destroy(input)
		harfbuzz.hb_face_destroy(face)
		harfbuzz.free(data)
	}
}

/** The runs of `range`'s characters in `text`: the words a script's face draws. */
export const scriptWords = (text: string, range: ReadonlySet<number>) =>
	Array.from(text, (char) => (range.has(char.codePointAt(0) ?? 0) ? char : ' '))
		.join('')
		.split(' ')
		.filter(Boolean)

const fontOf = (truetype: Uint8Array) => new hb.Font(new hb.Face(new hb.Blob(truetype)))

function bufferOf(word: string) {
	const buffer = new hb.Buffer()
	buffer.addText(word)
	buffer.guessSegmentProperties()
	return buffer
}

function shaped(font: hb.Font, word: string) {
	const buffer = bufferOf(word)
	hb.shape(font, buffer)
	return { glyphs: buffer.getGlyphInfos(), positions: buffer.getGlyphPositions() }
}

/** The word as drawn: each glyph's outline and where it is placed. */
function drawing(font: hb.Font, word: string) {
	const { glyphs, positions } = shaped(font, word)
	return glyphs
		.map(
			({ codepoint }, index) =>
				`${font.glyphToPath(codepoint)}@${positions[index]?.xAdvance},${positions[index]?.xOffset},${positions[index]?.yOffset}`,
		)
		.join(' ')
}

const wordsDrawnOtherwise = (cut: hb.Font, whole: hb.Font, words: readonly string[]) =>
	words.filter((word) => drawing(cut, word) !== drawing(whole, word))

/** The words a subset (WOFF2) draws otherwise than the whole font it was cut from (WOFF2). */
export async function drawnOtherwiseBySubset(
	subset: Uint8Array,
	whole: Uint8Array,
	words: Iterable<string>,
) {
	const truetype = async (file: Uint8Array) =>
		fontOf(new Uint8Array(await convert(Buffer.from(file), 'truetype')))
	return wordsDrawnOtherwise(await truetype(subset), await truetype(whole), [...new Set(words)])
}

/** Every glyph a word passes through while it is shaped, the substitutions' intermediate ones too. */
function glyphsThrough(font: hb.Font, word: string) {
	const steps = hb.shapeWithTrace(font, bufferOf(word), [], 0, 0)
	return steps.flatMap((step) => (step.glyphs ? (step.t as { g: number }[]).map(({ g }) => g) : []))
}

/**
 * `file` (WOFF2) cut to what draws `words` at every weight of `weights`, as WOFF2, with the mapping of
 * every character in them. The glyphs come from shaping each word at the font's default weight: a
 * font whose substitutions change with its weight (feature variations) is refused.
 */
export async function subsetForWords(
	file: Uint8Array,
	words: Iterable<string>,
	weights: WeightRange,
) {
	const truetype = new Uint8Array(await convert(Buffer.from(file), 'truetype'))
	const tables = fontkit.create(Buffer.from(truetype))
	const substitutions = 'GSUB' in tables ? (tables.GSUB as { featureVariations?: unknown }) : {}
	if (substitutions.featureVariations) {
		throw new Error('the font substitutes glyphs by weight; shape the words at each weight first')
	}
	const whole = fontOf(truetype)
	const unique = [...new Set(words)]
	const characters = new Set(
		unique.flatMap((word) => Array.from(word, (c) => c.codePointAt(0) ?? 0)),
	)
	const glyphs = new Set(
		unique.flatMap((word) => shaped(whole, word).glyphs.map((g) => g.codepoint)),
	)
	// A substitution that goes through a glyph the finished words do not show needs that glyph too:
	// the words the first cut draws otherwise are shaped again, step by step, for the ones between.
	for (let round = 0; ; round++) {
		const subset = await subsetTo(truetype, characters, glyphs, weights)
		const drawnOtherwise = wordsDrawnOtherwise(fontOf(subset), whole, unique)
		if (drawnOtherwise.length === 0)
			return new Uint8Array(await convert(Buffer.from(subset), 'woff2'))
		if (round > 0)
			throw new Error(`the subset draws ${JSON.stringify(drawnOtherwise.slice(0, 5))} otherwise`)
		for (const word of drawnOtherwise)
			for (const glyph of glyphsThrough(whole, word)) glyphs.add(glyph)
	}
}
