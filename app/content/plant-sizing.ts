import { fill } from '#app/lib/fill.ts'
import { formatNumber } from '#app/lib/sizing/format.ts'
import type { WaterWarning } from '#app/lib/sizing/water.ts'
import type { WaterSource } from '#app/lib/sizing/water-rules.ts'
import acidDosing from '#content/site/plant-sizing/acidDosing.json' with { type: 'json' }
import containers from '#content/site/plant-sizing/containers.json' with { type: 'json' }
import diagram from '#content/site/plant-sizing/diagram.json' with { type: 'json' }
import elementSize from '#content/site/plant-sizing/elementSize.json' with { type: 'json' }
import elementTypes from '#content/site/plant-sizing/elementTypes.json' with { type: 'json' }
import energyRecovery from '#content/site/plant-sizing/energyRecovery.json' with { type: 'json' }
import filling from '#content/site/plant-sizing/filling.json' with { type: 'json' }
import fillingAssumptions from '#content/site/plant-sizing/fillingAssumptions.json' with {
	type: 'json',
}
import fillingResult from '#content/site/plant-sizing/fillingResult.json' with { type: 'json' }
import limitingFactors from '#content/site/plant-sizing/limitingFactors.json' with { type: 'json' }
import overview from '#content/site/plant-sizing/overview.json' with { type: 'json' }
import pretreatment from '#content/site/plant-sizing/pretreatment.json' with { type: 'json' }
import productEquipment from '#content/site/plant-sizing/productEquipment.json' with {
	type: 'json',
}
import products from '#content/site/plant-sizing/products.json' with { type: 'json' }
import seawaterSources from '#content/site/plant-sizing/seawaterSources.json' with { type: 'json' }
import shared from '#content/site/plant-sizing/shared.json' with { type: 'json' }
import stageLayout from '#content/site/plant-sizing/stageLayout.json' with { type: 'json' }
import water from '#content/site/plant-sizing/water.json' with { type: 'json' }
import waterAssumptions from '#content/site/plant-sizing/waterAssumptions.json' with {
	type: 'json',
}
import waterResult from '#content/site/plant-sizing/waterResult.json' with { type: 'json' }
import waterValidity from '#content/site/plant-sizing/waterValidity.json' with { type: 'json' }
import waterWarnings from '#content/site/plant-sizing/waterWarnings.json' with { type: 'json' }
import { quoteWaterSourceLabels } from './quote-choices.ts'

// The words of the plant-sizing pages, in content/site/plant-sizing.yaml. The rules and their numbers
// live in lib/sizing; the labels a buyer reads (and the tests look for) are written there, once.
export {
	acidDosing as acidDosingText,
	containers as containerLabels,
	diagram as diagramWords,
	elementSize as elementSizeText,
	elementTypes as elementTypeLabels,
	energyRecovery as energyRecoveryText,
	filling as fillingLabels,
	fillingAssumptions,
	fillingResult as fillingResultLabels,
	limitingFactors as limitingFactorLabels,
	overview as plantSizingOverview,
	pretreatment as pretreatmentLabels,
	productEquipment as productEquipmentLabels,
	products as productLabels,
	shared as sizingShared,
	stageLayout as stageLayoutText,
	water as waterLabels,
	waterAssumptions,
	waterResult as waterResultLabels,
	waterValidity as waterValidityTemplate,
}

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
	}
}
