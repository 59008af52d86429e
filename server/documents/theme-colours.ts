import { readFileSync } from 'node:fs'

const stylesheet = new URL('../../app/app.css', import.meta.url)
const DECLARATION = /--color-([a-z0-9-]+):\s*([^;]+);/g
const REFERENCE = /^var\(--color-([a-z0-9-]+)\)$/

/**
 * The site's colour tokens (`--color-primary` and the rest in app.css), each resolved to its hex value,
 * so a document on paper is drawn in the palette the pages use without a second copy of it.
 */
export function themeColours(): ReadonlyMap<string, string> {
	const declared = new Map(
		[...readFileSync(stylesheet, 'utf8').matchAll(DECLARATION)].map(([, name = '', value = '']) => [
			name,
			value.trim(),
		]),
	)
	const resolve = (value: string, depth = 0): string => {
		const reference = REFERENCE.exec(value)?.[1]
		const next = reference === undefined ? undefined : declared.get(reference)
		return next === undefined || depth > 8 ? value : resolve(next, depth + 1)
	}
	return new Map(
		[...declared].flatMap(([name, value]) => {
			const resolved = resolve(value)
			return resolved.startsWith('#') ? [[name, resolved] as const] : []
		}),
	)
}

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g
const TEXT_SIZE = /^text-\[(\d+(?:\.\d+)?)px\]$/

/**
 * An SVG rendered by React for the page, its utility classes turned into the presentation attributes
 * a PDF drawing reads: `fill-primary` into the primary colour, `font-bold` into a bold weight,
 * `text-[13px]` into the size its labels inherit. Classes with no drawing meaning (widths, margins)
 * are dropped.
 */
export function classesToAttributes(svg: string, colours: ReadonlyMap<string, string>): string {
	return svg.replace(CLASS_ATTRIBUTE, (_match, classes: string) =>
		classes
			.split(/\s+/)
			.map((name) => {
				const paint = /^(fill|stroke)-(.+)$/.exec(name)
				const colour = paint ? colours.get(paint[2] ?? '') : undefined
				if (paint && colour) return ` ${paint[1]}="${colour}"`
				if (name === 'font-bold' || name === 'font-semibold') return ' font-weight="bold"'
				const size = TEXT_SIZE.exec(name)?.[1]
				return size ? ` font-size="${size}"` : ''
			})
			.join(''),
	)
}
