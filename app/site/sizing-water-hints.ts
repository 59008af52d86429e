import { fill } from '#app/lib/fill.ts'
import { notKnownFigures } from '#app/lib/sizing/not-known-figures.ts'
import waterLabels from '#content/site/plant-sizing/water.json' with { type: 'json' }

type NotKnownField = keyof typeof waterLabels.notKnownHints

/** What each optional field left empty stands for, with the values the design assumes for it. */
export function waterNotKnownHints() {
	const figures = notKnownFigures()
	return Object.fromEntries(
		Object.entries(waterLabels.notKnownHints).map(([field, hint]) => [field, fill(hint, figures)]),
	) as Readonly<Record<NotKnownField, string>>
}
