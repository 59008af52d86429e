import { waterLabels } from '#app/content/water-sizing-words.ts'
import { fill } from '#app/lib/fill.ts'
import { notKnownFigures } from '#app/lib/sizing/not-known-figures.ts'

type NotKnownField = keyof typeof waterLabels.notKnownHints

/** What each optional field left empty stands for, with the values the design assumes for it. */
export function waterNotKnownHints() {
	const figures = notKnownFigures()
	return Object.fromEntries(
		Object.entries(waterLabels.notKnownHints).map(([field, hint]) => [field, fill(hint, figures)]),
	) as Readonly<Record<NotKnownField, string>>
}
