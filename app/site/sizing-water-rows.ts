import { waterSourceLabels } from '#app/content/plant-sizing.ts'
import { capacityUnitLabels } from '#app/content/quote-choices.ts'
import { servicePath } from '#app/content/service-links.ts'
import {
	acidDosingText,
	antiscalantDosingText,
	dechlorinationDosingText,
	elementSizeText,
	elementTypeLabels,
	energyRecoveryText,
	limitingFactorLabels,
	pretreatmentLabels,
	stageLayoutText,
	standardNames,
	waterAssumptionTemplates,
	waterResultLabels,
	waterValidityTemplate,
} from '#app/content/water-result-words.ts'
import { waterLabels } from '#app/content/water-sizing-words.ts'
import { fill, fillCounted } from '#app/lib/fill.ts'
import { waterAssumptionFigures } from '#app/lib/sizing/assumption-figures.ts'
import {
	formatFixed,
	formatFlow,
	formatNumber,
	formatPercent,
	withUnit,
} from '#app/lib/sizing/format.ts'
import {
	chemistryFor,
	MAX_CONCENTRATE_LSI,
	MAX_GYPSUM_SATURATION,
	MAX_SILICA_SATURATION,
} from '#app/lib/sizing/scaling.ts'
import { chemistryFields, typicalFields } from '#app/lib/sizing/sizing-params.ts'
import {
	designWater,
	type EnergyRecovery,
	type InterstageBoost,
	type Remineralisation,
	type SecondPass,
	type WaterDesign,
	type WaterInput,
} from '#app/lib/sizing/water.ts'
import {
	drinkingLimits,
	isSeawater,
	PSI_PER_BAR,
	sulphuricAcid,
	TEMPERATURE_BAND,
	waterRanges,
} from '#app/lib/sizing/water-rules.ts'
import { recommendedWaterPlant } from './plant-sizing.ts'
import { listRowIf, rowIf, type SizingReportRows } from './sizing-rows.ts'

/** The concentrate's indices beside the limits the antiscalant holds them to. */
function concentrateValue({ calcite, gypsum, silica }: WaterDesign['concentrate']) {
	const common = {
		calcite: formatFixed(calcite, 1),
		calciteLimit: formatFixed(MAX_CONCENTRATE_LSI, 1),
		silica: formatPercent(silica),
		silicaLimit: formatPercent(MAX_SILICA_SATURATION),
	}
	const labels = waterResultLabels
	return gypsum === undefined
		? fill(labels.salineConcentrateIndices, common)
		: fill(labels.concentrateIndices, {
				...common,
				gypsum: formatPercent(gypsum),
				gypsumLimit: formatPercent(MAX_GYPSUM_SATURATION),
			})
}

/** A chemical's dose as the pretreatment list gives it: mg/L of feed and kg a day. */
const dosage = (chemical: { dose: number; perDay: number }) => ({
	dose: formatFixed(chemical.dose, 1),
	perDay: formatNumber(chemical.perDay, 2),
})

/** What puts the permeate's minerals back, with its doses, and what the product then holds. */
const remineralisationText = (minerals: Remineralisation) => {
	if (minerals.kind === 'calcite') {
		const calcite = dosage(minerals.calcite)
		const carbonDioxide = dosage(minerals.carbonDioxide)
		return fill(waterResultLabels.calciteDosing, {
			calcite: calcite.dose,
			carbonDioxide: carbonDioxide.dose,
			calcitePerDay: calcite.perDay,
			carbonDioxidePerDay: carbonDioxide.perDay,
			calcium: formatNumber(minerals.calcium),
		})
	}
	const calciumChloride = dosage(minerals.calciumChloride)
	const magnesiumSulphate = dosage(minerals.magnesiumSulphate)
	return fill(waterResultLabels.mineralDosing, {
		calciumChloride: calciumChloride.dose,
		magnesiumSulphate: magnesiumSulphate.dose,
		calciumPerDay: calciumChloride.perDay,
		magnesiumPerDay: magnesiumSulphate.perDay,
		calcium: formatFixed(minerals.calcium, 1),
		magnesium: formatFixed(minerals.magnesium, 1),
		tds: formatNumber(minerals.tds),
	})
}

export const energyRecoveryValue = (device: EnergyRecovery) =>
	device.kind === 'isobaric'
		? fill(energyRecoveryText.isobaric, { efficiency: formatPercent(device.efficiency) })
		: fill(energyRecoveryText['too-small'], { min: formatFlow(device.minConcentrate) })

/** A pump as the row and the diagram give it: the pressure it makes and the power it draws. */
export const pressureAndPower = (pressure: number, power: number) =>
	`${formatFixed(pressure, 1)} bar · ${formatFixed(power, 1)} kW`

export const interstageBoostText = (boost: InterstageBoost) =>
	`+${pressureAndPower(boost.pressure, boost.power)}`

export const secondPassText = (pass: SecondPass) =>
	fill(waterResultLabels.secondPassText, {
		...pass,
		share: formatPercent(pass.share),
		array: pass.array.join(':'),
		recovery: formatPercent(pass.recovery),
		feedPressure: formatFixed(pass.feedPressure, 1),
	})

/** The ranges the water tool's rules hold for, from the limits its form enforces. */
export const waterValidityText = () =>
	fill(waterValidityTemplate, {
		tdsMin: formatNumber(waterRanges.tds.min),
		tdsMax: formatNumber(waterRanges.tds.max),
		temperatureMin: formatNumber(waterRanges.temperature.min),
		temperatureMax: formatNumber(waterRanges.temperature.max),
		dailyMin: formatNumber(waterRanges.dailyDemand.min),
		dailyMax: formatNumber(waterRanges.dailyDemand.max),
		flowMax: formatNumber(waterRanges.permeateFlow.max),
	})

/** The water tool's assumptions, each figure from the rule the design applies. */
export const waterAssumptionsText = () =>
	waterAssumptionTemplates.map((sentence) => fill(sentence, waterAssumptionFigures()))

/** An input a visitor may leave empty: what they gave, or the value assumed for it. */
const optionalInput = (label: string, given: number | undefined, assumed: number) => ({
	label,
	value:
		given === undefined
			? fill(waterLabels.notKnown, { value: formatNumber(assumed, 2) })
			: formatNumber(given, 2),
})

const stageCountNames = ['one', 'two', 'three'] as const

export function waterReportRows(input: WaterInput, design: WaterDesign): SizingReportRows {
	const plant = recommendedWaterPlant(input, design)
	const labels = waterResultLabels
	const flow = (value: number) => withUnit(formatFlow(value), 'm³/h')
	const flux = (value: number) => withUnit(formatFixed(value, 1), 'LMH')
	const {
		softener,
		energyRecovery,
		boron,
		interstageBoost,
		secondPass,
		recirculationFlow,
		remineralisation,
	} = design
	const water = designWater(input)
	const chemistry = chemistryFor(water)
	// Each limited figure says which standard's limit it keeps.
	const limits = drinkingLimits[water.standard]
	const withinStandard = (value: string, limit: number) =>
		fill(labels.withinStandard, {
			value,
			standard: standardNames[water.standard],
			limit: formatNumber(limit, 1),
		})
	const recovery = {
		label: labels.recovery,
		value: withUnit(formatPercent(design.recovery), '%'),
	}
	const feedPressure = {
		label: labels.feedPressure,
		value: withUnit(formatFixed(design.feedPressure, 1), 'bar'),
	}
	const pumpPower = {
		label: labels.pumpPower,
		value: withUnit(formatFixed(design.pumpPower, 1), 'kW'),
	}
	return {
		summary: [
			recovery,
			{
				label: labels.elementsInVessels,
				value: `${formatNumber(design.elements)} / ${formatNumber(design.vessels)}`,
			},
			feedPressure,
			pumpPower,
		],
		results: [
			{
				label: labels.recommendedPlant,
				value: fill(labels.plantKind, {
					stages: labels.stageCounts[stageCountNames[design.array.length - 1] ?? 'one'],
					membrane: labels.membraneKinds[design.membrane],
					flow: formatFlow(design.permeateFlow),
				}),
				href: servicePath(plant),
			},
			{ label: labels.permeateFlow, value: flow(design.permeateFlow) },
			recovery,
			{ label: labels.limitingFactor, value: limitingFactorLabels[design.limitingFactor] },
			{ label: labels.flux, value: flux(design.flux) },
			...design.stages.map((stage, index) => ({
				label: fill(labels.stageFlux, { index: formatNumber(index + 1) }),
				value: `${flux(stage.flux)} (${fillCounted(stageLayoutText, stage.vessels, { vessels: stage.vessels, perVessel: design.elementsPerVessel })})`,
			})),
			...rowIf(labels.interstageBoost, interstageBoost && interstageBoostText(interstageBoost)),
			{ label: labels.leadElementFlux, value: flux(design.leadElementFlux) },
			{
				label: labels.highestElementRecovery,
				value: withUnit(formatFixed(design.highestElementRecovery * 100, 1), '%'),
			},
			{
				label: labels.elements,
				value: `${formatNumber(design.elements)} (${fill(elementSizeText, { type: elementTypeLabels[design.membrane], model: design.elementName, size: design.elementSize, perVessel: formatNumber(design.elementsPerVessel), max: formatNumber(design.maxElementsPerVessel) })})`,
			},
			{ label: labels.vessels, value: formatNumber(design.vessels) },
			{
				label: labels.vesselRating,
				value: `${withUnit(formatNumber(design.vesselRating), 'psi')} (${withUnit(formatFixed(design.vesselRating / PSI_PER_BAR, 1), 'bar')})`,
			},
			{ label: labels.array, value: design.array.join(':') },
			{ label: labels.feedFlow, value: flow(design.feedFlow) },
			{ label: labels.rejectFlow, value: flow(design.rejectFlow) },
			...rowIf(labels.recirculation, recirculationFlow > 0 && flow(recirculationFlow)),
			feedPressure,
			{ label: labels.concentrateScaling, value: concentrateValue(design.concentrate) },
			{
				label: labels.permeateTds,
				value: withinStandard(formatFixed(design.permeateTds, 1), limits.tds),
			},
			...rowIf(labels.secondPass, secondPass && secondPassText(secondPass)),
			...rowIf(labels.boron, boron && withinStandard(formatFixed(boron.permeate, 2), limits.boron)),
			...rowIf(labels.remineralisation, remineralisation && remineralisationText(remineralisation)),
			...rowIf(labels.energyRecovery, energyRecovery && energyRecoveryValue(energyRecovery)),
			{
				label: labels.feedPump,
				value: pressureAndPower(design.feedPump.pressure, design.feedPump.power),
			},
			pumpPower,
			{
				label: labels.specificEnergy,
				value: withUnit(formatFixed(design.specificEnergy, 2), 'kWh/m³'),
			},
			{
				label: fill(labels.coldSpecificEnergy, {
					temperature: formatNumber(design.coldestWater, 1),
				}),
				value: withUnit(formatFixed(design.coldSpecificEnergy, 2), 'kWh/m³'),
			},
			...listRowIf(
				labels.pretreatment,
				design.pretreatment.map((step) => ({
					text:
						step === 'acid-dosing' && design.acidPh !== undefined && design.acid
							? fill(acidDosingText, {
									...dosage(design.acid),
									ph: formatFixed(design.acidPh, 1),
									strength: formatPercent(sulphuricAcid.strength),
								})
							: step === 'dechlorination' && design.bisulphite
								? fill(dechlorinationDosingText, dosage(design.bisulphite))
								: step === 'antiscalant' && design.antiscalant
									? fill(antiscalantDosingText, dosage(design.antiscalant))
									: pretreatmentLabels[step],
				})),
				true,
			),
		],
		softener: softener
			? [
					{
						label: labels.columns,
						value: softener.columns === 2 ? labels.twinColumns : labels.singleColumn,
					},
					{
						label: labels.resinVolume,
						value:
							softener.columns === 2
								? fill(labels.resinPerColumn, { litres: formatNumber(softener.resinVolume) })
								: withUnit(formatNumber(softener.resinVolume), 'L'),
					},
					{
						label: labels.regenerationsPerDay,
						value: formatNumber(softener.regenerationsPerDay),
					},
					{
						label: labels.saltPerRegeneration,
						value: withUnit(formatNumber(softener.saltPerRegeneration, 1), 'kg'),
					},
					{
						label: labels.hardnessLeakage,
						value: fill(labels.leakageBelow, { value: formatFixed(softener.leakage, 1) }),
					},
				]
			: undefined,
		inputs: [
			{ label: waterLabels.source, value: waterSourceLabels[input.source] },
			{ label: waterLabels.tds, value: formatNumber(input.tds, 1) },
			...typicalFields.map((field) =>
				optionalInput(waterLabels[field], input[field], water[field]),
			),
			optionalInput(waterLabels.temperatureRange, input.temperatureRange, TEMPERATURE_BAND),
			{
				label: waterLabels.demand,
				value: withUnit(formatNumber(input.demand, 2), capacityUnitLabels[input.unit]),
			},
			{ label: waterLabels.hours, value: formatNumber(input.hoursPerDay, 1) },
			// Left empty, the source is taken to give all the plant draws.
			optionalInput(waterLabels.sourceFlow, input.sourceFlow, design.feedFlow),
			// Only seawater carries enough boron to size for, so other reports leave its input out.
			...chemistryFields
				.filter((field) => field !== 'boron' || isSeawater(input.source))
				.map((field) => optionalInput(waterLabels[field], input[field], chemistry[field])),
		],
	}
}
