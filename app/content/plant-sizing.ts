import type { WaterSource } from '#app/lib/sizing/water-rules.ts'
import { quoteWaterSourceLabels } from './quote-choices.ts'
import { seawaterSources } from './water-sizing-words.ts'

// The plant-sizing pages' words are files of content/site/plant-sizing.yaml's parts, imported where
// they are shown; what the code joins to them is here.

// The sources both the calculators and the quote form offer are named once, in the quote's words (as
// are the units, which are the quote's own), so a buyer handed from one to the other reads the same
// choice.
export const waterSourceLabels: Readonly<Record<WaterSource, string>> = {
	...quoteWaterSourceLabels,
	...seawaterSources,
}
