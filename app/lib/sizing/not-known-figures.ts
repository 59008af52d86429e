import { formatNumber, formatPercent } from './format.ts'
import { typicalChemistry, typicalSeawaterChemistry } from './scaling.ts'
import { TEMPERATURE_BAND, typicalWater } from './water-rules.ts'

// The values "not known" stands for in the water form's hints, apart from the result's figures: the
// form opens before a result's code loads.

export function notKnownFigures() {
	const { borewell, 'seawater-open-intake': seawater } = typicalWater
	return {
		hardnessShare: formatPercent(borewell.hardnessShareOfTds),
		seawaterHardnessShare: formatPercent(seawater.hardnessShareOfTds),
		wellTurbidity: formatNumber(borewell.turbidity, 1),
		wellIron: formatNumber(borewell.iron, 2),
		temperature: formatNumber(borewell.temperature),
		seawaterTemperature: formatNumber(seawater.temperature),
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
