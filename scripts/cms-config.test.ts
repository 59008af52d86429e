import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { parse } from 'yaml'
import type { z } from 'zod'
import { contentSchemas } from './content.ts'

// The editor offers exactly the fields the build accepts: a field only in the CMS would be saved and
// then stop the build; a field only in the schema could not be edited. Each side is flattened into
// paths such as `specification[].value:string`, `family:one of water-treatment|…`.
type CmsField = {
	name: string
	widget: string
	options?: readonly string[]
	fields?: readonly CmsField[]
	field?: CmsField
}

const cmsPaths = (fields: readonly CmsField[], prefix = ''): string[] =>
	fields.flatMap((field) => {
		const path = `${prefix}${field.name}`
		if (field.widget === 'object') return cmsPaths(field.fields ?? [], `${path}.`)
		if (field.widget === 'list') {
			if (field.fields) return cmsPaths(field.fields, `${path}[].`)
			return cmsPaths([{ ...(field.field as CmsField), name: '' }], `${path}[]`)
		}
		if (field.widget === 'select') return [`${path}:one of ${field.options?.join('|')}`]
		return [`${path}:${field.widget === 'number' ? 'number' : 'string'}`]
	})

const schemaPaths = (schema: z.ZodType, path = ''): string[] => {
	const def = schema.def as {
		type: string
		shape?: Record<string, z.ZodType>
		element?: z.ZodType
		items?: readonly z.ZodType[]
		entries?: Record<string, string>
		innerType?: z.ZodType
	}
	switch (def.type) {
		// An optional object (a photo) offers its fields; an optional text stays a text.
		case 'optional':
			return schemaPaths(def.innerType as z.ZodType, path)
		case 'object':
			return Object.entries(def.shape ?? {}).flatMap(([key, child]) =>
				schemaPaths(
					child,
					path === '' || path.endsWith('[].') ? `${path}${key}` : `${path}.${key}`,
				),
			)
		case 'array':
			return schemaPaths(def.element as z.ZodType, `${path}[]`)
		case 'tuple':
			return schemaPaths(def.items?.[0] as z.ZodType, `${path}[]`)
		case 'enum':
			return [`${path}:one of ${Object.values(def.entries ?? {}).join('|')}`]
		case 'number':
			return [`${path}:number`]
		default:
			return [`${path}:string`]
	}
}

// Object children of a list are written `list[].key`; the walk above yields `list[]` then `.key`.
const normalise = (paths: readonly string[]) =>
	paths.map((path) => path.replace(/\[\]\./g, '[].').replace(/\[\](?=[a-z])/gi, '[].')).sort()

type CmsCollection = {
	folder?: string
	fields?: readonly CmsField[]
	files?: readonly { file: string; fields: readonly CmsField[] }[]
}
const config = parse(readFileSync(join(import.meta.dirname, '../cms/config.yml'), 'utf8')) as {
	collections: readonly CmsCollection[]
}

/** Each folder or file the CMS writes, named as in contentSchemas, with the fields it offers. */
const cmsEntries = config.collections.flatMap((collection) =>
	(collection.files ?? [{ file: collection.folder ?? '', fields: collection.fields ?? [] }]).map(
		({ file, fields }) => [file.replace(/^content\//, '').replace(/\.ya?ml$/, ''), fields] as const,
	),
)
const schemaOf: Readonly<Record<string, z.ZodType>> = contentSchemas

test('the CMS edits every content collection and file, and nothing else', () => {
	expect(cmsEntries.map(([name]) => name).sort()).toEqual(Object.keys(schemaOf).sort())
})

test.each(cmsEntries)(
	'the CMS fields of %s are the fields and kinds its schema accepts',
	(name, fields) => {
		const schema = schemaOf[name]
		expect(schema, name).toBeDefined()
		expect(normalise(cmsPaths(fields))).toEqual(normalise(schemaPaths(schema as z.ZodType)))
	},
)
