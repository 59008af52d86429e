import {
	type ElementFamily,
	type ElementModel,
	type ElementSize,
	elementModel,
} from './membrane-elements.ts'
import { hydraulicPower, osmoticPressure, osmoticShare } from './ro-physics.ts'
import { solveInletPressure, type TrainLayout, type TrainResult } from './ro-train.ts'
import {
	acidToPh,
	chemistryFor,
	concentrateIndices,
	type ScalingLimit,
	scalingAt,
	typicalChemistry,
	type WaterChemistry,
} from './scaling.ts'
import type { TypicalField } from './sizing-params.ts'
import {
	ANTISCALANT_DOSE,
	bisulphite,
	brackishRecovery,
	CALCITE_MOLAR_MASS,
	CARBON_DIOXIDE_MOLAR_MASS,
	CLARIFIER_TURBIDITY_NTU,
	CLEAN_FEED_SDI,
	DEFAULT_HOURS,
	DEFAULT_STANDARD,
	DESALINATED_CALCIUM,
	type DrinkingStandard,
	drinkingLimits,
	ENERGY_RECOVERY_EFFICIENCY,
	ENERGY_RECOVERY_MIN_CONCENTRATE,
	elementLimits,
	FEED_PUMP_BAR,
	FEW_HOURS,
	FLOW_FACTOR,
	fluxBySource,
	HARD_WATER,
	IE3_TWO_POLE,
	IRON_REMOVAL_MG_L,
	isSeawater,
	MAX_FEED_SDI,
	MAX_HARDNESS_TO_TDS,
	MAX_VESSEL_PRESSURE_DROP_BAR,
	MIN_CONCENTRATE_END_DRIVE_BAR,
	MIN_LARGE_ELEMENTS,
	MIN_RECOVERY,
	MIN_SECOND_STAGE_FLUX_SHARE,
	MULTIMEDIA_TURBIDITY_NTU,
	MULTISTAGE_PUMP,
	maxElementsPerVessel,
	mineralSalts,
	PLUNGER_PUMP_EFFICIENCY,
	PRESSURE_EXCHANGER,
	PSI_PER_BAR,
	packagedWaterMinerals,
	plausibleTds,
	RECOVERY_STEP,
	resin,
	SEAWATER_MEMBRANE_TDS,
	seawaterRecovery,
	secondPassRules,
	stageRatios,
	stagesByRecovery,
	sulphuricAcid,
	TEMPERATURE_BAND,
	typicalWater,
	VESSEL_RATINGS_PSI,
	type WaterSource,
	waterRanges,
} from './water-rules.ts'

export type DemandUnit = 'lph' | 'm3h' | 'm3d'

export type WaterInput = {
	source: WaterSource
	/** mg/L */
	tds: number
	/** mg/L as CaCO₃; empty: the source's typical share of the TDS. */
	hardness?: number
	/** NTU; empty: the source's typical turbidity. */
	turbidity?: number
	/** mg/L; empty: the source's typical iron. */
	iron?: number
	/** °C; empty: the source's typical temperature. */
	temperature?: number
	demand: number
	unit: DemandUnit
	hoursPerDay: number
	/** °C either side of the water temperature the design must hold over; empty takes the default. */
	temperatureRange?: number
	/** m³/h the source (a well, a supply line) can give without pause; empty: all the plant draws. */
	sourceFlow?: number
	/** The drinking-water standard the treated water meets; empty: IS 10500. */
	standard?: DrinkingStandard
} & Partial<WaterChemistry>

/** The water a design is made for: the visitor's figures, and the source's typical value for the rest. */
export type DesignWater = WaterInput & Required<Pick<WaterInput, TypicalField | 'standard'>>

export function designWater(input: WaterInput): DesignWater {
	const typical = typicalWater[input.source]
	return {
		...input,
		hardness: input.hardness ?? Math.round(input.tds * typical.hardnessShareOfTds),
		turbidity: input.turbidity ?? typical.turbidity,
		iron: input.iron ?? typical.iron,
		temperature: input.temperature ?? typical.temperature,
		standard: input.standard ?? DEFAULT_STANDARD,
	}
}

export type PretreatmentStep =
	| 'clarifier'
	| 'iron-removal'
	| 'multimedia'
	| 'ultrafiltration'
	| 'dechlorination'
	| 'acid-dosing'
	| 'antiscalant'
	| 'cartridge'

export type Stage = {
	vessels: number
	/** m³/h into each vessel of the stage, recirculated concentrate included. */
	feedPerVessel: number
	/** m³/h leaving each vessel of the stage as concentrate. */
	concentratePerVessel: number
	/** LMH, the stage's average. */
	flux: number
	/** bar lost along each vessel, feed to concentrate, at the coldest water. */
	pressureDrop: number
}

/** What set the recovery and the element type, as the result names it. */
export type LimitingFactor =
	| 'feed-salinity'
	| 'pressure-rating'
	| 'element-limits'
	| 'smallest-plant'
	| ScalingLimit

export type EnergyRecovery =
	| { kind: 'isobaric'; efficiency: number }
	| { kind: 'too-small'; minConcentrate: number }

/**
 * Brackish elements on part (`share`) of the first pass's permeate, dosed with caustic to `ph` so the
 * boron the first pass let through is rejected; the rest of the permeate bypasses it and the two blend.
 */
export type SecondPass = {
	share: number
	ph: number
	elementName: string
	elementSize: ElementSize
	elementsPerVessel: number
	elements: number
	vessels: number
	array: readonly number[]
	recovery: number
	/** m³/h into the pass and out of it as permeate. */
	feedFlow: number
	permeateFlow: number
	/** bar, at the coldest water of the band, and the pass's pump in kW (counted in the pump power). */
	feedPressure: number
	pumpPower: number
}

/** bar the booster adds, the second stage's inlet pressure after it, and its power in kW (counted in the pump power). */
export type InterstageBoost = { pressure: number; stageInletPressure: number; power: number }

/** The low-pressure pump ahead of the pretreatment: bar, kW. */
export type FeedPump = { pressure: number; power: number }

export type WaterWarning =
	| { kind: 'unlikely-tds'; source: WaterSource; min: number; max: number }
	| { kind: 'hardness-above-tds' }
	| { kind: 'calcium-above-hardness' }
	| { kind: 'few-hours'; hoursPerDay: number; usualHours: number }
	| { kind: 'plant-larger-than-demand'; demandFlow: number }
	/** The source gives less than the plant draws, but enough over a day: a tank bridges the hours run. */
	| { kind: 'source-needs-tank'; feedFlow: number; sourceFlow: number; tank: number }
	/** The source cannot give a day's feed even around the clock. */
	| { kind: 'source-too-small'; dailyFeed: number; dailySource: number }

export type WaterDesign = {
	membrane: ElementFamily
	/** The named element whose datasheet the design uses. */
	elementName: string
	elementSize: ElementSize
	/** Most elements a vessel of this family may hold. */
	maxElementsPerVessel: number
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
	/**
	 * A booster between two brackish stages, where the first stage's concentrate arrives too near its
	 * own osmotic pressure for the second to make its share.
	 */
	interstageBoost?: InterstageBoost
	feedPump: FeedPump
	/** bar, at the coldest water of the temperature band; the element's rating. */
	feedPressure: number
	maxPressure: number
	/** psi, the lowest standard vessel rating at or above the highest pressure in the train. */
	vesselRating: number
	/** Net driving pressure left at the last element, bar. */
	concentrateEndDrive: number
	/** bar, the concentrate's own osmotic pressure, which the feed pressure must exceed. */
	concentrateOsmotic: number
	/** mg/L, at the warmest water of the band, where salt passes most. */
	permeateTds: number
	/**
	 * mg/L of boron in the permeate, for seawater elements: the first pass's, and after any second
	 * pass the blend's.
	 */
	boron?: { firstPass: number; permeate: number; guideline: number }
	/** Where the first pass's permeate carries more boron than the guideline. */
	secondPass?: SecondPass
	/** LMH and the element's own recovery, the highest of any element over the band. */
	leadElementFlux: number
	highestElementRecovery: number
	limits: { maxElementFlux: number; maxElementRecovery: number }
	limitingFactor: LimitingFactor
	/** The feed pH acid dosing brings the feed to, where calcium carbonate would otherwise scale. */
	acidPh?: number
	/** Sodium bisulphite for a chlorinated feed: mg/L of feed and kg a day. */
	bisulphite?: Dose
	/** Sulphuric acid, as delivered, that brings the feed to `acidPh`: mg/L of feed and kg a day. */
	acid?: Dose
	/** Antiscalant, as delivered: mg/L of feed and kg a day. */
	antiscalant?: Dose
	/**
	 * Minerals put back into the permeate: packaged drinking water's calcium and magnesium, or a
	 * desalinated water's calcium and alkalinity.
	 */
	remineralisation?: Remineralisation
	/** The concentrate's scaling indices: calcite index, gypsum and silica as multiples of saturation. */
	concentrate: { calcite: number; gypsum?: number; silica: number }
	energyRecovery?: EnergyRecovery
	/** kW installed: the pumps sized for the coldest water of the band. */
	pumpPower: number
	/** kW of it the first pass's high-pressure pumping takes (with a seawater plant's booster after its exchanger). */
	highPressurePower: number
	/** kWh per m³ of permeate while running at the water's own temperature. */
	specificEnergy: number
	/** kWh per m³ of permeate at the coldest water of the band, when the pumps work hardest. */
	coldSpecificEnergy: number
	/** °C, the coldest water the design holds for. */
	coldestWater: number
	pretreatment: readonly PretreatmentStep[]
	softener?: Softener
	warnings: readonly WaterWarning[]
}

const firstRow = <Row>(rows: readonly Row[], holds: (row: Row) => boolean) => {
	const row = rows.find(holds)
	if (!row) throw new Error('every rule table ends with an open bound')
	return row
}

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
	const hourly =
		input.unit === 'lph'
			? input.demand / 1000
			: input.unit === 'm3h'
				? input.demand
				: input.demand / input.hoursPerDay
	return { hourly, daily: hourly * input.hoursPerDay }
}

export function pretreatmentFor(
	input: Pick<DesignWater, 'source' | 'turbidity' | 'iron' | 'sdi' | 'manganese'>,
	acidPh?: number,
): PretreatmentStep[] {
	const openWater = input.source === 'surface' || input.source === 'seawater-open-intake'
	const steps: PretreatmentStep[] = []
	if (input.turbidity > CLARIFIER_TURBIDITY_NTU) steps.push('clarifier')
	// Oxidised manganese fouls a membrane as iron does, and the same filter media take both out.
	if (input.iron + (input.manganese ?? typicalChemistry.manganese) > IRON_REMOVAL_MG_L)
		steps.push('iron-removal')
	if (input.turbidity > MULTIMEDIA_TURBIDITY_NTU || openWater) steps.push('multimedia')
	if (openWater || (input.sdi ?? 0) > MAX_FEED_SDI) steps.push('ultrafiltration')
	// Municipal water is chlorinated, and polyamide membranes do not stand chlorine.
	if (input.source === 'municipal') steps.push('dechlorination')
	if (acidPh !== undefined) steps.push('acid-dosing')
	steps.push('antiscalant', 'cartridge')
	return steps
}

/** A chemical's dose, mg/L of the water it goes into, and the kilograms a day that takes. */
type Dose = { dose: number; perDay: number }

/** Packaged drinking water's calcium and magnesium, put back as salts. */
export type SaltDosing = {
	kind: 'salts'
	/** mg/L of the metal added, and the product water's TDS after it. */
	calcium: number
	magnesium: number
	tds: number
	/** The salts as bought: mg/L of permeate and kg a day. */
	calciumChloride: Dose
	magnesiumSulphate: Dose
}

/** A desalinated water's calcium and alkalinity, from calcite dissolved with carbon dioxide. */
export type CalciteContactor = {
	kind: 'calcite'
	/** mg/L as CaCO₃ of calcium, and of alkalinity, added. */
	calcium: number
	/** Calcite dissolved and carbon dioxide dosed: mg/L of permeate and kg a day. */
	calcite: Dose
	carbonDioxide: Dose
}

export type Remineralisation = SaltDosing | CalciteContactor

const dosed = (dose: number, dailyVolume: number): Dose => ({
	dose,
	perDay: (dose * dailyVolume) / 1000,
})

/**
 * Desalinated permeate's calcium and alkalinity from a calcite contactor: the calcite it dissolves and
 * the carbon dioxide that dissolves it, mole for mole. The permeate's own are not counted.
 */
export function calciteContactorFor(dailyPermeate: number): CalciteContactor {
	const moles = DESALINATED_CALCIUM / CALCITE_MOLAR_MASS
	return {
		kind: 'calcite',
		calcium: DESALINATED_CALCIUM,
		calcite: dosed(moles * CALCITE_MOLAR_MASS, dailyPermeate),
		carbonDioxide: dosed(moles * CARBON_DIOXIDE_MOLAR_MASS, dailyPermeate),
	}
}

/**
 * Calcium and magnesium dosed into permeate of `permeateTds` (its lowest, at the coldest water) until
 * each meets packaged drinking water's minimum and the TDS its own, the two raised in step where the
 * minima alone leave the TDS short. The permeate's own calcium and magnesium are not counted: a
 * membrane rejects these divalent ions almost whole.
 */
export function remineralisationFor(permeateTds: number, dailyPermeate: number): SaltDosing {
	const { calcium, magnesium } = packagedWaterMinerals
	const addedTds =
		calcium * mineralSalts.calcium.tdsPerMg + magnesium * mineralSalts.magnesium.tdsPerMg
	const scale = Math.max(1, (packagedWaterMinerals.tds - permeateTds) / addedTds)
	return {
		kind: 'salts',
		calcium: calcium * scale,
		magnesium: magnesium * scale,
		tds: permeateTds + addedTds * scale,
		calciumChloride: dosed(calcium * scale * mineralSalts.calcium.dosePerMg, dailyPermeate),
		magnesiumSulphate: dosed(magnesium * scale * mineralSalts.magnesium.dosePerMg, dailyPermeate),
	}
}

/** Resin sold in 25-litre bags: volumes round up to whole bags. */
const RESIN_BAG_LITRES = 25

export type Softener = {
	/** Litres of resin in each column. */
	resinVolume: number
	saltPerRegeneration: number
	/** As many as keep the service flow within the resin's range: once a day where one bed holds a day. */
	regenerationsPerDay: number
	/**
	 * One column regenerates while the plant stands; a plant that never stands long enough, or a bed
	 * regenerated more than once a day, needs two, duty and standby: one regenerates while the other serves.
	 */
	columns: 1 | 2
	/** The most hardness the softened water carries, mg/L as CaCO₃. */
	leakage: number
}

/**
 * A softener for a drinkable but hard water, sized by capacity and by service flow: a day's hardness
 * in one bed, unless that bed would serve under the resin's least bed volumes an hour, when it is
 * regenerated as often as a bed small enough for the flow needs.
 */
export function softenerFor(
	input: Pick<DesignWater, 'tds' | 'hardness' | 'hoursPerDay' | 'standard'>,
	daily: number,
	hourly: number,
): Softener | undefined {
	if (input.tds > drinkingLimits[input.standard].tds || input.hardness <= HARD_WATER)
		return undefined
	const dayOfResin = (daily * input.hardness) / resin.operatingCapacity
	// Whole bags, so rounding the bed up never takes it under the least service flow.
	const mostForFlow = Math.max(
		Math.floor((hourly * 1000) / resin.minServiceFlowBedVolumes / RESIN_BAG_LITRES) *
			RESIN_BAG_LITRES,
		resin.minVolume,
	)
	const regenerationsPerDay = Math.ceil(dayOfResin / mostForFlow - 1e-9)
	const litres = Math.max(
		dayOfResin / regenerationsPerDay,
		(hourly * 1000) / resin.maxServiceFlowBedVolumes,
		resin.minVolume,
	)
	const resinVolume = Math.ceil(litres / RESIN_BAG_LITRES) * RESIN_BAG_LITRES
	// One column serves only where the plant's daily stop is long enough for its one regeneration: a
	// bed regenerated more often would stop the plant mid-run.
	const oneColumn = regenerationsPerDay === 1 && 24 - input.hoursPerDay >= resin.regenerationHours
	return {
		resinVolume,
		saltPerRegeneration: (resinVolume * resin.saltDose) / 1000,
		regenerationsPerDay,
		columns: oneColumn ? 1 : 2,
		leakage: input.hardness * resin.leakageFraction,
	}
}

const total = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0)

/**
 * `vessels` shared among `stages` as near the tapering ratio (about 2:1, 4:2:1) as whole vessels
 * allow, so every stage keeps its cross-flow; later stages never larger than earlier ones.
 */
function nearestArray(vessels: number, stages: 1 | 2 | 3): number[] | undefined {
	if (stages > vessels) return undefined
	const ratio = stageRatios[stages]
	const parts = total(ratio)
	const array = ratio.map((part) => Math.max(1, Math.round((vessels * part) / parts)))
	// Rounding may leave vessels over or short: the first stage, the largest, takes the difference,
	// and gives back to any later stage left larger than it.
	array[0] = (array[0] ?? 0) + vessels - total(array)
	for (let index = array.length - 1; index > 0; index--) {
		while ((array[index] ?? 0) > 1 && (array[index] ?? 0) > (array[0] ?? 0)) {
			array[index] = (array[index] ?? 0) - 1
			array[0] = (array[0] ?? 0) + 1
		}
	}
	return array.every((count, index) => count >= 1 && count <= (array[index - 1] ?? count))
		? array
		: undefined
}

type Plant = {
	source: WaterSource
	/** m³/h */
	permeate: number
	feed: number
	tds: number
	/** mg/L */
	boron: number
	/** The feed's dissolved particles per mg over sea salt's. */
	osmoticShare: number
	temperatures: { cold: number; warm: number }
}

type Evaluation = {
	layout: TrainLayout
	recirculation: number
	pressure: number
	cold: TrainResult
	warm: TrainResult
}

type Failure = 'pressure-rating' | 'element-limits'

/** The train at one temperature, with any recirculated concentrate mixed into its inlet. */
function runAt(layout: TrainLayout, plant: Plant, recirculation: number, temperature: number) {
	const pumpFlow = plant.feed + recirculation
	const conditions = {
		temperature,
		flowFactor: FLOW_FACTOR,
		boron: plant.boron,
		osmoticShare: plant.osmoticShare,
	}
	// The recirculated concentrate's TDS, first as if every salt were rejected, then as computed.
	let concentrateTds = (plant.feed * plant.tds) / (plant.feed - plant.permeate)
	let solved: ReturnType<typeof solveInletPressure>
	for (let pass = 0; pass < (recirculation > 0 ? 2 : 1); pass++) {
		const tds = (plant.feed * plant.tds + recirculation * concentrateTds) / pumpFlow
		solved = solveInletPressure(
			layout,
			conditions,
			{ flow: pumpFlow, tds },
			plant.permeate,
			layout.element.maxPressure,
		)
		if (!solved) return undefined
		concentrateTds = solved.result.concentrateTds
	}
	return solved
}

/**
 * Which of the maker's limits the train breaks, if any: `sweep` (an element's recovery, or too little
 * concentrate) is what more recirculated concentrate cures; `load` (an element's flux, too much feed
 * per vessel or too great a pressure drop along it, no drive left at the tail) it cannot.
 */
function brokenLimit(result: TrainResult, layout: TrainLayout, source: WaterSource) {
	const limits = elementLimits[source]
	const size = layout.element.size
	if (
		result.leadFlux > limits.maxElementFlux ||
		result.endDrive < MIN_CONCENTRATE_END_DRIVE_BAR ||
		result.stages.some((stage) => stage.inletPressure > layout.element.maxPressure) ||
		result.stages.some((stage) => stage.pressureDrop > MAX_VESSEL_PRESSURE_DROP_BAR) ||
		result.stages.some((stage) => stage.feedPerVessel > limits.maxFeed[size] + 1e-9)
	) {
		return 'load'
	}
	// A hair of tolerance: the recirculated flow is computed to meet the minimum exactly.
	if (
		result.highestElementRecovery > limits.maxElementRecovery ||
		result.stages.some((stage) => stage.concentratePerVessel < limits.minConcentrate[size] - 1e-9)
	) {
		return 'sweep'
	}
	return undefined
}

/** Recirculated concentrate beyond the least that sweeps the tail, as a share of the pump's flow. */
const RECIRCULATION_STEP = 0.15
const RECIRCULATION_STEPS = 3

/**
 * Concentrate returned to the pump inlet, least first: enough to sweep the last stage and to bring
 * each element's recovery near its limit, then more. Seawater plants never recirculate: it would
 * raise the osmotic pressure the pump works against, so they lower the recovery instead.
 */
function recirculationSteps(layout: TrainLayout, plant: Plant) {
	if (layout.element.family === 'seawater') return [0]
	const limits = elementLimits[plant.source]
	const size = layout.element.size
	const reject = plant.feed - plant.permeate
	const inSeries = layout.array.length * layout.elementsPerVessel
	// The lead element takes more than its share: aim each element at 80 % of its limit.
	const passRecovery = 1 - (1 - 0.8 * limits.maxElementRecovery) ** inSeries
	const least = Math.max(
		0,
		limits.minConcentrate[size] * (layout.array.at(-1) ?? 1) - reject,
		plant.permeate / passRecovery - plant.feed,
	)
	const maxPump = limits.maxFeed[size] * (layout.array[0] ?? 1)
	const steps = [least]
	for (let step = 1; step <= RECIRCULATION_STEPS; step++) {
		const recirculation = (plant.feed + least) * (1 + step * RECIRCULATION_STEP) - plant.feed
		if (plant.feed + recirculation > maxPump) break
		steps.push(recirculation)
	}
	return steps
}

/** Halving steps for the booster's pressure: 2^-10 of the element's rating, 0.04 bar. */
const BOOST_STEPS = 10

/**
 * A two-stage brackish layout with the booster that balances its stages: the pressure added to the
 * first stage's concentrate at which the second stage's average flux comes up to the first's, so
 * the first stage's lead elements no longer carry the second's share. Undefined where the second
 * stage already keeps up, or no boost within the element's rating brings it level.
 */
function boostedLayout(layout: TrainLayout, plant: Plant): TrainLayout | undefined {
	if (layout.element.family !== 'brackish' || layout.array.length !== 2) return undefined
	const recirculation = recirculationSteps(layout, plant)[0] ?? 0
	const secondStageShort = (interstageBoost: number) => {
		const run = runAt({ ...layout, interstageBoost }, plant, recirculation, plant.temperatures.cold)
		const [first, second] = run?.result.stages ?? []
		return first !== undefined && second !== undefined && second.flux < first.flux
	}
	if (!secondStageShort(0)) return undefined
	let low = 0
	let high = layout.element.maxPressure
	for (let step = 0; step < BOOST_STEPS; step++) {
		const middle = (low + high) / 2
		if (secondStageShort(middle)) low = middle
		else high = middle
	}
	return { ...layout, interstageBoost: high }
}

/** The second stage falls short of the first: the first stage's concentrate reaches it with too little pressure over its osmotic pressure. */
const secondStageShort = ({ cold }: Evaluation) => {
	const [first, second] = cold.stages
	return (
		first !== undefined &&
		second !== undefined &&
		second.flux < MIN_SECOND_STAGE_FLUX_SHARE * first.flux
	)
}

function evaluate(layout: TrainLayout, plant: Plant): Evaluation | Failure {
	for (const recirculation of recirculationSteps(layout, plant)) {
		const cold = runAt(layout, plant, recirculation, plant.temperatures.cold)
		if (!cold) return 'pressure-rating'
		const warm = runAt(layout, plant, recirculation, plant.temperatures.warm)
		const broken = warm
			? (brokenLimit(cold.result, layout, plant.source) ??
				brokenLimit(warm.result, layout, plant.source))
			: 'load'
		if (!broken && warm) {
			return {
				layout,
				recirculation,
				pressure: cold.pressure,
				cold: cold.result,
				warm: warm.result,
			}
		}
		if (broken === 'load') break
	}
	return 'element-limits'
}

/** Whole-number tolerance: a permeate sized to a whole number of elements must give that number back. */
const WHOLE = 1e-9

/**
 * Vessel counts for `perVessel` elements whose average flux is in the band: the two nearest the design
 * flux, then the most the band allows.
 */
function vesselCounts(permeate: number, area: number, perVessel: number, source: WaterSource) {
	const band = fluxBySource[source]
	const fewest = Math.ceil((permeate * 1000) / (band.max * area * perVessel) - WHOLE)
	const most = Math.floor((permeate * 1000) / (band.min * area * perVessel) + WHOLE)
	const counts: number[] = []
	for (let vessels = Math.max(1, fewest); vessels <= most; vessels++) counts.push(vessels)
	const distance = (vessels: number) =>
		Math.abs((permeate * 1000) / (vessels * perVessel * area) - band.design)
	const nearest = counts.sort((a, b) => distance(a) - distance(b)).slice(0, 2)
	// The most vessels, at the band's lowest flux, need the least pressure: the way under the rating.
	return nearest.length > 0 && !nearest.includes(most) ? [...nearest, most] : nearest
}

/** Stage counts to try for a recovery, the usual one first, never more stages than vessels. */
function stageCounts(recovery: number, vessels: number): (1 | 2 | 3)[] {
	const usual = stagesFor(recovery)
	return ([usual, usual + 1, usual - 1] as number[]).filter(
		(stages): stages is 1 | 2 | 3 => stages >= 1 && stages <= 3 && stages <= vessels,
	)
}

/**
 * Layouts in order of preference: full vessels before shorter ones, the flux nearest the design, the
 * usual number of stages first. Single-element vessels come last, so they are only ever in series.
 */
function* layoutsFor(plant: Plant, element: ElementModel, recovery: number) {
	for (let perVessel = maxElementsPerVessel[element.family]; perVessel >= 1; perVessel--) {
		for (const vessels of vesselCounts(plant.permeate, element.area, perVessel, plant.source)) {
			for (const stages of stageCounts(recovery, vessels)) {
				const array = nearestArray(vessels, stages)
				// Single-element vessels side by side would each see the whole recovery: only in series.
				if (!array || (perVessel === 1 && array.some((count) => count > 1))) continue
				yield { element, array, elementsPerVessel: perVessel }
			}
		}
	}
}

/**
 * The first layout whose every element stays inside the maker's limits over the temperature band. A
 * booster is one more pump: it balances the layout chosen where that layout's second stage falls
 * short, and where no layout keeps the limits alone, it is tried on each before the recovery falls.
 */
function layoutFor(plant: Plant, element: ElementModel, recovery: number) {
	let failure: Failure = 'element-limits'
	const withBooster = (layout: TrainLayout) => {
		const boosted = boostedLayout(layout, plant)
		return boosted ? evaluate(boosted, plant) : failure
	}
	const layouts = [...layoutsFor(plant, element, recovery)]
	for (const layout of layouts) {
		const result = evaluate(layout, plant)
		if (typeof result === 'string') {
			if (result === 'pressure-rating') failure = result
			continue
		}
		if (!secondStageShort(result)) return result
		const boosted = withBooster(layout)
		return typeof boosted === 'string' ? result : boosted
	}
	for (const layout of layouts) {
		const boosted = withBooster(layout)
		if (typeof boosted !== 'string') return boosted
	}
	return failure
}

/** The element size: 4-inch when fewer than three 8-inch elements would make the water. */
function sizeFor(permeate: number, family: ElementFamily, source: WaterSource): ElementSize {
	const large = elementModel(family, '8-inch')
	const needed = Math.ceil((permeate * 1000) / (fluxBySource[source].design * large.area))
	return needed < MIN_LARGE_ELEMENTS ? '4-inch' : '8-inch'
}

/**
 * The permeate the plant is built for: the demand, or more where no whole number of elements keeps
 * the demand inside the flux band (a small plant between two sizes, or below the smallest). The next
 * size up runs at the band's lowest flux and fewer hours. Brackish plants may be one element with
 * recirculation; seawater plants do not recirculate, so the smallest is one full vessel in series.
 * `extraElements` builds that many elements more, for a plant no layout of its own size can hold.
 */
function plantPermeate(
	permeate: number,
	family: ElementFamily,
	source: WaterSource,
	extraElements: number,
	size = sizeFor(permeate, family, source),
) {
	const { area } = elementModel(family, size)
	const band = fluxBySource[source]
	const elements = Math.max(
		Math.ceil((permeate * 1000) / (band.max * area) - WHOLE) + extraElements,
		family === 'seawater' ? maxElementsPerVessel.seawater : 1,
	)
	return Math.max(permeate, (elements * area * band.min) / 1000)
}

/**
 * The feed class whose flux and element limits apply: a well or river water salty enough for seawater
 * elements is designed as well-drawn seawater, since brackish flux would need more than their rating;
 * a well or municipal water that fouls like river water (a higher SDI) as river water.
 */
function designClass(source: WaterSource, family: ElementFamily, sdi: number): WaterSource {
	if (family === 'seawater') return isSeawater(source) ? source : 'seawater-beach-well'
	return sdi > CLEAN_FEED_SDI && source !== 'surface' ? 'surface' : source
}

const recoverySteps = (first: number) => {
	const steps: number[] = []
	for (let recovery = first; recovery >= MIN_RECOVERY - 1e-9; recovery -= RECOVERY_STEP) {
		steps.push(Math.round(recovery * 100) / 100)
	}
	return steps
}

/**
 * The recovery the membrane makers' table allows for the feed's TDS, lowered until the concentrate
 * neither scales with silica or gypsum nor, at the lowest feed pH acid may bring, with calcium
 * carbonate; with the acid dose that recovery needs.
 */
function scalingRecovery(
	input: DesignWater,
	chemistry: WaterChemistry,
	temperatures: { cold: number; warm: number },
) {
	let scaling: ScalingLimit | undefined
	for (const recovery of recoverySteps(recoveryFor(input.source, input.tds))) {
		const at = scalingAt(chemistry, input.tds, recovery, temperatures)
		if (!at.limit) return { first: recovery, acidPh: at.acidPh, scaling }
		scaling ??= at.limit
	}
	return { first: MIN_RECOVERY, acidPh: undefined, scaling }
}

/**
 * The plant of `family` elements that makes `demand` at `recovery`, with its layout or why none fits;
 * of the elements' `size`, or of the size its permeate calls for.
 */
function planFor(
	family: ElementFamily,
	source: WaterSource,
	demand: number,
	recovery: number,
	water: Pick<Plant, 'tds' | 'boron' | 'osmoticShare' | 'temperatures'>,
	extraElements = 0,
	size?: ElementSize,
) {
	const permeate = plantPermeate(demand, family, source, extraElements, size)
	const feed = permeate / recovery
	// An isobaric device mixes some concentrate into the feed it pressurises: the membranes see it.
	const mixing =
		energyRecoveryFor(family, feed - permeate)?.kind === 'isobaric'
			? 1 + PRESSURE_EXCHANGER.salinityIncrease
			: 1
	const plant: Plant = {
		source,
		permeate,
		feed,
		...water,
		tds: water.tds * mixing,
		boron: water.boron * mixing,
	}
	const element = elementModel(family, size ?? sizeFor(permeate, family, source))
	return { plant, found: layoutFor(plant, element, recovery) }
}

/**
 * A brackish plant whose 8-inch layout returns more concentrate to the pump than it makes is small for
 * its elements: the loop's pumping costs more than the water. 4-inch elements, more of them in series,
 * take its place where they need a smaller loop.
 */
function withSmallerLoop(
	planned: ReturnType<typeof planFor>,
	replan: (size: ElementSize) => ReturnType<typeof planFor>,
) {
	const { plant, found } = planned
	if (
		typeof found === 'string' ||
		found.layout.element.family !== 'brackish' ||
		found.layout.element.size === '4-inch' ||
		found.recirculation <= plant.permeate
	)
		return planned
	const small = replan('4-inch')
	return typeof small.found !== 'string' && small.found.recirculation < found.recirculation
		? small
		: planned
}

/**
 * Recovery and element type for the feed: the recovery its TDS allows first, brackish elements before
 * seawater ones; when no layout keeps every limit, a change of element type, then a lower recovery.
 */
function trainFor(input: DesignWater, demand: number) {
	const families: ElementFamily[] =
		isSeawater(input.source) || input.tds > SEAWATER_MEMBRANE_TDS
			? ['seawater']
			: ['brackish', 'seawater']
	// The band stays inside the temperatures the tool sizes for, which end at the elements' rating.
	const band = input.temperatureRange ?? TEMPERATURE_BAND
	const temperatures = {
		cold: Math.max(input.temperature - band, waterRanges.temperature.min),
		warm: Math.min(input.temperature + band, waterRanges.temperature.max),
	}
	const chemistry = chemistryFor(input)
	const particles = osmoticShare({ ...chemistry, tds: input.tds, hardness: input.hardness })
	const { first, acidPh, scaling } = scalingRecovery(input, chemistry, temperatures)
	let failure: Failure | ScalingLimit | undefined = scaling
	// Brackish elements are exhausted before seawater ones, which would double the pressure and the
	// energy on a fresh water. A plant between two layouts may fit none: at a low recovery one full
	// vessel takes more feed than its elements pass, and the next layout's flux is under the band. One
	// or two elements more, which make more than asked, give it the layout of the next size up before
	// the recovery falls.
	for (const family of families) {
		for (const recovery of recoverySteps(first)) {
			for (const extraElements of [0, 1, 2]) {
				const source = designClass(input.source, family, chemistry.sdi)
				const water = {
					tds: input.tds,
					boron: chemistry.boron,
					osmoticShare: particles,
					temperatures,
				}
				const { plant, found } = withSmallerLoop(
					planFor(family, source, demand, recovery, water, extraElements),
					(size) => planFor(family, source, demand, recovery, water, extraElements, size),
				)
				if (typeof found !== 'string') {
					const limitingFactor: LimitingFactor = failure
						? failure
						: plant.permeate > demand * (1 + 1e-9)
							? 'smallest-plant'
							: 'feed-salinity'
					return { plant, recovery, evaluation: found, temperatures, limitingFactor, acidPh }
				}
				failure ??= found
			}
		}
	}
	throw new Error('no train keeps every element inside its limits')
}

const GAS_CONSTANT = 8.314

/** Boric acid's pKa: warmer water ionises more of it. */
export function boricAcidPka(celsius: number) {
	const { dissociationFactor, dissociationEnthalpy } = secondPassRules
	return -Math.log10(
		dissociationFactor * Math.exp(-dissociationEnthalpy / (GAS_CONSTANT * (celsius + 273.15))),
	)
}

/**
 * The share of its feed's boron the second pass lets through: the boric acid left at its pH at the
 * brackish element's boric acid rejection, the borate as the pass lets salt through. Taken at the
 * coldest water, where least of it ionises.
 */
export function secondPassBoronPassage(saltPassage: number, celsius: number) {
	const borate = 1 / (1 + 10 ** (boricAcidPka(celsius) - secondPassRules.ph))
	return (1 - borate) * (1 - secondPassRules.boricAcidRejection) + borate * saltPassage
}

type FirstPass = ReturnType<typeof trainFor>

/** The second pass's brackish train on `share` of the first pass's permeate, the table's recovery first. */
function secondTrainFor(first: FirstPass, share: number) {
	const { source } = secondPassRules
	const { warm } = first.evaluation
	const water = {
		tds: warm.permeateTds,
		boron: warm.permeateBoron,
		// A permeate's osmotic pressure is a few hundredths of a bar, whatever its ions.
		osmoticShare: 1,
		temperatures: first.temperatures,
	}
	for (const recovery of recoverySteps(recoveryFor(source, warm.permeateTds))) {
		const demand = share * first.plant.permeate * recovery
		const { plant, found } = planFor('brackish', source, demand, recovery, water)
		if (typeof found !== 'string') return { plant, recovery, evaluation: found }
	}
	throw new Error('a second pass on permeate always finds a layout')
}

/** Rounds of sizing the two passes against each other: the second pass's size changes the first's. */
const SECOND_PASS_ROUNDS = 8
/**
 * The blend is aimed a little under each limit, so that whole elements and the first pass sized up
 * for the second's concentrate do not tip it over.
 */
const SECOND_PASS_TARGET = 0.97

/**
 * The share of the first pass's permeate a second pass must treat so that the blend of its permeate
 * (`passage` of what it is fed) and the bypassed rest keeps `limit`, at the pass's `recovery`.
 */
function secondPassShare(level: number, limit: number, passage: number, recovery: number) {
	const target = limit * SECOND_PASS_TARGET
	const excess = level - target
	if (excess <= 0) return 0
	return Math.min(1, excess / (excess + recovery * (target - level * passage)))
}

/**
 * The first pass alone where its permeate keeps the boron guideline and the drinking-water TDS at the
 * warmest water; otherwise with a second pass on the least share of its permeate that brings the
 * blend under both, the first pass sized up to make the demand after the second pass's concentrate.
 * A hot, salty seawater or a brackish feed near the seawater elements' range can pass more than
 * 500 mg/L through a single pass, which is not drinking water.
 */
function passesFor(input: DesignWater, demand: number) {
	let first = trainFor(input, demand)
	const permeate = () => first.evaluation.warm
	let boronPassage = secondPassBoronPassage(0, first.temperatures.cold)
	let saltPassage = 0
	let recovery = recoveryFor(secondPassRules.source, permeate().permeateTds)
	const limits = drinkingLimits[input.standard]
	const withinLimits = (quality: { boron: number; tds: number }) =>
		quality.boron <= limits.boron && quality.tds <= limits.tds
	for (let round = 0; round < SECOND_PASS_ROUNDS; round++) {
		const single = { boron: permeate().permeateBoron, tds: permeate().permeateTds }
		// A first pass sized up may keep the limits alone, or be large enough for brackish elements.
		if (withinLimits(single)) return { first, blend: undefined }
		const share = Math.max(
			secondPassShare(single.boron, limits.boron, boronPassage, recovery),
			secondPassShare(single.tds, limits.tds, saltPassage, recovery),
		)
		const second = secondTrainFor(first, share)
		const lost = second.plant.feed - second.plant.permeate
		if (first.plant.permeate < Math.max(demand + lost, second.plant.feed) * (1 - 1e-9)) {
			// Sized at once for the demand after the concentrate this share loses: adding the concentrate
			// a round at a time creeps towards it, a large share too slowly to arrive.
			const lostShare = lost / first.plant.permeate
			first = trainFor(input, Math.max(demand / (1 - lostShare), second.plant.feed) * (1 + 1e-6))
			continue
		}
		saltPassage = second.evaluation.warm.permeateTds / second.plant.tds
		boronPassage = secondPassBoronPassage(saltPassage, first.temperatures.cold)
		recovery = second.recovery
		const bypass = first.plant.permeate - second.plant.feed
		const product = bypass + second.plant.permeate
		const blend = {
			second,
			product,
			tds:
				(bypass * single.tds + second.plant.permeate * second.evaluation.warm.permeateTds) /
				product,
			boron:
				(bypass * single.boron + second.plant.permeate * single.boron * boronPassage) / product,
		}
		if (withinLimits(blend)) return { first, blend }
	}
	throw new Error('a second pass always brings the permeate within its limits')
}

/** The second pass as the result reports it, on its share of the first pass's `permeate`. */
function secondPassOf(
	{ plant, recovery, evaluation }: ReturnType<typeof secondTrainFor>,
	permeate: number,
	pumpPower: number,
): SecondPass {
	const { element, elementsPerVessel, array } = evaluation.layout
	const vessels = total(array)
	return {
		share: plant.feed / permeate,
		ph: secondPassRules.ph,
		elementName: element.name,
		elementSize: element.size,
		elementsPerVessel,
		elements: vessels * elementsPerVessel,
		vessels,
		array,
		recovery,
		feedFlow: plant.feed,
		permeateFlow: plant.permeate,
		feedPressure: evaluation.pressure,
		pumpPower,
	}
}

export function warningsFor(
	input: WaterInput & Pick<DesignWater, 'hardness'>,
	permeate: number,
	demandFlow: number,
	feedFlow: number,
): WaterWarning[] {
	const warnings: WaterWarning[] = []
	const plausible = plausibleTds[input.source]
	if (input.tds < plausible.min || input.tds > plausible.max) {
		warnings.push({ kind: 'unlikely-tds', source: input.source, ...plausible })
	}
	if (input.hardness > input.tds * MAX_HARDNESS_TO_TDS)
		warnings.push({ kind: 'hardness-above-tds' })
	// Calcium as CaCO₃ is part of the total hardness.
	if (input.calcium !== undefined && input.calcium > input.hardness)
		warnings.push({ kind: 'calcium-above-hardness' })
	if (input.hoursPerDay < FEW_HOURS)
		warnings.push({ kind: 'few-hours', hoursPerDay: input.hoursPerDay, usualHours: DEFAULT_HOURS })
	if (permeate > demandFlow * (1 + 1e-9))
		warnings.push({ kind: 'plant-larger-than-demand', demandFlow })
	const warning = sourceWarning(input, feedFlow)
	if (warning) warnings.push(warning)
	return warnings
}

/**
 * Whether the source keeps up with the plant's feed. A source that gives less per hour than the plant
 * draws may still give a day's feed around the clock: a raw-water tank then fills while the plant
 * rests and is drawn down while it runs, by the difference over the hours run.
 */
export function sourceWarning(
	input: Pick<WaterInput, 'sourceFlow' | 'hoursPerDay'>,
	feedFlow: number,
): WaterWarning | undefined {
	const { sourceFlow, hoursPerDay } = input
	if (sourceFlow === undefined || sourceFlow >= feedFlow) return undefined
	const dailyFeed = feedFlow * hoursPerDay
	const dailySource = sourceFlow * 24
	if (dailySource < dailyFeed) return { kind: 'source-too-small', dailyFeed, dailySource }
	return {
		kind: 'source-needs-tank',
		feedFlow,
		sourceFlow,
		tank: (feedFlow - sourceFlow) * hoursPerDay,
	}
}

/** The share of its electrical input an IE3 2-pole motor delivering `shaftPower` kW gives its pump. */
export function motorEfficiency(shaftPower: number) {
	const { smallest, largest, bands } = IE3_TWO_POLE
	const power = Math.min(Math.max(shaftPower, smallest), largest)
	const { a, b, c, d } = bands.findLast(({ from }) => power >= from) ?? bands[0]
	const x = Math.log10(power)
	return (((a * x + b) * x + c) * x + d) / 100
}

/** The share of its shaft power a pump moving `flow` m³/h gives the water, at its best point. */
export function pumpEfficiency(flow: number) {
	const { gallonsPerMinutePerCubicMetreAnHour, curveFrom, positiveDeviation } = MULTISTAGE_PUMP
	const gpm = flow * gallonsPerMinutePerCubicMetreAnHour
	const [c0, c1, c2, c3, c4] =
		gpm < curveFrom ? MULTISTAGE_PUMP.belowCurveFrom : MULTISTAGE_PUMP.fromCurveFrom
	const curve = c0 + c1 * Math.exp(-c2 * gpm) + c3 * Math.exp(-c4 * gpm)
	const [d0, d1, d2, d3, d4] = positiveDeviation
	const logFlow = Math.log10(gpm)
	const deviation = 1 + (d0 + d1 * Math.exp(-d2 * logFlow) + d3 * Math.exp(-d4 * logFlow)) / 100
	return (curve * deviation) / 100
}

/** A seawater plant's high-pressure pump: a multistage or, where that is more efficient, a plunger pump. */
export const seawaterPumpEfficiency = (flow: number) =>
	Math.max(pumpEfficiency(flow), PLUNGER_PUMP_EFFICIENCY)

/** The power a pump's motor draws, kW, to raise `flow` m³/h by `bar`: over the pump's efficiency, then the motor's at its shaft power. */
export function electricalPower(flow: number, bar: number, efficiency = pumpEfficiency(flow)) {
	const shaft = hydraulicPower(flow, bar) / efficiency
	return shaft / motorEfficiency(shaft)
}

/** A train's pump power, kW: its high-pressure pumping and any booster between its stages. */
const powerFor = (
	evaluation: Evaluation,
	plant: Plant,
	energyRecovery: EnergyRecovery | undefined,
) =>
	highPressurePowerFor(evaluation, plant, energyRecovery) +
	(interstageBoostFor(evaluation)?.power ?? 0)

/** High-pressure pumping, kW: one pump for a brackish train; for seawater a high-pressure pump on the permeate's share and a booster on the concentrate's when an isobaric device returns its pressure. */
function highPressurePowerFor(
	evaluation: Evaluation,
	plant: Plant,
	energyRecovery: EnergyRecovery | undefined,
) {
	const pumpFlow = plant.feed + evaluation.recirculation
	// Only seawater designs have an energy recovery entry, kept even where the plant is too small for one.
	const highPressureEfficiency = (flow: number) =>
		energyRecovery ? seawaterPumpEfficiency(flow) : pumpEfficiency(flow)
	if (energyRecovery?.kind !== 'isobaric') {
		return electricalPower(pumpFlow, evaluation.pressure, highPressureEfficiency(pumpFlow))
	}
	const concentrate = plant.feed - plant.permeate
	const returned = evaluation.cold.concentratePressure * energyRecovery.efficiency
	// The device's bearings pass some water back: the high-pressure pump makes it up, the booster lifts less.
	const lubrication = concentrate * PRESSURE_EXCHANGER.lubricationShare
	const highPressureFlow = plant.permeate + lubrication
	return (
		electricalPower(
			highPressureFlow,
			evaluation.pressure,
			highPressureEfficiency(highPressureFlow),
		) + electricalPower(concentrate - lubrication, evaluation.pressure - returned)
	)
}

/** bar the feed pump gives: through the pretreatment, and into an isobaric device's low-pressure side. */
export const feedPumpPressure = (isobaric: boolean) =>
	FEED_PUMP_BAR +
	(isobaric ? PRESSURE_EXCHANGER.lowPressureDifferential + PRESSURE_EXCHANGER.leastDischarge : 0)

/** The low-pressure pump that carries the whole feed. */
function feedPumpFor(feed: number, energyRecovery: EnergyRecovery | undefined): FeedPump {
	const pressure = feedPumpPressure(energyRecovery?.kind === 'isobaric')
	return { pressure, power: electricalPower(feed, pressure) }
}

/** The booster between the stages, sized at the coldest water like the high-pressure pump. */
function interstageBoostFor({ layout, cold }: Evaluation): InterstageBoost | undefined {
	const boost = layout.interstageBoost
	const second = cold.stages[1]
	if (boost === undefined || second === undefined) return undefined
	return {
		pressure: boost,
		stageInletPressure: second.inletPressure,
		power: electricalPower(second.feedPerVessel * second.vessels, boost),
	}
}

function energyRecoveryFor(family: ElementFamily, reject: number): EnergyRecovery | undefined {
	if (family !== 'seawater') return undefined
	return reject >= ENERGY_RECOVERY_MIN_CONCENTRATE
		? { kind: 'isobaric', efficiency: ENERGY_RECOVERY_EFFICIENCY }
		: { kind: 'too-small', minConcentrate: ENERGY_RECOVERY_MIN_CONCENTRATE }
}

/** The lowest standard rating of vessel that holds `pressure` bar. */
function vesselRatingFor(pressure: number) {
	const psi = pressure * PSI_PER_BAR
	return VESSEL_RATINGS_PSI.find((rating) => rating >= psi) ?? VESSEL_RATINGS_PSI.at(-1) ?? 0
}

/** A first reverse-osmosis design from a water analysis and a demand: pure, and fast enough to run on every input. */
export function sizeWaterPlant(request: WaterInput): WaterDesign {
	const input = designWater(request)
	const demand = demandFlows(input)
	const { first, blend } = passesFor(input, demand.hourly)
	const { plant, recovery, evaluation, temperatures, limitingFactor, acidPh } = first
	const { layout, cold, warm } = evaluation
	const { element } = layout
	const feedFlow = plant.feed
	const firstReject = feedFlow - plant.permeate
	const permeateFlow = blend?.product ?? plant.permeate
	const vessels = total(layout.array)
	const elements = vessels * layout.elementsPerVessel
	const energyRecovery = energyRecoveryFor(element.family, firstReject)
	const feedPump = feedPumpFor(feedFlow, energyRecovery)
	const second = blend?.second
	const secondPower = second ? powerFor(second.evaluation, second.plant, undefined) : 0
	const interstageBoost = interstageBoostFor(evaluation)
	const highPressurePower = highPressurePowerFor(evaluation, plant, energyRecovery)
	const pumpPower = highPressurePower + (interstageBoost?.power ?? 0) + secondPower + feedPump.power
	// The same train run at the water's own temperature, which it keeps most of the year.
	const running = runAt(layout, plant, evaluation.recirculation, input.temperature)
	const runningPower = running
		? powerFor(
				{ ...evaluation, pressure: running.pressure, cold: running.result },
				plant,
				energyRecovery,
			) +
			secondPower +
			feedPump.power
		: pumpPower
	const limits = elementLimits[plant.source]
	const pretreatment = pretreatmentFor(input, acidPh)
	const bisulphiteDose = bisulphite.perMgChlorine * bisulphite.chlorineResidual
	const dailyFeed = feedFlow * input.hoursPerDay
	const acidDose =
		acidPh === undefined
			? undefined
			: (acidToPh({ ...chemistryFor(input), tds: input.tds }, acidPh, input.temperature) / 2) *
				(sulphuricAcid.molarMass / sulphuricAcid.strength)
	const concentrateTds = (feedFlow * input.tds - plant.permeate * cold.permeateTds) / firstReject
	return {
		membrane: element.family,
		elementName: element.name,
		elementSize: element.size,
		maxElementsPerVessel: maxElementsPerVessel[element.family],
		elementsPerVessel: layout.elementsPerVessel,
		elements,
		vessels,
		array: layout.array,
		stages: cold.stages.map((stage) => ({
			vessels: stage.vessels,
			feedPerVessel: stage.feedPerVessel,
			concentratePerVessel: stage.concentratePerVessel,
			flux: stage.flux,
			pressureDrop: stage.pressureDrop,
		})),
		recovery,
		flux: (plant.permeate * 1000) / (elements * element.area),
		fluxBand: fluxBySource[plant.source],
		permeateFlow,
		feedFlow,
		rejectFlow: feedFlow - permeateFlow,
		recirculationFlow: evaluation.recirculation,
		interstageBoost,
		feedPump,
		feedPressure: evaluation.pressure,
		maxPressure: element.maxPressure,
		vesselRating: vesselRatingFor(Math.max(...cold.stages.map((stage) => stage.inletPressure))),
		concentrateEndDrive: cold.endDrive,
		concentrateOsmotic: plant.osmoticShare * osmoticPressure(concentrateTds, temperatures.cold),
		permeateTds: blend?.tds ?? warm.permeateTds,
		boron:
			element.family === 'seawater'
				? {
						firstPass: warm.permeateBoron,
						permeate: blend?.boron ?? warm.permeateBoron,
						guideline: drinkingLimits[input.standard].boron,
					}
				: undefined,
		secondPass: second && secondPassOf(second, plant.permeate, secondPower),
		leadElementFlux: Math.max(cold.leadFlux, warm.leadFlux),
		highestElementRecovery: Math.max(cold.highestElementRecovery, warm.highestElementRecovery),
		limits: {
			maxElementFlux: limits.maxElementFlux,
			maxElementRecovery: limits.maxElementRecovery,
		},
		limitingFactor,
		energyRecovery,
		highPressurePower,
		pumpPower,
		specificEnergy: runningPower / permeateFlow,
		coldSpecificEnergy: pumpPower / permeateFlow,
		coldestWater: temperatures.cold,
		pretreatment,
		bisulphite: pretreatment.includes('dechlorination')
			? dosed(bisulphiteDose, dailyFeed)
			: undefined,
		acidPh,
		acid: acidDose === undefined ? undefined : dosed(acidDose, dailyFeed),
		concentrate: concentrateIndices(
			chemistryFor(input),
			input.tds,
			recovery,
			temperatures,
			acidPh ?? chemistryFor(input).ph,
		),
		antiscalant: pretreatment.includes('antiscalant')
			? dosed(ANTISCALANT_DOSE, dailyFeed)
			: undefined,
		remineralisation:
			input.standard === 'is-14543'
				? remineralisationFor(
						Math.min(cold.permeateTds, blend?.tds ?? cold.permeateTds),
						permeateFlow * input.hoursPerDay,
					)
				: element.family === 'seawater'
					? calciteContactorFor(permeateFlow * input.hoursPerDay)
					: undefined,
		softener: softenerFor(input, demand.daily, demand.hourly),
		warnings: warningsFor(input, permeateFlow, demand.hourly, feedFlow),
	}
}
