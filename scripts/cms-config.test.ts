import { expect, test } from 'vitest'
import { parse, stringify } from 'yaml'
import { z } from 'zod'
import { capacityUnitLabels } from '#app/content/quote-choices.ts'
import { CARD_TEXT_WORDS, labelled, newsSchema } from '#app/content/schemas.ts'
import { serviceFamilies } from '#app/content/service-links.ts'
import { cmsConfig } from './cms-config.ts'
import { contentSchemas } from './content.ts'
import { wordRangeProblem } from './content-rules.ts'
import { childOf, fieldOf } from './schema-fields.ts'

type CmsField = {
	name: string
	label?: string
	widget: string
	required?: boolean
	min?: number
	max?: number
	fields?: readonly CmsField[]
	field?: CmsField
	options?: readonly unknown[]
	i18n?: boolean | string
}
type Config = {
	collections: readonly {
		name: string
		folder?: string
		fields?: readonly CmsField[]
		files?: readonly { file: string; fields: readonly CmsField[] }[]
	}[]
}

/** The configuration as the editor reads it: written as YAML and parsed back. */
const served = (schemas?: Parameters<typeof cmsConfig>[0]) =>
	parse(stringify(cmsConfig(schemas))) as Config

/** Each folder or file the editor writes, by its path in contentSchemas, with its fields. */
const editedFiles = (config: Config) =>
	new Map(
		config.collections.flatMap((collection) =>
			(
				collection.files ?? [{ file: collection.folder ?? '', fields: collection.fields ?? [] }]
			).map(({ file, fields }) => [
				file.replace(/^content\/\{\{locale\}\}\//, '').replace(/\.yaml$/, ''),
				fields,
			]),
		),
	)

/** Every field path the editor offers, as `specification[].value`, each with its label. */
const editorPaths = (fields: readonly CmsField[], prefix = ''): [string, string | undefined][] =>
	fields.flatMap((field) => {
		const path = `${prefix}${field.name}`
		const own: [string, string | undefined] = [path, field.label]
		if (field.fields)
			return [own, ...editorPaths(field.fields, `${path}${field.widget === 'list' ? '[]' : ''}.`)]
		if (field.field) return [own, [`${path}[]`, field.field.label]]
		return [own]
	})

/** Every field path the schema accepts, walked through zod's own definitions. */
const schemaPaths = (schema: z.ZodType, prefix = ''): string[] => {
	const { schema: inner } = fieldOf(schema)
	if (inner instanceof z.ZodObject) {
		return Object.keys(inner.shape).flatMap((key) => {
			const path = `${prefix}${key}`
			const child = childOf(inner, key) as z.ZodType
			const item = fieldOf(child).schema
			if (item instanceof z.ZodArray || item instanceof z.ZodTuple) {
				const element = childOf(item, 0) as z.ZodType
				return fieldOf(element).schema instanceof z.ZodObject
					? [path, ...schemaPaths(element, `${path}[].`)]
					: [path, `${path}[]`]
			}
			return item instanceof z.ZodObject ? [path, ...schemaPaths(item, `${path}.`)] : [path]
		})
	}
	return []
}

test('the editor offers every field of every content file, each under a label', () => {
	const edited = editedFiles(served())
	expect([...edited.keys()].sort()).toEqual(Object.keys(contentSchemas).sort())
	for (const [file, schema] of Object.entries(contentSchemas)) {
		const offered = editorPaths(edited.get(file) ?? [])
		expect(offered.map(([path]) => path).sort(), file).toEqual(schemaPaths(schema).sort())
		expect(
			offered.filter(([, label]) => !label),
			file,
		).toEqual([])
	}
})

test('a field added to a schema appears in the editor, with its label, with nothing else to edit', () => {
	const withSubtitle = newsSchema.extend({ subtitle: labelled(z.string(), 'Subtitle') })
	const news = editedFiles(served({ ...contentSchemas, news: withSubtitle })).get('news')
	expect(news?.find((field) => field.name === 'subtitle')).toMatchObject({
		label: 'Subtitle',
		widget: 'string',
	})
})

test('a schema field without a label stops the build, naming the file and the field', () => {
	const unlabelled = newsSchema.extend({ subtitle: z.string() })
	expect(() => cmsConfig({ ...contentSchemas, news: unlabelled })).toThrow(
		/content\/news\.subtitle has no label/,
	)
})

test('a content file no collection edits stops the build, naming it', () => {
	const extra = z.strictObject({ title: labelled(z.string(), 'Title') })
	expect(() => cmsConfig({ ...contentSchemas, 'site/faq': extra })).toThrow(/content\/site\/faq/)
})

/** The least number of items a list of the services schema accepts, as zod reports it. */
const leastItems = (list: z.ZodType) => {
	const issue = list.safeParse([]).error?.issues[0]
	return issue && 'minimum' in issue ? Number(issue.minimum) : undefined
}

test('the editor lets an optional field stay empty and holds a list to the lengths the build accepts', () => {
	const news = editedFiles(served()).get('news') ?? []
	expect(news.find((field) => field.name === 'photo')?.required).toBe(false)
	expect(news.find((field) => field.name === 'title')?.required).toBeUndefined()
	const services = editedFiles(served()).get('services') ?? []
	const { specification, whyChoose } = contentSchemas.services.shape
	expect(services.find((field) => field.name === 'specification')?.min).toBe(
		leastItems(specification),
	)
	expect(services.find((field) => field.name === 'whyChoose')).toMatchObject({
		min: whyChoose.def.items.length,
		max: whyChoose.def.items.length,
	})
})

test("the service's family is chosen by its title, as the services page shows it, and saved as its id", () => {
	const services = editedFiles(served()).get('services') ?? []
	const family = services.find((field) => field.name === 'family')
	expect(family?.options).toEqual(
		serviceFamilies.map((each) => ({ label: each.title, value: each.id })),
	)
})

test('every choice in the editor offers names, never the ids it saves: the quote unit as the quote form words it', () => {
	const config = served()
	const choices: { where: string; options: readonly unknown[] }[] = []
	const collect = (fields: readonly CmsField[], parent: string) => {
		for (const field of fields) {
			const where = `${parent}.${field.name}`
			if (field.options) choices.push({ where, options: field.options })
			collect([...(field.fields ?? []), ...(field.field ? [field.field] : [])], where)
		}
	}
	for (const [name, fields] of editedFiles(config)) collect(fields, name)
	expect(choices.length).toBeGreaterThanOrEqual(4)
	for (const { where, options } of choices) {
		for (const option of options) {
			// An option written as a bare id would be offered as that id.
			expect(option, where).toMatchObject({ label: expect.any(String), value: expect.any(String) })
		}
	}
	const quoteUnit = choices.find(({ where }) => where === 'services.quoteUnit')
	expect(quoteUnit?.options).toContainEqual({ label: capacityUnitLabels.m3h, value: 'm3h' })
})

test('the editor refuses a card text of a length the content build refuses, before it is saved, and takes every length the build takes', () => {
	const services = editedFiles(served()).get('services') ?? []
	const summary = services.find((field) => field.name === 'summary') as
		| (CmsField & { pattern?: [string, string] })
		| undefined
	const [source, message] = summary?.pattern ?? []
	if (!source) throw new Error('the card text has no pattern in the editor')
	expect(message).toContain(String(CARD_TEXT_WORDS.min))
	const pattern = new RegExp(source)
	for (let count = 1; count <= CARD_TEXT_WORDS.max + 5; count++) {
		// Words across lines too, as an editor's paragraph may break them.
		const text = Array.from({ length: count }, (_, index) => `word${index}`).join(' \n ')
		expect(pattern.test(text), `${count} words`).toBe(
			wordRangeProblem(text, CARD_TEXT_WORDS) === undefined,
		)
	}
})

test('the editor translates every text a visitor reads and copies numbers, ids and files from English', () => {
	const services = editedFiles(served()).get('services') ?? []
	const field = (name: string) => services.find((candidate) => candidate.name === name)
	// Copy, and lists of it, are written per language.
	expect(field('title')?.i18n).toBe(true)
	expect(field('specification')?.i18n).toBe(true)
	expect(field('specification')?.fields?.map((row) => row.i18n)).toEqual([true, true])
	// What every language shares follows the English entry.
	for (const shared of ['order', 'family', 'icon', 'quoteUnit']) {
		expect(field(shared)?.i18n, shared).toBe('duplicate')
	}
	const photo = field('photo')
	expect(photo?.fields?.find((child) => child.name === 'image')?.i18n).toBe('duplicate')
	expect(photo?.fields?.find((child) => child.name === 'alt')?.i18n).toBe(true)
})
