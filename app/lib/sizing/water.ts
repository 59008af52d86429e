import {
	brackishRecovery,
	CLARIFIER_TURBIDITY_NTU,
	DRINKABLE_TDS,
	type ElementSize,
	elementSizes,
	fluxBySource,
	HARD_WATER,
	IRON_REMOVAL_MG_L,
	isSeawater,
	MAX_HARDNESS_TO_TDS,
	MIN_CONCENTRATE_END_DRIVE_BAR,
	MIN_LARGE_ELEMENTS,
	MOTOR_EFFICIENCY,
	MULTIMEDIA_TURBIDITY_NTU,
	membranes,
	OSMOTIC_BAR_PER_MG_L,
	POLARISATION_COEFFICIENT,
	PRESSURE_DROP_PER_ELEMENT_BAR,
	PUMP_EFFICIENCY,
	plausibleTds,
	REFERENCE_KELVIN,
	resin,
	SEAWATER_ELEMENTS_PER_VESSEL,
	SEAWATER_MEMBRANE_TDS,
	seawaterRecovery,
	stageRatios,
	stagesByRecovery,
	TCF_COEFFICIENT,
	type WaterSource,
} from './water-rules.ts'

export type DemandUnit = 'lph' | 'm3d'

export type WaterInput = {
	source: WaterSource
	/** mg/L */
	tds: number
	/** mg/L as CaCO₃ */
	hardness: number
	/** NTU */
	turbidity: number
	/** mg/L */
	iron: number
	/** °C */
	temperature: number
	demand: number
	unit: DemandUnit
	hoursPerDay: number
}

export type PretreatmentStep =
	| 'clarifier'
	| 'iron-removal'
	| 'multimedia'
	| 'ultrafiltration'
	| 'antiscalant'
	| 'cartridge'

export type Stage = {
	vessels: number
	/** m³/h into each vessel of the stage, recirculated concentrate included. */
	feedPerVessel: number
	/** m³/h leaving each vessel of the stage as concentrate. */
	concentratePerVessel: number
}

export type WaterWarning =
	| { kind: 'unlikely-tds'; source: WaterSource; min: number; max: number }
	| { kind: 'hardness-above-tds' }
	| { kind: 'plant-larger-than-demand'; demandFlow: number }

export type WaterDesign = {
	membrane: keyof typeof membranes
	elementSize: ElementSize
	elementsPerVessel: number
	elements: number
	vessels: number
	/** Vessels per stage, first stage first. */
	array: readonly number[]
	stages: readonly Stage[]
	recovery: number
	/** LMH, average over every element. */
	flux: number
	fluxBand: { min: number; max: number }
	/** m³/h: what the plant makes, what it takes in and what it rejects. */
	permeateFlow: number
	feedFlow: number
	rejectFlow: number
	/** m³/h of concentrate returned to the pump inlet so small plants keep their vessels swept. */
	recirculationFlow: number
	/** bar */
	feedPressure: number
	concentrateEndDrive: number
	/** mg/L */
	permeateTds: number
	/** kW and kWh per m³ of permeate. */
	pumpPower: number
	specificEnergy: number
	pretreatment: readonly PretreatmentStep[]
	softener?: { resinVolume: number; saltPerRegeneration: number }
	warnings: readonly WaterWarning[]
}

const firstRow = <Row>(rows: readonly Row[], holds: (row: Row) => boolean) => {
	const row = rows.find(holds)
	if (!row) throw new Error('every rule table ends with an open bound')
	return row
}

/** Temperature correction factor for membrane permeability, 1 at 25 °C. */
export const temperatureCorrection = (celsius: number) =>
	Math.exp(TCF_COEFFICIENT * (1 / REFERENCE_KELVIN - 1 / (273 + celsius)))

export const recoveryFor = (source: WaterSource, tds: number) =>
	firstRow<{ maxTds: number; recovery: number }>(
		isSeawater(source) ? seawaterRecovery : brackishRecovery,
		(row) => tds <= row.maxTds,
	).recovery

export const stagesFor = (recovery: number) =>
	firstRow<{ maxRecovery: number; stages: 1 | 2 | 3 }>(
		stagesByRecovery,
		(row) => recovery <= row.maxRecovery,
	).stages

/** Treated water in m³/h while the plant runs, and per day. */
export function demandFlows(input: Pick<WaterInput, 'demand' | 'unit' | 'hoursPerDay'>) {
	const hourly = input.unit === 'lph' ? input.demand / 1000 : input.demand / input.hoursPerDay
	return { hourly, daily: hourly * input.hoursPerDay }
}

export function pretreatmentFor(
	input: Pick<WaterInput, 'source' | 'turbidity' | 'iron'>,
): PretreatmentStep[] {
	const openWater = input.source === 'surface' || input.source === 'seawater-open-intake'
	const steps: PretreatmentStep[] = []
	if (input.turbidity > CLARIFIER_TURBIDITY_NTU) steps.push('clarifier')
	if (input.iron > IRON_REMOVAL_MG_L) steps.push('iron-removal')
	if (input.turbidity > MULTIMEDIA_TURBIDITY_NTU || openWater) steps.push('multimedia')
	if (openWater) steps.push('ultrafiltration')
	steps.push('antiscalant', 'cartridge')
	return steps
}

/** Resin sold in 25-litre bags: volumes round up to whole bags. */
const RESIN_BAG_LITRES = 25

export function softenerFor(
	input: Pick<WaterInput, 'tds' | 'hardness'>,
	daily: number,
	hourly: number,
) {
	if (input.tds > DRINKABLE_TDS || input.hardness <= HARD_WATER) return undefined
	const hardnessGramsPerRegeneration = (daily * input.hardness) / resin.regenerationsPerDay
	const litres = Math.max(
		hardnessGramsPerRegeneration / resin.operatingCapacity,
		(hourly * 1000) / resin.maxServiceFlowBedVolumes,
		resin.minVolume,
	)
	const resinVolume = Math.ceil(litres / RESIN_BAG_LITRES) * RESIN_BAG_LITRES
	return { resinVolume, saltPerRegeneration: (resinVolume * resin.saltDose) / 1000 }
}

type Layout = {
	elementSize: ElementSize
	vessels: number
	elementsPerVessel: number
	permeate: number
}

/**
 * Elements and vessels for the permeate flow, best first: full vessels before shorter ones, and the
 * average flux nearest the design flux inside the source's band. A demand too small for any whole
 * number of elements in the band ends the list with the smallest plant at the band's lowest flux,
 * which makes more water than asked and runs fewer hours.
 */
export function layoutsFor(
	permeate: number,
	source: WaterSource,
	seawaterMembrane: boolean,
): Layout[] {
	const band = fluxBySource[source]
	const largeNeeded = Math.ceil((permeate * 1000) / (band.design * elementSizes['8-inch'].area))
	const elementSize: ElementSize = largeNeeded < MIN_LARGE_ELEMENTS ? '4-inch' : '8-inch'
	const { area, perVessel: standard } = elementSizes[elementSize]
	const fullVessel =
		elementSize === '8-inch' && seawaterMembrane ? SEAWATER_ELEMENTS_PER_VESSEL : standard
	const distance = (elements: number) =>
		Math.abs((permeate * 1000) / (elements * area) - band.design)
	const layouts: Layout[] = []
	for (let perVessel = fullVessel; perVessel >= 1; perVessel--) {
		const fewest = Math.max(1, Math.ceil((permeate * 1000) / (band.max * area * perVessel)))
		const most = Math.floor((permeate * 1000) / (band.min * area * perVessel))
		const counts = Array.from(
			{ length: Math.max(0, most - fewest + 1) },
			(_, index) => fewest + index,
		)
		counts.sort((a, b) => distance(a * perVessel) - distance(b * perVessel))
		for (const vessels of counts) {
			layouts.push({ elementSize, vessels, elementsPerVessel: perVessel, permeate })
		}
	}
	const elements = Math.max(1, Math.ceil((permeate * 1000) / (band.max * area)))
	for (let vessels = Math.ceil(elements / fullVessel); vessels <= elements; vessels++) {
		const perVessel = Math.ceil(elements / vessels)
		const upsized = (vessels * perVessel * band.min * area) / 1000
		layouts.push({
			elementSize,
			vessels,
			elementsPerVessel: perVessel,
			permeate: Math.max(permeate, upsized),
		})
	}
	return layouts
}

/** Every way to share `vessels` among `stages`, first stages never smaller than later ones. */
function splits(vessels: number, stages: number, largest = vessels): number[][] {
	if (stages === 1) return vessels <= largest ? [[vessels]] : []
	const result: number[][] = []
	for (let first = Math.min(largest, vessels - stages + 1); first >= 1; first--) {
		for (const rest of splits(vessels - first, stages - 1, first)) result.push([first, ...rest])
	}
	return result
}

const ratioDistance = (array: readonly number[], ratio: readonly number[]) => {
	const vessels = array.reduce((sum, count) => sum + count, 0)
	const parts = ratio.reduce((sum, part) => sum + part, 0)
	return array.reduce(
		(sum, count, index) => sum + Math.abs(count / vessels - (ratio[index] ?? 0) / parts),
		0,
	)
}

type Hydraulics = { array: number[]; stages: Stage[]; recirculationFlow: number }

/**
 * Stage flows for one array: each vessel makes the same permeate; concentrate is recirculated to the
 * pump inlet only when the last stage would otherwise sweep its vessels too slowly.
 */
function hydraulicsFor(
	array: number[],
	flows: { permeate: number; feed: number; reject: number },
	size: ElementSize,
): Hydraulics | undefined {
	const limits = elementSizes[size]
	const vessels = array.reduce((sum, count) => sum + count, 0)
	const lastVessels = array.at(-1) ?? 1
	const recirculationFlow = Math.max(0, limits.minConcentratePerVessel * lastVessels - flows.reject)
	let stageFeed = flows.feed + recirculationFlow
	const stages: Stage[] = []
	for (const count of array) {
		const concentrate = stageFeed - (flows.permeate * count) / vessels
		stages.push({
			vessels: count,
			feedPerVessel: stageFeed / count,
			concentratePerVessel: concentrate / count,
		})
		stageFeed = concentrate
	}
	// A hair of tolerance: the recirculated flow is computed to meet the minimum exactly.
	const withinLimits = stages.every(
		(stage) =>
			stage.feedPerVessel <= limits.maxFeedPerVessel + 1e-9 &&
			stage.concentratePerVessel >= limits.minConcentratePerVessel - 1e-9,
	)
	return withinLimits ? { array, stages, recirculationFlow } : undefined
}

/**
 * The array nearest the stage ratio that keeps every vessel inside its limits, with fewer stages if
 * none does; undefined when no array of this many vessels can.
 */
function arrayFor(
	vessels: number,
	recovery: number,
	flows: { permeate: number; feed: number; reject: number },
	size: ElementSize,
): Hydraulics | undefined {
	for (let stages = Math.min(stagesFor(recovery), vessels); stages >= 1; stages--) {
		const ratio = stageRatios[stages as 1 | 2 | 3]
		const candidates = splits(vessels, stages).sort(
			(a, b) => ratioDistance(a, ratio) - ratioDistance(b, ratio),
		)
		for (const array of candidates) {
			const hydraulics = hydraulicsFor(array, flows, size)
			if (hydraulics) return hydraulics
		}
	}
	return undefined
}

/** The first layout, in order of preference, whose vessels can all be kept inside their limits. */
function trainFor(
	permeate: number,
	source: WaterSource,
	seawaterMembrane: boolean,
	recovery: number,
) {
	for (const layout of layoutsFor(permeate, source, seawaterMembrane)) {
		const feed = layout.permeate / recovery
		const hydraulics = arrayFor(
			layout.vessels,
			recovery,
			{ permeate: layout.permeate, feed, reject: feed - layout.permeate },
			layout.elementSize,
		)
		if (hydraulics) return { layout, hydraulics }
	}
	throw new Error(`no layout for ${permeate} m³/h keeps every vessel inside its limits`)
}

export function warningsFor(
	input: WaterInput,
	permeate: number,
	demandFlow: number,
): WaterWarning[] {
	const warnings: WaterWarning[] = []
	const plausible = plausibleTds[input.source]
	if (input.tds < plausible.min || input.tds > plausible.max) {
		warnings.push({ kind: 'unlikely-tds', source: input.source, ...plausible })
	}
	if (input.hardness > input.tds * MAX_HARDNESS_TO_TDS)
		warnings.push({ kind: 'hardness-above-tds' })
	if (permeate > demandFlow * (1 + 1e-9))
		warnings.push({ kind: 'plant-larger-than-demand', demandFlow })
	return warnings
}

/** A first reverse-osmosis design from a water analysis and a demand: pure, and fast enough to run on every input. */
export function sizeWaterPlant(input: WaterInput): WaterDesign {
	const demand = demandFlows(input)
	const seawaterMembrane = isSeawater(input.source) || input.tds > SEAWATER_MEMBRANE_TDS
	const membrane = seawaterMembrane ? membranes.seawater : membranes.brackish
	const recovery = recoveryFor(input.source, input.tds)
	const { layout, hydraulics } = trainFor(demand.hourly, input.source, seawaterMembrane, recovery)
	const permeateFlow = layout.permeate
	const feedFlow = permeateFlow / recovery
	const rejectFlow = feedFlow - permeateFlow
	const { area } = elementSizes[layout.elementSize]
	const elements = layout.vessels * layout.elementsPerVessel
	const flux = (permeateFlow * 1000) / (elements * area)

	// Concentrations along the train: the pump takes feed mixed with any recirculated concentrate, and
	// the membrane sees the log-mean concentration, raised at its wall by polarisation.
	const concentrateTds = (input.tds * feedFlow) / rejectFlow
	const pumpFlow = feedFlow + hydraulics.recirculationFlow
	const inletTds = (input.tds * feedFlow + concentrateTds * hydraulics.recirculationFlow) / pumpFlow
	const passRecovery = permeateFlow / pumpFlow
	const elementsInSeries = hydraulics.array.length * layout.elementsPerVessel
	const elementRecovery = 1 - (1 - passRecovery) ** (1 / elementsInSeries)
	const polarisation = Math.exp(POLARISATION_COEFFICIENT * elementRecovery)
	const averageTds = (inletTds * Math.log(1 / (1 - passRecovery))) / passRecovery
	const averageOsmotic = OSMOTIC_BAR_PER_MG_L * polarisation * averageTds
	const concentrateOsmotic = OSMOTIC_BAR_PER_MG_L * polarisation * concentrateTds
	const tcf = temperatureCorrection(input.temperature)
	const pressureDrop = PRESSURE_DROP_PER_ELEMENT_BAR * elementsInSeries
	const drivingPressure = flux / (membrane.permeability * tcf)
	const feedPressure = Math.max(
		drivingPressure + averageOsmotic + pressureDrop / 2,
		pressureDrop + concentrateOsmotic + MIN_CONCENTRATE_END_DRIVE_BAR,
	)
	const permeateTds = (1 - membrane.rejection) * polarisation * averageTds * tcf
	// m³/h × bar ÷ 36 = kW of hydraulic power.
	const pumpPower = (pumpFlow * feedPressure) / 36 / (PUMP_EFFICIENCY * MOTOR_EFFICIENCY)

	return {
		membrane: seawaterMembrane ? 'seawater' : 'brackish',
		elementSize: layout.elementSize,
		elementsPerVessel: layout.elementsPerVessel,
		elements,
		vessels: layout.vessels,
		array: hydraulics.array,
		stages: hydraulics.stages,
		recovery,
		flux,
		fluxBand: fluxBySource[input.source],
		permeateFlow,
		feedFlow,
		rejectFlow,
		recirculationFlow: hydraulics.recirculationFlow,
		feedPressure,
		concentrateEndDrive: feedPressure - pressureDrop - concentrateOsmotic,
		permeateTds,
		pumpPower,
		specificEnergy: pumpPower / permeateFlow,
		pretreatment: pretreatmentFor(input),
		softener: softenerFor(input, demand.daily, demand.hourly),
		warnings: warningsFor(input, permeateFlow, demand.hourly),
	}
}
