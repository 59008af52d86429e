import { servicePath } from '#app/content/service-links.ts'
import {
	buildingLabels,
	reuseLabels,
	sewageAssumptionTemplates,
	sewageLabels,
	sewageResultLabels,
	standardLabels,
	technologyLabels,
} from '#app/content/sewage-sizing-words.ts'
import { fill, fillCounted } from '#app/lib/fill.ts'
import { sewageAssumptionFigures } from '#app/lib/sizing/assumption-figures.ts'
import { formatFixed, formatNumber, formatPercent } from '#app/lib/sizing/format.ts'
import {
	type Filters,
	residentBod,
	type SewageDesign,
	type SewageInput,
	type SewagePlant,
} from '#app/lib/sizing/sewage.ts'
import {
	flowRange,
	type Limits,
	occupancy,
	SBR_CYCLES_PER_DAY,
} from '#app/lib/sizing/sewage-rules.ts'
import { sewagePlant } from './plant-sizing.ts'
import { listRowIf, rowIf, type SizingReportRows, type SizingRow } from './sizing-rows.ts'

const labels = sewageResultLabels

/** Volumes, areas and flows: one decimal under 10, whole above. */
export const amount = (value: number) =>
	value < 10 ? formatFixed(value, 1) : formatNumber(Math.round(value))

/** Why the tool chose this technology, in the words the result gives after its name. */
function technologyReason(plant: SewagePlant) {
	if (plant.chosenBy === 'visitor') return labels.technologyReasons.visitor
	if (plant.chosenBy === 'space') {
		return plant.fitsSpace === false
			? labels.technologyReasons['too-small']
			: labels.technologyReasons.space
	}
	return plant.technology === 'mbbr'
		? labels.technologyReasons['size-small']
		: labels.technologyReasons['size-large']
}

export const technologyName = (plant: SewagePlant) => technologyLabels[plant.technology]

function flowValue(plant: SewagePlant) {
	const { design, counted } = plant.flow
	if (!counted) return fill(labels.typedFlow, { flow: amount(design) })
	return fill(labels.countedFlow, {
		flow: amount(design),
		count: formatNumber(counted.count),
		occupants: labels.occupants[counted.occupant],
		supply: formatNumber(counted.supply),
		share: formatPercent(counted.sewage / counted.supply),
	})
}

const limitFields = ['bod', 'cod', 'tss', 'totalNitrogen', 'phosphorus'] as const

function limitsText(limits: Limits) {
	const named = limitFields.flatMap((field) => {
		const limit = limits[field]
		return limit === undefined ? [] : [`${labels.limitLabels[field]} ${formatNumber(limit)}`]
	})
	return fill(labels.treatedQualityValue, {
		limits: named.join(', '),
		coliform: fill(labels.coliform, { count: formatNumber(limits.faecalColiform) }),
	})
}

const anoxicValue = ({ volume, recycle }: NonNullable<SewagePlant['anoxic']>) =>
	recycle === undefined
		? fill(labels.anoxicValue, { volume: amount(volume) })
		: fill(labels.anoxicRecycleValue, { volume: amount(volume), recycle: formatNumber(recycle, 1) })

function aerationValue(plant: SewagePlant) {
	const { aeration } = plant
	const hours = formatNumber(aeration.hours, 1)
	if (aeration.media) {
		return fill(labels.mediaValue, {
			volume: amount(aeration.volume),
			hours,
			media: amount(aeration.media.volume),
			surface: formatNumber(aeration.media.specificSurface),
			area: formatNumber(Math.round(aeration.media.area)),
			fill: formatPercent(aeration.media.fill),
		})
	}
	const sludge = { mlss: formatNumber(aeration.mlss ?? 0), srt: formatNumber(aeration.srt ?? 0) }
	if (aeration.basins) {
		return fill(labels.sbrValue, {
			basins: formatNumber(aeration.basins),
			each: amount(aeration.volume / aeration.basins),
			...sludge,
			cycles: formatNumber(SBR_CYCLES_PER_DAY),
		})
	}
	return fill(labels.suspendedValue, { volume: amount(aeration.volume), hours, ...sludge })
}

function settlingValue(plant: SewagePlant) {
	const { settling } = plant
	if (settling.kind === 'in-basin') return labels.inBasinValue
	if (settling.kind === 'membrane') {
		return fill(labels.membraneValue, {
			area: amount(settling.area),
			flux: formatNumber(settling.flux),
		})
	}
	const loading = formatNumber(settling.loading)
	return settling.kind === 'clarifier'
		? fill(labels.clarifierValue, { diameter: formatFixed(settling.diameter ?? 0, 1), loading })
		: fill(labels.tubeSettlerValue, { area: amount(settling.area), loading })
}

function tertiaryItems(plant: SewagePlant) {
	const { sandFilter, carbonFilter, chlorine, contactTank } = plant.tertiary
	const vessel = (template: typeof labels.sandFilter, filters: Filters | undefined) =>
		filters === undefined
			? []
			: [
					{
						text: fillCounted(template, filters.count, {
							count: formatNumber(filters.count),
							diameter: formatFixed(filters.diameter, 1),
						}),
					},
				]
	return [
		...vessel(labels.sandFilter, sandFilter),
		...vessel(labels.carbonFilter, carbonFilter),
		{
			text: fill(labels.chlorination, {
				chlorine: formatFixed(chlorine, chlorine < 10 ? 2 : 0),
				volume: amount(contactTank),
			}),
		},
	]
}

function sludgeValue(plant: SewagePlant) {
	const { sludge } = plant
	const solids = amount(sludge.solids)
	const wasted = amount(sludge.wasted)
	return fill(labels.sludgeValue, { solids, wasted, cake: formatFixed(sludge.cake, 2) })
}

export function footprintValue(plant: SewagePlant, space: number | undefined) {
	const area = amount(plant.footprint)
	if (space === undefined) return fill(labels.footprintValue, { area })
	const template = plant.fitsSpace ? labels.withinSpace : labels.beyondSpace
	return fill(template, { area, space: formatNumber(space) })
}

function reuseValue(plant: SewagePlant) {
	const { use, treated, flushing } = plant.reuse
	const values = { treated: amount(treated) }
	if (use === 'flushing') {
		const flushed = flushing ?? 0
		return fill(labels.reuseValues.flushing, {
			...values,
			flushing: amount(flushed),
			rest: amount(treated - flushed),
		})
	}
	return fill(labels.reuseValues[use], values)
}

const powerValue = (plant: SewagePlant) =>
	fill(labels.powerValue, {
		running: formatFixed(plant.power.running, 1),
		installed: formatFixed(plant.power.installed, 1),
		daily: formatNumber(Math.round(plant.power.daily)),
		perCubicMetre: formatFixed(plant.power.perCubicMetre, 2),
	})

function inputRows(input: SewageInput) {
	const count =
		input.count !== undefined && input.building !== 'industrial'
			? [
					{
						label: sewageLabels.countBy[occupancy[input.building].occupant],
						value: formatNumber(input.count),
					},
				]
			: []
	return [
		{ label: sewageLabels.building, value: buildingLabels[input.building] },
		...count,
		...rowIf(sewageLabels.flow, input.flow !== undefined && formatNumber(input.flow, 1)),
		{ label: sewageLabels.standard, value: standardLabels[input.standard] },
		{ label: sewageLabels.reuse, value: reuseLabels[input.reuse] },
		...rowIf(sewageLabels.space, input.space !== undefined && formatNumber(input.space)),
		{ label: sewageLabels.technology, value: technologyLabels[input.technology] },
	]
}

/** What the tool answers for an effluent it does not design: the same words as the page. */
export function referralText(design: Extract<SewageDesign, { kind: 'referral' }>) {
	if (design.reason === 'industrial') return labels.referrals.industrial
	return fill(labels.referrals['too-large'], {
		flow: formatNumber(Math.round(design.flow ?? 0)),
		max: formatNumber(flowRange.max),
	})
}

export function sewageReportRows(input: SewageInput, design: SewageDesign): SizingReportRows {
	const inputs = inputRows(input)
	if (design.kind === 'referral') {
		return {
			summary: [],
			results: [{ label: labels.referralTitle, value: referralText(design) }],
			inputs,
		}
	}
	const plant = sewagePlant()
	const designFlow: SizingRow = { label: labels.designFlow, value: flowValue(design) }
	const footprint = { label: labels.footprint, value: footprintValue(design, input.space) }
	const power = { label: labels.power, value: powerValue(design) }
	const raw = design.raw
	return {
		summary: [
			{ label: labels.designFlow, value: `${amount(design.flow.design)} KLD` },
			{ label: labels.technology, value: labels.technologyShort[design.technology] },
			{ label: labels.footprint, value: `${amount(design.footprint)} m²` },
			{ label: labels.power, value: `${formatFixed(design.power.perCubicMetre, 2)} kWh/m³` },
		],
		results: [
			{ label: labels.recommendedPlant, value: plant.title, href: servicePath(plant) },
			{
				label: labels.technology,
				value: `${technologyName(design)}: ${technologyReason(design)}`,
			},
			designFlow,
			{
				label: labels.peakFlow,
				value: fill(labels.peakFlowValue, {
					flow: formatFixed(design.peakFlow, 1),
					factor: formatNumber(design.peakFactor),
				}),
			},
			{
				label: labels.rawSewage,
				value: fill(labels.rawSewageValue, {
					bod: formatNumber(raw.bod),
					cod: formatNumber(Math.round(raw.cod)),
					tss: formatNumber(raw.tss),
					ammonia: formatNumber(Math.round(raw.ammonia)),
					bodPerPerson: formatNumber(residentBod()),
				}),
			},
			{
				label: labels.treatedQuality,
				value: limitsText(design.limits),
			},
			{
				label: labels.screen,
				value: fill(labels.screenValue, {
					spacing: formatNumber(design.screenSpacing),
					volume: amount(design.oilTrap),
				}),
			},
			{
				label: labels.equalisation,
				value: fill(labels.equalisationValue, {
					volume: amount(design.equalisation.volume),
					hours: formatNumber(design.equalisation.hours),
				}),
			},
			...rowIf(labels.anoxic, design.anoxic !== undefined && anoxicValue(design.anoxic)),
			{ label: labels.aeration, value: aerationValue(design) },
			{
				label: labels.air,
				value: fill(labels.airValue, {
					air: amount(design.air),
					oxygen: amount(design.oxygen),
				}),
			},
			{
				label: labels.blower,
				value: fillCounted(labels.blowerValue, design.blower.working, {
					count: formatNumber(design.blower.working),
					blowers: formatNumber(design.blower.working + 1),
					power: formatFixed(design.blower.power, 1),
					pressure: formatNumber(Math.round(design.blower.pressure)),
					motor: formatNumber(design.blower.motor, 2),
				}),
			},
			{ label: labels.settling, value: settlingValue(design) },
			...listRowIf(labels.tertiary, tertiaryItems(design), true),
			{ label: labels.sludge, value: sludgeValue(design) },
			footprint,
			power,
			{ label: labels.reuse, value: reuseValue(design) },
		],
		inputs,
	}
}

/** The sewage tool's assumptions, each figure from the rule the design applies. */
export const sewageAssumptionsText = () =>
	sewageAssumptionTemplates.map((sentence) => fill(sentence, sewageAssumptionFigures()))
