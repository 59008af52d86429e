// The plant-sizing pages' words, content/site/plant-sizing.yaml, a file per part (a page loads only
// the parts it shows), each typed by its part of the schema so its {placeholders} reach the compiler.
import type { z } from 'zod'
import acidDosingJson from '#content/site/plant-sizing/acidDosing.json' with { type: 'json' }
import antiscalantDosingJson from '#content/site/plant-sizing/antiscalantDosing.json' with {
	type: 'json',
}
import buildingsJson from '#content/site/plant-sizing/buildings.json' with { type: 'json' }
import containersJson from '#content/site/plant-sizing/containers.json' with { type: 'json' }
import dechlorinationDosingJson from '#content/site/plant-sizing/dechlorinationDosing.json' with {
	type: 'json',
}
import diagramJson from '#content/site/plant-sizing/diagram.json' with { type: 'json' }
import drinkingStandardsJson from '#content/site/plant-sizing/drinkingStandards.json' with {
	type: 'json',
}
import elementSizeJson from '#content/site/plant-sizing/elementSize.json' with { type: 'json' }
import elementTypesJson from '#content/site/plant-sizing/elementTypes.json' with { type: 'json' }
import energyRecoveryJson from '#content/site/plant-sizing/energyRecovery.json' with {
	type: 'json',
}
import fillingJson from '#content/site/plant-sizing/filling.json' with { type: 'json' }
import fillingAssumptionsJson from '#content/site/plant-sizing/fillingAssumptions.json' with {
	type: 'json',
}
import fillingResultJson from '#content/site/plant-sizing/fillingResult.json' with { type: 'json' }
import limitingFactorsJson from '#content/site/plant-sizing/limitingFactors.json' with {
	type: 'json',
}
import overviewJson from '#content/site/plant-sizing/overview.json' with { type: 'json' }
import pretreatmentJson from '#content/site/plant-sizing/pretreatment.json' with { type: 'json' }
import productEquipmentJson from '#content/site/plant-sizing/productEquipment.json' with {
	type: 'json',
}
import productsJson from '#content/site/plant-sizing/products.json' with { type: 'json' }
import proposalJson from '#content/site/plant-sizing/proposal.json' with { type: 'json' }
import reusesJson from '#content/site/plant-sizing/reuses.json' with { type: 'json' }
import seawaterSourcesJson from '#content/site/plant-sizing/seawaterSources.json' with {
	type: 'json',
}
import sewageJson from '#content/site/plant-sizing/sewage.json' with { type: 'json' }
import sewageAssumptionsJson from '#content/site/plant-sizing/sewageAssumptions.json' with {
	type: 'json',
}
import sewageDiagramJson from '#content/site/plant-sizing/sewageDiagram.json' with { type: 'json' }
import sewageResultJson from '#content/site/plant-sizing/sewageResult.json' with { type: 'json' }
import sharedJson from '#content/site/plant-sizing/shared.json' with { type: 'json' }
import stageLayoutJson from '#content/site/plant-sizing/stageLayout.json' with { type: 'json' }
import standardNamesJson from '#content/site/plant-sizing/standardNames.json' with { type: 'json' }
import standardsJson from '#content/site/plant-sizing/standards.json' with { type: 'json' }
import technologiesJson from '#content/site/plant-sizing/technologies.json' with { type: 'json' }
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
export const buildingLabels = buildingsJson as Words['buildings']
export const acidDosingText = acidDosingJson as Words['acidDosing']
export const dechlorinationDosingText = dechlorinationDosingJson as Words['dechlorinationDosing']
export const containerLabels = containersJson as Words['containers']
export const diagramWords = diagramJson as Words['diagram']
export const drinkingStandardLabels = drinkingStandardsJson as Words['drinkingStandards']
export const elementSizeText = elementSizeJson as Words['elementSize']
export const elementTypeLabels = elementTypesJson as Words['elementTypes']
export const energyRecoveryText = energyRecoveryJson as Words['energyRecovery']
export const fillingLabels = fillingJson as Words['filling']
export const fillingAssumptionTemplates = fillingAssumptionsJson as Words['fillingAssumptions']
export const fillingResultLabels = fillingResultJson as Words['fillingResult']
export const limitingFactorLabels = limitingFactorsJson as Words['limitingFactors']
export const plantSizingOverview = overviewJson as Words['overview']
export const pretreatmentLabels = pretreatmentJson as Words['pretreatment']
export const productEquipmentLabels = productEquipmentJson as Words['productEquipment']
export const productLabels = productsJson as Words['products']
export const proposalWords = proposalJson as Words['proposal']
export const seawaterSources = seawaterSourcesJson as Words['seawaterSources']
export const reuseLabels = reusesJson as Words['reuses']
export const sewageLabels = sewageJson as Words['sewage']
export const sewageAssumptionTemplates = sewageAssumptionsJson as Words['sewageAssumptions']
export const sewageDiagramWords = sewageDiagramJson as Words['sewageDiagram']
export const sewageResultLabels = sewageResultJson as Words['sewageResult']
export const sizingShared = sharedJson as Words['shared']
export const standardNames = standardNamesJson as Words['standardNames']
export const stageLayoutText = stageLayoutJson as Words['stageLayout']
export const standardLabels = standardsJson as Words['standards']
export const technologyLabels = technologiesJson as Words['technologies']
export const waterLabels = waterJson as Words['water']
export const waterAssumptionTemplates = waterAssumptionsJson as Words['waterAssumptions']
export const waterResultLabels = waterResultJson as Words['waterResult']
export const waterValidityTemplate = waterValidityJson as Words['waterValidity']
export const waterWarnings = waterWarningsJson as Words['waterWarnings']
