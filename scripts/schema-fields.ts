// A content schema's field as the editor and the content build's messages see it: its label and hint,
// whether an entry may leave it out, and the schema under those wrappers.
import { z } from 'zod'
import type { FieldMeta } from '#app/content/schemas.ts'

/** `schema` unwrapped from optional() and default(), with the meta of every layer (outer wins). */
export function fieldOf(schema: z.ZodType) {
	let meta: FieldMeta = {}
	let optional = false
	let current = schema
	for (;;) {
		meta = { ...(current.meta() as FieldMeta | undefined), ...meta }
		if (!(current instanceof z.ZodOptional || current instanceof z.ZodDefault)) {
			return { schema: current, meta, optional }
		}
		optional = true
		current = current.def.innerType as z.ZodType
	}
}

/** The schema of `key` inside `schema` (an object's field, a list's item), if it has one. */
export function childOf(schema: z.ZodType, key: PropertyKey): z.ZodType | undefined {
	const { schema: inner } = fieldOf(schema)
	if (inner instanceof z.ZodObject) return inner.shape[String(key)]
	if (inner instanceof z.ZodArray) return inner.element as z.ZodType
	if (inner instanceof z.ZodTuple) return inner.def.items[Number(key)] as z.ZodType | undefined
	return undefined
}
