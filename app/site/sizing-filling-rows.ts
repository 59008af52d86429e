import {
	containerLabels,
	fillingAssumptionTemplates,
	fillingLabels,
	fillingResultLabels,
	productEquipmentLabels,
	productLabels,
} from '#app/content/filling-sizing-words.ts'
import { pages } from '#app/content/pages.ts'
import { diagramWords } from '#app/content/plant-sizing-words.ts'
import { capacityUnitLabels } from '#app/content/quote-choices.ts'
import { servicePath } from '#app/content/service-links.ts'
import { fill, fillCounted } from '#app/lib/fill.ts'
import { fillingAssumptionFigures } from '#app/lib/sizing/assumption-figures.ts'
import type { FillingDesign, FillingInput } from '#app/lib/sizing/filling.ts'
import { formatNumber, formatPercent, withUnit } from '#app/lib/sizing/format.ts'
import { waterSearch } from '#app/lib/sizing/sizing-params.ts'
import { chillerPlant, recommendedFillingPlant } from './plant-sizing.ts'
import { listRowIf, rowIf, type SizingReportRows } from './sizing-rows.ts'

const labels = fillingResultLabels

/** What the report calls the machine: a rinse-fill-cap monobloc or jar line, or a linear filler. */
const machineLabel = (design: FillingDesign) =>
	design.machine === 'linear' ? labels.linearFiller : labels.rinseFillCap

/** Its heads: "24-24-8" (rinse, fill, cap) or, for a linear filler, "8 heads". */
function headsOf(design: FillingDesign) {
	if (design.machine !== 'linear') return design.heads
	const count = Number(design.heads)
	return fillCounted(labels.heads, count, { count })
}

/** The filler as the report and its diagram name it: "Rinse-fill-cap 24-24-8", "Linear filler, 8 heads". */
export const fillerName = (design: FillingDesign) =>
	design.machine === 'linear'
		? `${labels.linearFiller}, ${headsOf(design)}`
		: `${labels.rinseFillCap} ${design.heads}`

export function fillingReportRows(input: FillingInput, design: FillingDesign): SizingReportRows {
	const plant = recommendedFillingPlant(input)
	const perHour = design.machine === 'jar' ? labels.jarsPerHour : capacityUnitLabels.bph
	const rated = (value: number) => withUnit(formatNumber(value), perHour)
	const treatedWater = Math.ceil(design.treatedWater)
	const filler = fillerName(design)
	const ratedRow = { label: labels.ratedOutput, value: rated(design.ratedOutput) }
	const efficiencyRow = {
		label: labels.lineEfficiency,
		value: withUnit(formatPercent(design.lineEfficiency), '%'),
	}
	const waterRow = {
		label: labels.treatedWater,
		value: withUnit(formatNumber(treatedWater), 'L/h'),
	}
	const heads = headsOf(design)
	return {
		// The strip names the machine in its label, so its value is the heads alone.
		summary: [
			{
				label: machineLabel(design),
				value: design.lines > 1 ? fill(labels.twoLines, { filler: heads }) : heads,
			},
			ratedRow,
			efficiencyRow,
			waterRow,
		],
		results: [
			{ label: labels.recommendedPlant, value: plant.title, href: servicePath(plant) },
			{
				label: labels.filler,
				value: design.lines > 1 ? fill(labels.twoLines, { filler }) : filler,
			},
			ratedRow,
			...rowIf(
				labels.isobaricDerating,
				design.isobaricDerating !== undefined &&
					fill(labels.isobaricDeratingValue, {
						percent: formatPercent(design.isobaricDerating),
					}),
			),
			efficiencyRow,
			{
				...waterRow,
				action: {
					text: labels.sizeWaterPlant,
					href: `${pages.plantSizingWater.path}${waterSearch({ demand: treatedWater, unit: 'lph' })}`,
				},
			},
			{
				label: labels.blowMoulder,
				value: design.blowMoulder
					? `${rated(design.blowMoulder.rating)}, ${fillCounted(diagramWords.cavities, design.blowMoulder.cavities, { count: design.blowMoulder.cavities })}`
					: labels.noBlowMoulder,
			},
			{ label: labels.labeller, value: rated(design.labeller) },
			{ label: labels.packing, value: rated(design.packing) },
			...listRowIf(
				labels.equipment,
				design.equipment.map((item) => ({
					text: productEquipmentLabels[item],
					href: item === 'chiller' ? servicePath(chillerPlant()) : undefined,
				})),
				false,
			),
		],
		inputs: [
			{ label: fillingLabels.product, value: productLabels[input.product] },
			{ label: fillingLabels.container, value: containerLabels[input.container] },
			{
				label: fillingLabels.output,
				value: withUnit(formatNumber(input.output, 1), capacityUnitLabels[input.unit]),
			},
		],
	}
}

/** The filling tool's assumptions, each figure from the rule the design applies. */
export const fillingAssumptionsText = () =>
	fillingAssumptionTemplates.map((sentence) => fill(sentence, fillingAssumptionFigures()))
