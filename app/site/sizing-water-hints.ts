import { fill } from '#app/lib/fill.ts'
import { formatNumber, formatPercent } from '#app/lib/sizing/format.ts'
import { typicalChemistry, typicalSeawaterChemistry } from '#app/lib/sizing/scaling.ts'
import { TEMPERATURE_BAND } from '#app/lib/sizing/water-rules.ts'
import waterLabels from '#content/site/plant-sizing/water.json' with { type: 'json' }

// The form's own words, apart from the result's rows: the form opens before a result's code loads.

type NotKnownField = keyof typeof waterLabels.notKnownHints

/** What each optional field left empty stands for, with the values the design assumes for it. */
export function waterNotKnownHints() {
	const figures = {
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
	return Object.fromEntries(
		Object.entries(waterLabels.notKnownHints).map(([field, hint]) => [field, fill(hint, figures)]),
	) as Readonly<Record<NotKnownField, string>>
}
