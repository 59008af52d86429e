// The content editor's configuration, derived at build from the content schemas and the collections'
// settings (cms/collections.ts): each collection offers exactly the fields its schema accepts,
// labelled as the schema labels them, so the editor can neither save a field the build refuses nor
// miss one the schema gained.
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { z } from 'zod'
import { defaultLocale, localeCodes } from '#app/content/locales.ts'
import type { FieldMeta } from '#app/content/schemas.ts'
import { cmsCollections, cmsSettings } from '../cms/collections.ts'
import { contentSchemas } from './content.ts'
import { fieldOf } from './schema-fields.ts'

type CmsField = { readonly name: string; readonly label: string } & Record<string, unknown>

/** Sveltia's limits on a list's length, from the schema's min() and max(). */
function lengthLimits(list: z.ZodArray) {
	const limits: Record<string, number> = {}
	for (const check of list.def.checks ?? []) {
		const def = check._zod.def as { check: string; minimum?: number; maximum?: number }
		if (def.check === 'min_length') limits.min = def.minimum ?? 0
		if (def.check === 'max_length') limits.max = def.maximum ?? 0
	}
	return limits
}

/** How the editor edits a value of this schema, when its meta does not say. */
function widgetOf(schema: z.ZodType, where: string): Record<string, unknown> {
	if (schema instanceof z.ZodObject)
		return { widget: 'object', fields: objectFields(schema, where) }
	if (schema instanceof z.ZodArray) {
		const item = fieldOf(schema.element as z.ZodType).schema
		return {
			widget: 'list',
			...lengthLimits(schema),
			...(item instanceof z.ZodObject
				? { fields: objectFields(item, `${where}[]`) }
				: { field: cmsField('item', schema.element as z.ZodType, `${where}[]`) }),
		}
	}
	if (schema instanceof z.ZodTuple) {
		const items = schema.def.items as z.ZodType[]
		const [first] = items
		if (!first) throw new Error(`${where} is an empty tuple`)
		return {
			widget: 'list',
			min: items.length,
			max: items.length,
			field: cmsField('item', first, `${where}[]`),
		}
	}
	if (schema instanceof z.ZodEnum) return { widget: 'select', options: schema.options }
	if (schema instanceof z.ZodNumber) {
		return { widget: 'number', value_type: schema.format === 'safeint' ? 'int' : 'float' }
	}
	if (schema instanceof z.ZodISODate) {
		return { widget: 'datetime', time_format: false, format: 'YYYY-MM-DD' }
	}
	return { widget: 'string' }
}

type OptionLabels = NonNullable<FieldMeta['optionLabels']>

/** The names a choice's meta gives its ids: a content file's map (`file` or `file#key`), or its own. */
function optionNames(labels: OptionLabels): Readonly<Record<string, unknown>> {
	if (typeof labels !== 'string') return labels
	const [file, key] = labels.split('#')
	const data = parse(readFileSync(new URL(`../content/${file}.yaml`, import.meta.url), 'utf8'))
	return key ? data[key] : data
}

/** A choice's options as the editor offers them: each id under the name its meta gives it. */
function namedOptions(schema: z.ZodEnum, labels: OptionLabels, where: string) {
	const names = optionNames(labels)
	return schema.options.map((value) => {
		const label = names[String(value)]
		if (typeof label !== 'string') {
			const source = typeof labels === 'string' ? `content/${labels}` : 'its optionLabels'
			throw new Error(`${where}: ${source} names no option ${String(value)}`)
		}
		return { label, value }
	})
}

/** Whether `schema` holds words a visitor reads, each language's own, or only what all share. */
function holdsCopy(schema: z.ZodType): boolean {
	const { schema: inner, meta } = fieldOf(schema)
	if (meta.copy) return true
	if (inner instanceof z.ZodObject) return Object.values(inner.shape as z.ZodType[]).some(holdsCopy)
	if (inner instanceof z.ZodArray) return holdsCopy(inner.element as z.ZodType)
	if (inner instanceof z.ZodTuple) return (inner.def.items as z.ZodType[]).some(holdsCopy)
	return false
}

function cmsField(name: string, schema: z.ZodType, where: string): CmsField {
	const { schema: inner, meta, optional } = fieldOf(schema)
	if (!meta.label) {
		throw new Error(
			`${where} has no label: give it the one the editor shows with labelled() in app/content/schemas.ts`,
		)
	}
	return {
		name,
		label: meta.label,
		...widgetOf(inner, where),
		...(meta.optionLabels &&
			inner instanceof z.ZodEnum && {
				options: namedOptions(inner, meta.optionLabels, where),
			}),
		...meta.cms,
		...(meta.hint && { hint: meta.hint }),
		...(optional && { required: false }),
		// Copy is written per language; numbers, ids and files are the English entry's, copied over.
		i18n: holdsCopy(schema) ? true : 'duplicate',
	}
}

function objectFields(schema: z.ZodType, where: string): CmsField[] {
	const { schema: object } = fieldOf(schema)
	if (!(object instanceof z.ZodObject)) throw new Error(`${where} is not an object of fields`)
	return Object.entries(object.shape as Record<string, z.ZodType>).map(([key, child]) =>
		cmsField(key, child, `${where}.${key}`),
	)
}

/**
 * The editor's configuration over `schemas` (by default the site's own); throws when a field has no
 * label or a content file is edited by no collection.
 */
export function cmsConfig(schemas: Readonly<Record<string, z.ZodType>> = contentSchemas) {
	const edited = new Set<string>(
		cmsCollections.flatMap((collection) =>
			'files' in collection ? collection.files.map(({ file }) => file) : [collection.folder],
		),
	)
	const unedited = Object.keys(schemas).filter((path) => !edited.has(path))
	if (unedited.length > 0) {
		throw new Error(
			`No collection in cms/collections.ts edits ${unedited.map((path) => `content/${path}`).join(', ')}`,
		)
	}
	const fieldsOf = (path: string) => {
		const schema = schemas[path]
		if (!schema) throw new Error(`cms/collections.ts names content/${path}, which has no schema`)
		return objectFields(schema, `content/${path}`)
	}
	return {
		...cmsSettings,
		// Each language's files sit in content/<code>/ as the English ones sit in content/, side by side
		// in the editor.
		i18n: {
			structure: 'multiple_folders',
			locales: localeCodes,
			default_locale: defaultLocale,
			omit_default_locale_from_file_path: true,
		},
		collections: cmsCollections.map((collection) =>
			'files' in collection
				? {
						...collection,
						i18n: true,
						files: collection.files.map(({ file, ...settings }) => ({
							...settings,
							file: `content/{{locale}}/${file}.yaml`,
							i18n: true,
							fields: fieldsOf(file),
						})),
					}
				: {
						...collection,
						i18n: true,
						folder: `content/{{locale}}/${collection.folder}`,
						extension: 'yaml',
						format: 'yaml',
						fields: fieldsOf(collection.folder),
					},
		),
	}
}
