import { pages } from '#app/content/pages.ts'
import {
	containerLabels,
	demandUnitLabels,
	diagramWords,
	elementSizeText,
	elementTypeLabels,
	energyRecoveryText,
	fillingLabels,
	fillingResultLabels,
	limitingFactorLabels,
	outputUnitLabels,
	pretreatmentLabels,
	productEquipmentLabels,
	productLabels,
	stageLayoutText,
	waterLabels,
	waterResultLabels,
	waterSourceLabels,
} from '#app/content/plant-sizing.ts'
import { servicePath } from '#app/content/services.ts'
import type { LabelledFigure, SizingFigures } from '#app/lib/inbox-protocol.ts'
import type { FillingDesign, FillingInput } from '#app/lib/sizing/filling.ts'
import { formatFixed, formatFlow, formatNumber, withUnit } from '#app/lib/sizing/format.ts'
import { waterSearch } from '#app/lib/sizing/sizing-params.ts'
import type { EnergyRecovery, WaterDesign, WaterInput } from '#app/lib/sizing/water.ts'
import { chillerPlant, recommendedFillingPlant, recommendedWaterPlant } from './plant-sizing.ts'
import { fillingResult, waterResult } from './sizing-result.ts'

// A result's figures as text, labelled as the page shows them: the page renders these rows, and an
// inquiry that carries a result's address shows the same figures to staff in the inbox, the e-mail
// and the CSV.

type ListItem = { text: string; href?: string }

/** A figure as the result page shows it, with what it links to. */
export type SizingRow = LabelledFigure & {
	/** The page the value names: the recommended plant. */
	href?: string
	/** A value that is a list; `value` holds the same items joined. */
	list?: { ordered: boolean; items: readonly ListItem[] }
	/** A next step from this figure, shown after it on screen only. */
	action?: { text: string; href: string }
}

export type SizingReportRows = {
	results: readonly SizingRow[]
	/** The softener offered beside the RO design, when hardness is the feed's only problem. */
	softener?: readonly SizingRow[]
	/** The inputs, printed with the result (the form shows them on screen). */
	inputs: readonly LabelledFigure[]
}

const listRow = (label: string, items: readonly ListItem[], ordered: boolean): SizingRow => ({
	label,
	value: items.map((item) => item.text).join(', '),
	list: { ordered, items },
})

const energyRecoveryValue = (device: EnergyRecovery, reject: number) =>
	device.kind === 'isobaric'
		? energyRecoveryText.isobaric(formatNumber(device.efficiency * 100))
		: energyRecoveryText['too-small'](formatFlow(reject), formatFlow(device.minConcentrate))

export function waterReportRows(input: WaterInput, design: WaterDesign): SizingReportRows {
	const plant = recommendedWaterPlant(input, design)
	const labels = waterResultLabels
	const flow = (value: number) => withUnit(formatFlow(value), 'm³/h')
	const flux = (value: number) => withUnit(formatFixed(value, 1), 'LMH')
	const { softener, energyRecovery, boron } = design
	return {
		results: [
			{ label: labels.recommendedPlant, value: plant.title, href: servicePath(plant) },
			{ label: labels.permeateFlow, value: flow(design.permeateFlow) },
			{ label: labels.recovery, value: withUnit(formatNumber(design.recovery * 100), '%') },
			{ label: labels.limitingFactor, value: limitingFactorLabels[design.limitingFactor] },
			{ label: labels.flux, value: flux(design.flux) },
			...design.stages.map((stage, index) => ({
				label: labels.stageFlux(formatNumber(index + 1)),
				value: `${flux(stage.flux)} (${stageLayoutText(stage.vessels, design.elementsPerVessel)})`,
			})),
			{ label: labels.leadElementFlux, value: flux(design.leadElementFlux) },
			{
				label: labels.highestElementRecovery,
				value: withUnit(formatFixed(design.highestElementRecovery * 100, 1), '%'),
			},
			{
				label: labels.elements,
				value: `${formatNumber(design.elements)} (${elementSizeText(elementTypeLabels[design.membrane], design.elementName, design.elementSize, formatNumber(design.elementsPerVessel), formatNumber(design.maxElementsPerVessel))})`,
			},
			{ label: labels.vessels, value: formatNumber(design.vessels) },
			{ label: labels.array, value: design.array.join(':') },
			{ label: labels.feedFlow, value: flow(design.feedFlow) },
			{ label: labels.rejectFlow, value: flow(design.rejectFlow) },
			...(design.recirculationFlow > 0
				? [{ label: labels.recirculation, value: flow(design.recirculationFlow) }]
				: []),
			{ label: labels.feedPressure, value: withUnit(formatFixed(design.feedPressure, 1), 'bar') },
			{ label: labels.permeateTds, value: withUnit(formatFixed(design.permeateTds, 1), 'mg/L') },
			...(boron
				? [{ label: labels.boron, value: withUnit(formatFixed(boron.permeate, 2), 'mg/L') }]
				: []),
			...(energyRecovery
				? [
						{
							label: labels.energyRecovery,
							value: energyRecoveryValue(energyRecovery, design.rejectFlow),
						},
					]
				: []),
			{ label: labels.pumpPower, value: withUnit(formatFixed(design.pumpPower, 1), 'kW') },
			{
				label: labels.specificEnergy,
				value: withUnit(formatFixed(design.specificEnergy, 2), 'kWh/m³'),
			},
			listRow(
				labels.pretreatment,
				design.pretreatment.map((step) => ({ text: pretreatmentLabels[step] })),
				true,
			),
		],
		softener: softener
			? [
					{
						label: labels.resinVolume,
						value: withUnit(formatNumber(softener.resinVolume), 'L'),
					},
					{
						label: labels.saltPerRegeneration,
						value: withUnit(formatNumber(softener.saltPerRegeneration, 1), 'kg'),
					},
				]
			: undefined,
		inputs: [
			{ label: waterLabels.source, value: waterSourceLabels[input.source] },
			{ label: waterLabels.tds, value: formatNumber(input.tds, 1) },
			{ label: waterLabels.hardness, value: formatNumber(input.hardness, 1) },
			{ label: waterLabels.turbidity, value: formatNumber(input.turbidity, 2) },
			{ label: waterLabels.iron, value: formatNumber(input.iron, 2) },
			{ label: waterLabels.temperature, value: formatNumber(input.temperature, 1) },
			{
				label: waterLabels.demand,
				value: withUnit(formatNumber(input.demand, 2), demandUnitLabels[input.unit]),
			},
			{ label: waterLabels.hours, value: formatNumber(input.hoursPerDay, 1) },
		],
	}
}

export function fillingReportRows(input: FillingInput, design: FillingDesign): SizingReportRows {
	const plant = recommendedFillingPlant(input)
	const labels = fillingResultLabels
	const perHour = design.isJarLine ? labels.jarsPerHour : outputUnitLabels.bph
	const rated = (value: number) => withUnit(formatNumber(value), perHour)
	const treatedWater = Math.ceil(design.treatedWater)
	return {
		results: [
			{ label: labels.recommendedPlant, value: plant.title, href: servicePath(plant) },
			{ label: labels.filler, value: `${labels.rinseFillCap} ${design.heads}` },
			{ label: labels.ratedOutput, value: rated(design.ratedOutput) },
			{
				label: labels.treatedWater,
				value: withUnit(formatNumber(treatedWater), 'L/h'),
				action: {
					text: labels.sizeWaterPlant,
					href: `${pages.plantSizingWater.path}${waterSearch({ demand: treatedWater, unit: 'lph' })}`,
				},
			},
			{
				label: labels.blowMoulder,
				value: design.blowMoulder
					? `${rated(design.blowMoulder.rating)}, ${diagramWords.cavities(design.blowMoulder.cavities)}`
					: labels.noBlowMoulder,
			},
			{ label: labels.labeller, value: rated(design.labeller) },
			{ label: labels.packing, value: rated(design.packing) },
			...(design.equipment.length > 0
				? [
						listRow(
							labels.equipment,
							design.equipment.map((item) => ({
								text: productEquipmentLabels[item],
								href: item === 'chiller' ? servicePath(chillerPlant()) : undefined,
							})),
							false,
						),
					]
				: []),
		],
		inputs: [
			{ label: fillingLabels.product, value: productLabels[input.product] },
			{ label: fillingLabels.container, value: containerLabels[input.container] },
			{
				label: fillingLabels.output,
				value: withUnit(formatNumber(input.output, 1), outputUnitLabels[input.unit]),
			},
		],
	}
}

/** A calculator's result as plain labelled figures, for staff reading an inquiry that carries it. */
export type SizingSummary = SizingFigures & {
	/** The calculator's path and query, which show this result again. */
	address: string
}

const calculators = [
	{
		page: pages.plantSizingWater,
		rows: (params: URLSearchParams) => {
			const { parsed, design } = waterResult(params)
			return parsed.state === 'valid' && design ? waterReportRows(parsed.input, design) : undefined
		},
	},
	{
		page: pages.plantSizingFilling,
		rows: (params: URLSearchParams) => {
			const { parsed, design } = fillingResult(params)
			return parsed.state === 'valid' && design
				? fillingReportRows(parsed.input, design)
				: undefined
		},
	},
]

const ORIGIN = 'http://calculator.invalid'

const figure = ({ label, value }: LabelledFigure): LabelledFigure => ({ label, value })

/**
 * The labelled inputs and results of a calculator's address (path and query, as an inquiry stores
 * it), or undefined when the address is not one of this site's calculators or its inputs give no
 * result.
 */
export function sizingSummary(address: string): SizingSummary | undefined {
	// Only a path on this site: an absolute or protocol-relative address names another origin.
	if (!address.startsWith('/') || address.startsWith('//')) return undefined
	let url: URL
	try {
		url = new URL(address, ORIGIN)
	} catch {
		return undefined
	}
	if (url.origin !== ORIGIN) return undefined
	const calculator = calculators.find((candidate) => candidate.page.path === url.pathname)
	const rows = calculator?.rows(url.searchParams)
	if (!calculator || !rows) return undefined
	return {
		tool: calculator.page.title,
		address: `${url.pathname}${url.search}`,
		inputs: rows.inputs.map(figure),
		results: [...rows.results, ...(rows.softener ?? [])].map(figure),
	}
}
