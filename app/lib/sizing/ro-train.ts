import type { ElementModel } from './membrane-elements.ts'
import {
	elementPressureDrop,
	osmoticPressure,
	polarisation,
	temperatureCorrection,
} from './ro-physics.ts'

// A reverse-osmosis train computed the way the membrane makers' design programs do it: element by
// element along each vessel, stage by stage, each element's permeate from its own net driving
// pressure at its own concentration.

/** Our designs put as many elements in every vessel; published ones may shorten the later stages. */
export type TrainLayout<ElementsPerVessel extends number | readonly number[] = number> = {
	element: ElementModel
	/** Vessels per stage, first stage first. */
	array: readonly number[]
	/** Elements in series in each vessel: one count for every stage, or one per stage. */
	elementsPerVessel: ElementsPerVessel
	/**
	 * bar a booster adds to the first stage's concentrate before the second stage, where that
	 * concentrate arrives with too little pressure over its own osmotic pressure to make its share.
	 */
	interstageBoost?: number
}

export type TrainConditions = {
	/** °C */
	temperature: number
	/** Share of the new element's water permeability the design counts on (fouling and ageing). */
	flowFactor: number
	/** mg/L of boron in the feed, for seawater elements. */
	boron?: number
	/**
	 * The feed's dissolved particles per mg over sea salt's (`osmoticShare`), which its ions keep
	 * along the train as they concentrate together; 1 for a feed known only by its TDS.
	 */
	osmoticShare?: number
	/** bar held on the permeate, and lost in the pipework before each stage: none in our designs. */
	permeatePressure?: number
	stageInletLoss?: number
}

/** Osmotic pressure, bar, of the feed's water concentrated (or diluted) to `tds` mg/L. */
const osmoticAt = (conditions: TrainConditions, tds: number) =>
	(conditions.osmoticShare ?? 1) * osmoticPressure(tds, conditions.temperature)

type AnyLayout = TrainLayout<number | readonly number[]>

const elementsInStage = (layout: AnyLayout, stage: number) =>
	typeof layout.elementsPerVessel === 'number'
		? layout.elementsPerVessel
		: (layout.elementsPerVessel[stage] ?? 0)

export type StageResult = {
	vessels: number
	/** bar at the stage's inlet, after any booster before it. */
	inletPressure: number
	/** bar lost from the vessel's inlet to its concentrate outlet. */
	pressureDrop: number
	/** m³/h into and out of each vessel of the stage. */
	feedPerVessel: number
	concentratePerVessel: number
	/** m³/h of the whole stage */
	permeate: number
	/** LMH */
	flux: number
	leadFlux: number
	highestElementRecovery: number
}

export type TrainResult = {
	stages: StageResult[]
	/** m³/h */
	permeate: number
	/** mg/L */
	permeateTds: number
	permeateBoron: number
	concentrate: number
	concentrateTds: number
	/** bar at the last element's outlet */
	concentratePressure: number
	/** Net driving pressure left at the last element, bar. */
	endDrive: number
	leadFlux: number
	highestElementRecovery: number
}

/** Fixed-point passes for one element's permeate; the map contracts fast at design conditions. */
const ELEMENT_PASSES = 4

/** One element: its permeate solved from its net driving pressure, which its own permeate lowers. */
function solveElement(
	element: ElementModel,
	feed: number,
	tds: number,
	pressure: number,
	conditions: TrainConditions,
	waterFactor: number,
) {
	const { temperature, permeatePressure = 0 } = conditions
	const osmotic = (concentration: number) => osmoticAt(conditions, concentration)
	const k = (element.waterPermeability * waterFactor * element.area) / 1000
	const saltPermeability = element.saltPermeability * temperatureCorrection(temperature)
	let permeate = Math.max(0, k * (pressure - permeatePressure - osmotic(tds)))
	let result = { permeate: 0, permeateTds: 0, concentrateTds: tds, drop: 0, drive: 0 }
	for (let pass = 0; pass < ELEMENT_PASSES; pass++) {
		permeate = Math.min(permeate, feed * 0.9)
		const recovery = permeate / feed
		const flux = (permeate * 1000) / element.area
		const wallFactor = polarisation(recovery)
		// Salt passage first from the concentration the element would reach with full rejection.
		const approxConcentrate = tds / (1 - recovery)
		const wall = ((tds + approxConcentrate) / 2) * wallFactor
		const permeateTds = permeate > 0 ? (saltPermeability * wall) / (flux + saltPermeability) : 0
		const concentrate = feed - permeate
		const concentrateTds = (feed * tds - permeate * permeateTds) / concentrate
		const meanWall = ((tds + concentrateTds) / 2) * wallFactor
		const drop = elementPressureDrop(feed, concentrate, element.flowScale)
		const drive = pressure - permeatePressure - drop / 2 - osmotic(meanWall) + osmotic(permeateTds)
		result = { permeate, permeateTds, concentrateTds, drop, drive }
		const next = Math.max(0, k * drive)
		// Averaging damps the oscillation a salty feed's steep osmotic pressure causes.
		permeate = (permeate + next) / 2
	}
	return result
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)

/** The train at a given inlet flow, concentration and pressure. */
export function simulateTrain(
	layout: AnyLayout,
	conditions: TrainConditions,
	inlet: { flow: number; tds: number; pressure: number },
): TrainResult {
	const { element } = layout
	const tcf = temperatureCorrection(conditions.temperature)
	const waterFactor = tcf * conditions.flowFactor
	const boronPermeability = element.boronPermeability ?? 0
	let flow = inlet.flow
	let tds = inlet.tds
	let boron = conditions.boron ?? 0
	let pressure = inlet.pressure
	let salt = 0
	let boronOut = 0
	let endDrive = Number.POSITIVE_INFINITY
	const stages: StageResult[] = []
	for (const [stage, vessels] of layout.array.entries()) {
		if (stage === 1) pressure += layout.interstageBoost ?? 0
		pressure -= conditions.stageInletLoss ?? 0
		const inletPressure = pressure
		const elementsPerVessel = elementsInStage(layout, stage)
		let perVessel = flow / vessels
		let leadFlux = 0
		let highestElementRecovery = 0
		let stagePermeate = 0
		for (let position = 0; position < elementsPerVessel; position++) {
			const out = solveElement(element, perVessel, tds, pressure, conditions, waterFactor)
			const flux = (out.permeate * 1000) / element.area
			if (position === 0) leadFlux = flux
			highestElementRecovery = Math.max(highestElementRecovery, out.permeate / perVessel)
			salt += out.permeate * vessels * out.permeateTds
			const boronWall =
				((boron + boron / (1 - out.permeate / perVessel)) / 2) *
				polarisation(out.permeate / perVessel)
			const boronPassed =
				out.permeate > 0
					? (boronPermeability * tcf * boronWall) / (flux + boronPermeability * tcf)
					: 0
			boronOut += out.permeate * vessels * boronPassed
			boron = (perVessel * boron - out.permeate * boronPassed) / (perVessel - out.permeate)
			stagePermeate += out.permeate * vessels
			perVessel -= out.permeate
			tds = out.concentrateTds
			pressure -= out.drop
			endDrive = out.drive
		}
		stages.push({
			vessels,
			inletPressure,
			pressureDrop: inletPressure - pressure,
			feedPerVessel: flow / vessels,
			concentratePerVessel: perVessel,
			permeate: stagePermeate,
			flux: (stagePermeate * 1000) / (vessels * elementsPerVessel * element.area),
			leadFlux,
			highestElementRecovery,
		})
		flow = perVessel * vessels
	}
	const permeate = sum(stages.map((stage) => stage.permeate))
	return {
		stages,
		permeate,
		permeateTds: permeate > 0 ? salt / permeate : 0,
		permeateBoron: permeate > 0 ? boronOut / permeate : 0,
		concentrate: flow,
		concentrateTds: tds,
		concentratePressure: pressure,
		endDrive,
		leadFlux: Math.max(...stages.map((stage) => stage.leadFlux)),
		highestElementRecovery: Math.max(...stages.map((stage) => stage.highestElementRecovery)),
	}
}

/** Secant steps from a first estimate: permeate is close to linear in pressure near the answer. */
const PRESSURE_STEPS = 10
const PERMEATE_TOLERANCE = 1e-4
/** Halving steps of the fallback: 2^-30 of the bracket. */
const BISECTION_STEPS = 30

/**
 * The inlet pressure at which the train makes `permeate` from the given inlet flow, at most
 * `ceiling`; undefined when even the ceiling makes too little.
 */
export function solveInletPressure(
	layout: AnyLayout,
	conditions: TrainConditions,
	inlet: { flow: number; tds: number },
	permeate: number,
	ceiling: number,
) {
	const at = (pressure: number) => ({
		pressure,
		result: simulateTrain(layout, conditions, { ...inlet, pressure }),
	})
	const { element, array } = layout
	const area =
		element.area * sum(array.map((vessels, stage) => vessels * elementsInStage(layout, stage)))
	const permeability =
		element.waterPermeability *
		conditions.flowFactor *
		temperatureCorrection(conditions.temperature)
	const recovery = Math.min(permeate / inlet.flow, 0.9)
	const meanTds = (inlet.tds * Math.log(1 / (1 - recovery))) / recovery
	const estimate = osmoticAt(conditions, meanTds) + (permeate * 1000) / area / permeability + 1
	let previous = at(Math.min(estimate, ceiling))
	let current = at(Math.min(estimate * 1.05, ceiling))
	const converged = (point: typeof current) =>
		Math.abs(point.result.permeate - permeate) <= permeate * PERMEATE_TOLERANCE
	for (let step = 0; step < PRESSURE_STEPS && !converged(current); step++) {
		const gap = current.result.permeate - permeate
		const slope =
			(current.result.permeate - previous.result.permeate) / (current.pressure - previous.pressure)
		if (!(slope > 0)) break
		previous = current
		current = at(Math.min(Math.max(current.pressure - gap / slope, 0), ceiling))
	}
	if (converged(current)) return current
	// Where the secant strays (a train whose tail makes no water at first), halve a bracket instead.
	const top = at(ceiling)
	if (top.result.permeate < permeate) return undefined
	let low = osmoticAt(conditions, inlet.tds)
	let high = top
	for (let step = 0; step < BISECTION_STEPS && !converged(high); step++) {
		const middle = at((low + high.pressure) / 2)
		if (middle.result.permeate >= permeate) high = middle
		else low = middle.pressure
	}
	return high
}
