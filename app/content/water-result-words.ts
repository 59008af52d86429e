// The water calculator's result words, parts of content/site/plant-sizing.yaml (see
// plant-sizing-words.ts): they load with the result, not with the form.

import type { z } from 'zod'
import { fill } from '#app/lib/fill.ts'
import { formatNumber } from '#app/lib/sizing/format.ts'
import type { WaterWarning } from '#app/lib/sizing/water.ts'
import acidDosingJson from '#content/site/plant-sizing/acidDosing.json' with { type: 'json' }
import antiscalantDosingJson from '#content/site/plant-sizing/antiscalantDosing.json' with {
	type: 'json',
}
import dechlorinationDosingJson from '#content/site/plant-sizing/dechlorinationDosing.json' with {
	type: 'json',
}
import elementSizeJson from '#content/site/plant-sizing/elementSize.json' with { type: 'json' }
import elementTypesJson from '#content/site/plant-sizing/elementTypes.json' with { type: 'json' }
import energyRecoveryJson from '#content/site/plant-sizing/energyRecovery.json' with {
	type: 'json',
}
import limitingFactorsJson from '#content/site/plant-sizing/limitingFactors.json' with {
	type: 'json',
}
import pretreatmentJson from '#content/site/plant-sizing/pretreatment.json' with { type: 'json' }
import stageLayoutJson from '#content/site/plant-sizing/stageLayout.json' with { type: 'json' }
import standardNamesJson from '#content/site/plant-sizing/standardNames.json' with { type: 'json' }
import waterAssumptionsJson from '#content/site/plant-sizing/waterAssumptions.json' with {
	type: 'json',
}
import waterResultJson from '#content/site/plant-sizing/waterResult.json' with { type: 'json' }
import waterValidityJson from '#content/site/plant-sizing/waterValidity.json' with { type: 'json' }
import waterWarningsJson from '#content/site/plant-sizing/waterWarnings.json' with { type: 'json' }
import { waterSourceLabels } from './plant-sizing.ts'
import type { plantSizingSchema } from './schemas.ts'

type Words = z.output<typeof plantSizingSchema>

export const antiscalantDosingText = antiscalantDosingJson as Words['antiscalantDosing']
export const acidDosingText = acidDosingJson as Words['acidDosing']
export const dechlorinationDosingText = dechlorinationDosingJson as Words['dechlorinationDosing']
export const elementSizeText = elementSizeJson as Words['elementSize']
export const elementTypeLabels = elementTypesJson as Words['elementTypes']
export const energyRecoveryText = energyRecoveryJson as Words['energyRecovery']
export const limitingFactorLabels = limitingFactorsJson as Words['limitingFactors']
export const pretreatmentLabels = pretreatmentJson as Words['pretreatment']
export const standardNames = standardNamesJson as Words['standardNames']
export const stageLayoutText = stageLayoutJson as Words['stageLayout']
export const waterAssumptionTemplates = waterAssumptionsJson as Words['waterAssumptions']
export const waterResultLabels = waterResultJson as Words['waterResult']
export const waterValidityTemplate = waterValidityJson as Words['waterValidity']
export const waterWarnings = waterWarningsJson as Words['waterWarnings']

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
