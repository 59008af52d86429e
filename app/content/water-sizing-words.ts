// The water calculator's words, parts of content/site/plant-sizing.yaml (see plant-sizing-words.ts).

import type { z } from 'zod'
import acidDosingJson from '#content/site/plant-sizing/acidDosing.json' with { type: 'json' }
import antiscalantDosingJson from '#content/site/plant-sizing/antiscalantDosing.json' with {
	type: 'json',
}
import dechlorinationDosingJson from '#content/site/plant-sizing/dechlorinationDosing.json' with {
	type: 'json',
}
import drinkingStandardsJson from '#content/site/plant-sizing/drinkingStandards.json' with {
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
import seawaterSourcesJson from '#content/site/plant-sizing/seawaterSources.json' with {
	type: 'json',
}
import stageLayoutJson from '#content/site/plant-sizing/stageLayout.json' with { type: 'json' }
import standardNamesJson from '#content/site/plant-sizing/standardNames.json' with { type: 'json' }
import waterJson from '#content/site/plant-sizing/water.json' with { type: 'json' }
import waterAssumptionsJson from '#content/site/plant-sizing/waterAssumptions.json' with {
	type: 'json',
}
import waterResultJson from '#content/site/plant-sizing/waterResult.json' with { type: 'json' }
import waterValidityJson from '#content/site/plant-sizing/waterValidity.json' with { type: 'json' }
import waterWarningsJson from '#content/site/plant-sizing/waterWarnings.json' with { type: 'json' }
import type { plantSizingSchema } from './schemas.ts'

type Words = z.output<typeof plantSizingSchema>

export const antiscalantDosingText = antiscalantDosingJson as Words['antiscalantDosing']
export const acidDosingText = acidDosingJson as Words['acidDosing']
export const dechlorinationDosingText = dechlorinationDosingJson as Words['dechlorinationDosing']
export const drinkingStandardLabels = drinkingStandardsJson as Words['drinkingStandards']
export const elementSizeText = elementSizeJson as Words['elementSize']
export const elementTypeLabels = elementTypesJson as Words['elementTypes']
export const energyRecoveryText = energyRecoveryJson as Words['energyRecovery']
export const limitingFactorLabels = limitingFactorsJson as Words['limitingFactors']
export const pretreatmentLabels = pretreatmentJson as Words['pretreatment']
export const seawaterSources = seawaterSourcesJson as Words['seawaterSources']
export const standardNames = standardNamesJson as Words['standardNames']
export const stageLayoutText = stageLayoutJson as Words['stageLayout']
export const waterLabels = waterJson as Words['water']
export const waterAssumptionTemplates = waterAssumptionsJson as Words['waterAssumptions']
export const waterResultLabels = waterResultJson as Words['waterResult']
export const waterValidityTemplate = waterValidityJson as Words['waterValidity']
export const waterWarnings = waterWarningsJson as Words['waterWarnings']
