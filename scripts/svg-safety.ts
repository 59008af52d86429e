// An SVG is a document that can run script and fetch from other hosts when opened on its own, as
// anyone can do with an artwork URL. Artwork from the editor's uploads is refused when it does.
const UNSAFE_SVG: readonly (readonly [RegExp, string])[] = [
	[/<script\b/i, 'a script'],
	[/\son[a-z]+\s*=/i, 'an event handler attribute'],
	[/<foreignObject\b/i, 'embedded HTML (foreignObject)'],
	[/<!ENTITY/i, 'an entity declaration'],
	[/(?:href|src)\s*=\s*["']\s*(?:javascript:|data:|https?:|\/\/)/i, 'a link to another document'],
]

/** Why an SVG may not be served as artwork, or undefined when it may. */
export const unsafeSvgReason = (svg: string) =>
	UNSAFE_SVG.find(([pattern]) => pattern.test(svg))?.[1]
