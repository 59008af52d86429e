import { formatNumber, formatPercent } from './format.ts'
import { typicalChemistry, typicalSeawaterChemistry } from './scaling.ts'
import { TEMPERATURE_BAND } from './water-rules.ts'

// The values "not known" stands for in the water form's hints, apart from the result's figures: the
// form opens before a result's code loads.

export function notKnownFigures() {
	return {
		temperatureBand: formatNumber(TEMPERATURE_BAND),
		ph: formatNumber(typicalChemistry.ph, 1),
		seawaterPh: formatNumber(typicalSeawaterChemistry.ph, 1),
		alkalinity: formatNumber(typicalChemistry.alkalinity, 1),
		seawaterAlkalinity: formatNumber(typicalSeawaterChemistry.alkalinity, 1),
		calciumShare: formatPercent(typicalChemistry.calciumShareOfHardness),
		seawaterCalciumShare: formatPercent(typicalSeawaterChemistry.calciumShareOfHardness),
		sulphateShare: formatPercent(typicalChemistry.sulphateShareOfTds),
		silica: formatNumber(typicalChemistry.silica, 1),
		sdi: formatNumber(typicalChemistry.sdi, 1),
		openWaterSdi: formatNumber(typicalChemistry.openWaterSdi, 1),
		boron: formatNumber(typicalChemistry.boron, 1),
	}
}
