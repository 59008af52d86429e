import text from '#app/generated/content/site/plant-sizing.json' with { type: 'json' }
import { fill } from '#app/lib/fill.ts'
import type { OutputUnit } from '#app/lib/sizing/filling.ts'
import { formatNumber } from '#app/lib/sizing/format.ts'
import type { DemandUnit, WaterWarning } from '#app/lib/sizing/water.ts'
import type { WaterSource } from '#app/lib/sizing/water-rules.ts'
import { type Crumb, homeCrumb } from './navigation.ts'
import { pages } from './pages.ts'
import { capacityUnitLabels, quoteWaterSourceLabels } from './quote-choices.ts'

// The words of the plant-sizing pages, in content/site/plant-sizing.yaml. The rules and their numbers
// live in lib/sizing; the labels a buyer reads (and the tests look for) are written there, once.
export const acidDosingText = text.acidDosing
export const containerLabels = text.containers
export const diagramWords = text.diagram
export const elementSizeText = text.elementSize
export const elementTypeLabels = text.elementTypes
export const energyRecoveryText = text.energyRecovery
export const fillingLabels = text.filling
export const fillingAssumptions = text.fillingAssumptions
export const fillingResultLabels = text.fillingResult
export const limitingFactorLabels = text.limitingFactors
export const plantSizingOverview = text.overview
export const pretreatmentLabels = text.pretreatment
export const productEquipmentLabels = text.productEquipment
export const productLabels = text.products
export const sizingShared = text.shared
export const stageLayoutText = text.stageLayout
export const waterLabels = text.water
export const waterAssumptions = text.waterAssumptions
export const waterResultLabels = text.waterResult
export const waterValidityTemplate = text.waterValidity

// The sources and units both the calculators and the quote form offer are named once, in the quote's
// words, so a buyer handed from one to the other reads the same choice.
export const waterSourceLabels: Readonly<Record<WaterSource, string>> = {
	borewell: quoteWaterSourceLabels.borewell,
	municipal: quoteWaterSourceLabels.municipal,
	surface: quoteWaterSourceLabels.surface,
	...text.seawaterSources,
}

export const demandUnitLabels: Readonly<Record<DemandUnit, string>> = {
	lph: capacityUnitLabels.lph,
	m3d: capacityUnitLabels.m3d,
}

export function waterWarningText(warning: WaterWarning) {
	switch (warning.kind) {
		case 'unlikely-tds':
			return fill(text.waterWarnings[warning.kind], {
				source: waterSourceLabels[warning.source],
				min: formatNumber(warning.min),
				max: formatNumber(warning.max),
			})
		case 'hardness-above-tds':
		case 'calcium-above-hardness':
			return text.waterWarnings[warning.kind]
		case 'few-hours':
			return fill(text.waterWarnings[warning.kind], {
				hours: formatNumber(warning.hoursPerDay),
				times: formatNumber(warning.usualHours / warning.hoursPerDay, 1),
				usualHours: formatNumber(warning.usualHours),
			})
		case 'plant-larger-than-demand':
			return fill(text.waterWarnings[warning.kind], {
				litresPerHour: formatNumber(warning.demandFlow * 1000),
			})
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
