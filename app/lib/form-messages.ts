// What the forms say about a value they refuse. The rules (contact-form.ts, quote-request.ts and the
// server's) give each refusal a key; its words are content, each language's own
// (content/site/inquiries.yaml, `fieldMessages`), put in by `refusalWords` where a refusal is shown:
// the browser in its page's language, the server in the language of the page that posted.

export const FIELD_MESSAGE_KEYS = [
	'nameRequired',
	'emailRequired',
	'emailInvalid',
	'phoneRequired',
	'phoneInvalid',
	'subjectRequired',
	'messageRequired',
	'oneLine',
	'productRequired',
	'capacityRequired',
	'capacityAboveZero',
	'unitRequired',
	'sourceRequired',
	'siteLocationRequired',
	'timelineRequired',
	'questionFromServicePage',
	// The water report: not a PDF, JPG or PNG, or over its size; or no room for it on the server.
	'reportFile',
	'reportsFull',
] as const
export type FieldMessageKey = (typeof FIELD_MESSAGE_KEYS)[number]

/** Each refusal's key, which the rules give as their message. */
export const fieldMessages = Object.fromEntries(FIELD_MESSAGE_KEYS.map((key) => [key, key])) as {
	readonly [Key in FieldMessageKey]: Key
}

/** A language's words for each refusal, and for a text over its length (`{max}`, the limit). */
export type FieldMessageWords = Readonly<Record<FieldMessageKey | 'tooLong', string>>

const TOO_LONG = 'tooLong:'
/** A text longer than its field takes: the key carries the limit. */
export const tooLongMessage = (max: number) => `${TOO_LONG}${max}`

/** A refusal's words: its key's, or the length limit's with its figure; an unknown key as it is. */
export function refusalWords(key: string, words: FieldMessageWords): string {
	if (key.startsWith(TOO_LONG))
		return words.tooLong.replace(
			'{max}',
			Number(key.slice(TOO_LONG.length)).toLocaleString('en-IN'),
		)
	return Object.hasOwn(words, key) ? words[key as FieldMessageKey] : key
}

/** Each field's refusal in `words`. */
export const refusalsIn = <Field extends string>(
	errors: Partial<Record<Field, string>>,
	words: FieldMessageWords,
) =>
	Object.fromEntries(
		Object.entries(errors).map(([field, key]) => [field, refusalWords(String(key), words)]),
	) as Partial<Record<Field, string>>
