// The text a visitor meets on a page, for the tests that read the pages as text.

const ENTITIES: Record<string, string> = {
	amp: '&',
	lt: '<',
	gt: '>',
	quot: '"',
	apos: "'",
	nbsp: '\u00a0',
}

function decodeEntities(text: string) {
	return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
		if (name.startsWith('#x') || name.startsWith('#X'))
			return String.fromCodePoint(Number.parseInt(name.slice(2), 16))
		if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)))
		return ENTITIES[name] ?? entity
	})
}

/** Text a visitor sees on a prerendered page: text nodes and form placeholders, whitespace collapsed. */
export function shownText(html: string) {
	const body = html.slice(html.indexOf('<body'))
	const placeholders = [...body.matchAll(/\splaceholder="([^"]*)"/g)].map((match) => match[1])
	const text = body
		.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, ' ')
		.replace(/<[^>]*>/g, ' ')
	return decodeEntities(`${text} ${placeholders.join(' ')}`).replace(/\s+/g, ' ')
}

/** What a page says aloud or on hover besides its text: images' alt text and elements' labels. */
export const spokenLabels = (html: string) =>
	[...html.slice(html.indexOf('<body')).matchAll(/\s(?:alt|aria-label|title)="([^"]*)"/g)].map(
		(match) => decodeEntities(match[1] ?? ''),
	)
