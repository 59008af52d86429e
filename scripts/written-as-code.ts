// The generated content modules are written as code: data as literals, an editor's words as string
// or template literals they cannot break out of, and code (a function that fills a sentence, a
// photo's import, a fact from the site config) only where the generator puts a Code value.

/** A value written as code, for writtenAsCode: its code is inserted as it is. */
export class Code {
	readonly code: string
	constructor(code: string) {
		this.code = code
	}
}

/**
 * `template` as a JavaScript template literal whose `{name}` placeholders are the code
 * `expressions[name]`: `Call {company}` becomes `` `Call ${siteConfig.shortName}` ``, the code the
 * page had when the sentence was TypeScript. The editor's words are escaped (backslash, backtick and
 * dollar sign), so no text can end the literal or start an expression of its own.
 */
export function templateLiteral(template: string, expressions: Readonly<Record<string, string>>) {
	const asText = (text: string) => text.replace(/[\\`$]/g, '\\$&').replace(/\r/g, '\\r')
	const parts = template.split(/\{([A-Za-z]+)\}/)
	return `\`${parts
		.map((part, index) => {
			if (index % 2 === 0) return asText(part)
			const expression = expressions[part]
			return expression ? `\${${expression}}` : asText(`{${part}}`)
		})
		.join('')}\``
}

/**
 * `value` written out as a JavaScript literal, tab-indented: strings as JSON string literals, or as a
 * template literal (templateLiteral) when they name one of `expressions`, and Code as its code.
 */
export function writtenAsCode(
	value: unknown,
	expressions: Readonly<Record<string, string>> = {},
	indent = '',
): string {
	if (value instanceof Code) return value.code
	if (typeof value === 'string') {
		const named = [...value.matchAll(/\{([A-Za-z]+)\}/g)].some(([, name]) =>
			Object.hasOwn(expressions, name ?? ''),
		)
		return named ? templateLiteral(value, expressions) : JSON.stringify(value)
	}
	const inner = `${indent}\t`
	if (Array.isArray(value)) {
		if (value.length === 0) return '[]'
		return `[\n${value.map((item) => `${inner}${writtenAsCode(item, expressions, inner)},\n`).join('')}${indent}]`
	}
	if (value !== null && typeof value === 'object') {
		// A field without a value is left out, as JSON leaves it out.
		return `{\n${Object.entries(value)
			.filter(([, item]) => item !== undefined)
			.map(
				([key, item]) =>
					`${inner}${JSON.stringify(key)}: ${writtenAsCode(item, expressions, inner)},\n`,
			)
			.join('')}${indent}}`
	}
	return JSON.stringify(value)
}
