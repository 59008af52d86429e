// A language's edition of a content file. content/<language>/<file>.yaml holds the same fields as the
// English file, as the editor writes it (every field, the untranslated ones duplicated); only its copy
// (the fields the schemas mark `copy`) is taken, so numbers, ids, dates and pictures always come from
// the English file, whichever of the two an editor saved last.
import { z } from 'zod'
import type { Path } from './content-messages.ts'
import { fieldOf } from './schema-fields.ts'

export type Translated = {
	/** The English data with each translated text in place. */
	data: unknown
	/** Where a text has no translation, so the English one stands in. */
	missing: Path[]
}

const record = (value: unknown): Readonly<Record<string, unknown>> | undefined =>
	value !== null && typeof value === 'object' && !Array.isArray(value)
		? (value as Record<string, unknown>)
		: undefined

/**
 * `english` with the copy of `translation` laid over it, walking both beside `schema`: a list's items
 * pair by position, as the editor keeps them. A text the translation lacks, or leaves empty, keeps its
 * English words and is listed as missing.
 */
export function translated(
	schema: z.ZodType | undefined,
	english: unknown,
	translation: unknown,
	path: Path = [],
): Translated {
	const missing: Path[] = []
	const walk = (
		field: z.ZodType | undefined,
		source: unknown,
		target: unknown,
		at: Path,
	): unknown => {
		const { schema: inner, meta } = field ? fieldOf(field) : { schema: undefined, meta: {} }
		if (typeof source === 'string') {
			if (!meta.copy) return source
			if (typeof target === 'string' && target.trim() !== '') return target
			missing.push(at)
			return source
		}
		if (Array.isArray(source)) {
			const items = Array.isArray(target) ? target : []
			return source.map((item, index) => {
				const itemSchema =
					inner instanceof z.ZodArray
						? (inner.element as z.ZodType)
						: inner instanceof z.ZodTuple
							? (inner.def.items[index] as z.ZodType | undefined)
							: undefined
				return walk(itemSchema, item, items[index], [...at, index])
			})
		}
		const fields = record(source)
		if (fields) {
			const shape = inner instanceof z.ZodObject ? (inner.shape as Record<string, z.ZodType>) : {}
			const targets = record(target) ?? {}
			return Object.fromEntries(
				Object.entries(fields).map(([key, value]) => [
					key,
					walk(shape[key], value, targets[key], [...at, key]),
				]),
			)
		}
		return source
	}
	return { data: walk(schema, english, translation, path), missing }
}
