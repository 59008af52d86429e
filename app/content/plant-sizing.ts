import { fill } from '#app/lib/fill.ts'
import { formatNumber } from '#app/lib/sizing/format.ts'
import type { WaterWarning } from '#app/lib/sizing/water.ts'
import type { WaterSource } from '#app/lib/sizing/water-rules.ts'
import { quoteWaterSourceLabels } from './quote-choices.ts'
import { seawaterSources, waterWarnings } from './water-sizing-words.ts'

// The plant-sizing pages' words are files of content/site/plant-sizing.yaml's parts, imported where
// they are shown; what the code joins to them is here.

// The sources both the calculators and the quote form offer are named once, in the quote's words (as
// are the units, which are the quote's own), so a buyer handed from one to the other reads the same
// choice.
export const waterSourceLabels: Readonly<Record<WaterSource, string>> = {
	...quoteWaterSourceLabels,
	...seawaterSources,
}

export function waterWarningText(warning: WaterWarning) {
	switch (warning.kind) {
		case 'unlikely-tds':
			return fill(waterWarnings[warning.kind], {
				source: waterSourceLabels[warning.source],
				min: formatNumber(warning.min),
				max: formatNumber(warning.max),
			})
		case 'hardness-above-tds':
		case 'calcium-above-hardness':
			return waterWarnings[warning.kind]
		case 'few-hours':
			return fill(waterWarnings[warning.kind], {
				hours: formatNumber(warning.hoursPerDay),
				times: formatNumber(warning.usualHours / warning.hoursPerDay, 1),
				usualHours: formatNumber(warning.usualHours),
			})
		case 'plant-larger-than-demand':
			return fill(waterWarnings[warning.kind], {
				litresPerHour: formatNumber(warning.demandFlow * 1000),
			})
		case 'source-needs-tank':
			return fill(waterWarnings[warning.kind], {
				feedFlow: formatNumber(warning.feedFlow, 2),
				sourceFlow: formatNumber(warning.sourceFlow, 2),
				// A tank is bought by the cubic metre: rounded up, never short.
				tank: formatNumber(Math.ceil(warning.tank)),
			})
		case 'source-too-small':
			return fill(waterWarnings[warning.kind], {
				dailyFeed: formatNumber(warning.dailyFeed),
				dailySource: formatNumber(warning.dailySource),
			})
	}
}
