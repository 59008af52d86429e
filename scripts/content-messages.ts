// The content build's messages in the words of the editor who made the mistake: the entry as the
// editor's list names it, the field by the label its form shows, and what is wrong in plain words,
// instead of zod's or the YAML parser's own ("Invalid input: expected string, received undefined").
import type { YAMLError } from 'yaml'
import type { z } from 'zod'
import { childOf, fieldOf } from './schema-fields.ts'

export type Path = readonly PropertyKey[]

/** The value at `path` in data as written, before its schema has checked its shape. */
export const valueAt = (data: unknown, path: Path): unknown =>
	path.reduce<unknown>(
		(value, key) =>
			value !== null && typeof value === 'object'
				? (value as Record<PropertyKey, unknown>)[key]
				: undefined,
		data,
	)

/** What an item of a list is called beside its number: its title or name, when it has one. */
function itemName(item: unknown) {
	const named = ['title', 'name', 'label']
		.map((key) => valueAt(item, [key]))
		.find((value) => typeof value === 'string' && value !== '')
	return named ? ` ('${named}')` : ''
}

/**
 * A field as the editor finds it in the form: its labels from the top, each list item by its number
 * and title (`Specification table no. 3 › Value with units`).
 */
export function fieldName(schema: z.ZodType, data: unknown, path: Path) {
	const parts: string[] = []
	let current: z.ZodType | undefined = schema
	path.forEach((key, index) => {
		current = current && childOf(current, key)
		if (typeof key === 'number') {
			const item = valueAt(data, path.slice(0, index + 1))
			parts.push(`${parts.pop() ?? 'Item'} no. ${key + 1}${itemName(item)}`)
		} else {
			parts.push((current && fieldOf(current).meta.label) ?? String(key))
		}
	})
	return parts.join(' › ')
}

/** A value's kind, as an editor would call it. */
function kindOf(value: unknown) {
	if (value === null || value === '') return 'empty'
	if (Array.isArray(value)) return 'a list'
	if (typeof value === 'object') return 'a group of fields'
	if (typeof value === 'number') return 'a number'
	if (typeof value === 'boolean') return 'yes or no'
	return 'text'
}

const expectedKind: Readonly<Record<string, string>> = {
	string: 'text',
	number: 'a number',
	int: 'a whole number',
	array: 'a list',
	tuple: 'a list',
	object: 'a group of fields',
	boolean: 'yes or no',
}

/** What is wrong with the field a zod issue points at, as the rest of a sentence after its name. */
export function issueWords(issue: z.core.$ZodIssue, data: unknown) {
	const value = valueAt(data, issue.path)
	const count = (items: number, what: string) => `${items} ${what}${items === 1 ? '' : 's'}`
	switch (issue.code) {
		case 'invalid_type':
			if (value === undefined) return 'is missing'
			if (value === null || value === '') return 'is empty'
			return `should be ${expectedKind[issue.expected] ?? issue.expected}, not ${kindOf(value)}`
		case 'too_small':
			if (issue.origin === 'string') return 'is empty'
			if (Array.isArray(value)) {
				return `has ${count(value.length, 'item')}; it needs at least ${issue.minimum}`
			}
			return `must be at least ${issue.minimum}`
		case 'too_big':
			if (Array.isArray(value)) {
				return `has ${count(value.length, 'item')}; it may have at most ${issue.maximum}`
			}
			return `must be at most ${issue.maximum}`
		case 'invalid_value':
			return `must be one of: ${issue.values.join(', ')}`
		case 'unrecognized_keys':
			return `has ${issue.keys.length === 1 ? 'a field' : 'fields'} its form does not know: ${issue.keys.join(', ')}; remove ${issue.keys.length === 1 ? 'it' : 'them'} or check the spelling`
		default:
			// Our own messages (a format, a refinement) are written to follow the field's name.
			return issue.message
	}
}

/** A YAML syntax error explained: what the editor most likely typed, and how to write it. */
const yamlWords: Readonly<Record<string, string>> = {
	BLOCK_AS_IMPLICIT_KEY: 'The sentence has a colon: put it in quotes',
	MULTILINE_IMPLICIT_KEY:
		'A line is indented further than the field above it, or a sentence with a colon is not in quotes',
	MISSING_CHAR: 'A quotation mark or bracket is not closed',
	DUPLICATE_KEY: 'A field appears twice: keep one',
	UNEXPECTED_TOKEN: 'Text follows a closing quotation mark: put the whole sentence in quotes',
	BAD_INDENT: 'A line is not indented like the lines around it',
	TAB_AS_INDENT: 'A line is indented with a tab: use spaces',
}

/** Each line's first YAML error, in plain words, with its line number. */
export function yamlProblems(errors: readonly YAMLError[]) {
	const lines = new Map<number | undefined, string>()
	for (const error of errors) {
		const line = error.linePos?.[0]?.line
		if (lines.has(line)) continue
		lines.set(line, yamlWords[error.code] ?? error.message.split('\n')[0] ?? error.code)
	}
	return [...lines].map(([line, words]) => `${line ? `Line ${line}: ` : ''}${words}`)
}
