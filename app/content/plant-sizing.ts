import {
	acidDosing,
	containers,
	diagram,
	elementSize,
	elementTypes,
	energyRecovery,
	filling,
	fillingAssumptions,
	fillingResult,
	limitingFactors,
	overview,
	pretreatment,
	productEquipment,
	products,
	seawaterSources,
	shared,
	stageLayout,
	water,
	waterAssumptions,
	waterResult,
	waterValidity as waterValidityTemplate,
	waterWarnings,
} from '#app/generated/content/site/plant-sizing.ts'
import type { OutputUnit } from '#app/lib/sizing/filling.ts'
import { formatNumber } from '#app/lib/sizing/format.ts'
import type { DemandUnit, WaterWarning } from '#app/lib/sizing/water.ts'
import type { WaterSource } from '#app/lib/sizing/water-rules.ts'
import { type Crumb, homeCrumb } from './navigation.ts'
import { pages } from './pages.ts'
import { capacityUnitLabels, quoteWaterSourceLabels } from './quote-choices.ts'

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
	waterValidityTemplate,
}

// The sources and units both the calculators and the quote form offer are named once, in the quote's
// words, so a buyer handed from one to the other reads the same choice.
export const waterSourceLabels: Readonly<Record<WaterSource, string>> = {
	borewell: quoteWaterSourceLabels.borewell,
	municipal: quoteWaterSourceLabels.municipal,
	surface: quoteWaterSourceLabels.surface,
	...seawaterSources,
}

export const demandUnitLabels: Readonly<Record<DemandUnit, string>> = {
	lph: capacityUnitLabels.lph,
	m3d: capacityUnitLabels.m3d,
}

export function waterWarningText(warning: WaterWarning) {
	switch (warning.kind) {
		case 'unlikely-tds':
			return waterWarnings[warning.kind](
				waterSourceLabels[warning.source],
				formatNumber(warning.min),
				formatNumber(warning.max),
			)
		case 'hardness-above-tds':
		case 'calcium-above-hardness':
			return waterWarnings[warning.kind]
		case 'few-hours':
			return waterWarnings[warning.kind](
				formatNumber(warning.hoursPerDay),
				formatNumber(warning.usualHours / warning.hoursPerDay, 1),
				formatNumber(warning.usualHours),
			)
		case 'plant-larger-than-demand':
			return waterWarnings[warning.kind](formatNumber(warning.demandFlow * 1000))
	}
}

export const outputUnitLabels: Readonly<Record<OutputUnit, string>> = {
	bph: capacityUnitLabels.bph,
	bpm: capacityUnitLabels.bpm,
}

/** The trail above each plant-sizing tool. */
export const plantSizingParents: readonly Crumb[] = [
	homeCrumb,
	{ label: pages.plantSizing.title, path: pages.plantSizing.path },
]
