// The water calculator's form words, parts of content/site/plant-sizing.yaml (see plant-sizing-words.ts).
// Its result's words are in water-result-words.ts, which loads with the result.

import type { z } from 'zod'
import drinkingStandardsJson from '#content/site/plant-sizing/drinkingStandards.json' with {
	type: 'json',
}
import seawaterSourcesJson from '#content/site/plant-sizing/seawaterSources.json' with {
	type: 'json',
}
import waterJson from '#content/site/plant-sizing/water.json' with { type: 'json' }
import type { plantSizingSchema } from './schemas.ts'

type Words = z.output<typeof plantSizingSchema>

export const drinkingStandardLabels = drinkingStandardsJson as Words['drinkingStandards']
export const seawaterSources = seawaterSourcesJson as Words['seawaterSources']
export const waterLabels = waterJson as Words['water']
