// Sentences in content/ name the values a page shows as {placeholders}: the company's facts are filled
// by the content build, and what only the page knows (a count, a name) here, where it is shown.
import type { z } from 'zod'

/**
 * A content sentence that names `Name`s as `{name}`. Its schema says which (the content build refuses
 * any other), so `fill` is checked by the compiler to give exactly those.
 */
export type Template<Name extends string> = string & z.$brand<Name>

/** `template` with each `{name}` replaced by `values[name]`; a name without a value is an error. */
export function fill<Name extends string>(
	template: Template<Name>,
	values: Readonly<Record<NoInfer<Name>, string | number>>,
): string {
	return template.replace(/\{(\w+)\}/g, (_, name: string) => {
		if (!Object.hasOwn(values, name)) throw new Error(`No value for {${name}} in "${template}"`)
		return String(values[name as Name])
	})
}

/** A sentence written in two forms, for one and for more, filled for `count`. */
export const fillCounted = <Name extends string>(
	forms: { readonly one: Template<Name>; readonly other: Template<Name> },
	count: number,
	values: Readonly<Record<NoInfer<Name>, string | number>>,
) => fill(count === 1 ? forms.one : forms.other, values)
