import {
	activatedSludge,
	airForOxygen,
	nitrifyingSludgeAge,
	preAnoxicZone,
} from './activated-sludge.ts'
import { hydraulicPower } from './ro-physics.ts'
import { countedFlow, supplyPerOccupant } from './sewage-flow.ts'

const METRES_PER_BAR = 10.197

import {
	AIR_LINE_LOSS,
	ALPHA,
	ANOXIC_SHARE,
	BCOD_PER_BOD,
	BETA,
	BLOWER_EFFICIENCY,
	type Building,
	CAKE_SOLIDS,
	CARBON_FILTER_RATE,
	CHLORINE_DOSE,
	COLDEST_SEWAGE,
	CONTACT_MINUTES,
	DIFFUSER_SUBMERGENCE,
	EQUALISATION_HOURS,
	EXTENDED_AERATION_HOURS,
	FILTER_FEED_HEAD,
	FILTER_HOURS,
	FLUSHING_LITRES,
	FOULING,
	flowRange,
	LARGEST_BLOWER_MOTOR,
	LIFT_HEAD,
	type Limits,
	loadsPerPerson,
	MBR_FILTERING_HOURS,
	MBR_FLUX,
	MBR_SCOUR_AIR,
	MEDIA_AMMONIA_LOADING,
	MEDIA_BOD_LOADING,
	MEDIA_FILL,
	MEDIA_SPECIFIC_SURFACE,
	MOTOR_RATINGS,
	mlss,
	type Occupant,
	OIL_TRAP_MINUTES,
	OPERATING_DO,
	OXYGEN_PER_BOD,
	OXYGEN_PER_TKN,
	occupancy,
	PEAK_FACTOR,
	PLANT_LOSSES,
	PLANT_ROOM_AREA,
	PUMP_EFFICIENCY,
	RAW_BOD,
	RAW_TSS,
	READILY_BIODEGRADABLE_SHARE,
	RESIDENT_LITRES,
	type Reuse,
	SAND_FILTER_RATE,
	SATURATION_AT_TEMPERATURE,
	SBR_BASINS,
	SBR_CYCLES_PER_DAY,
	SBR_DECANT_SHARE,
	SCREEN_SPACING_MM,
	SEWAGE_SHARE,
	SLUDGE_PER_BOD,
	SOLUBLE_BOD_SHARE,
	SOLUBLE_COD_SHARE,
	STANDARD_AIR_DENSITY,
	type Standard,
	standardLimits,
	surfaceLoading,
	TANK_DEPTH,
	type Technology,
	transferPerMetre,
	VOLATILE_SOLIDS_SHARE,
	WALLS_AND_WALKWAYS,
	WARMEST_SEWAGE,
	WASTE_SLUDGE_SOLIDS,
	WIDEST_FILTER,
} from './sewage-rules.ts'

export type SewageInput = {
	building: Building
	/** People, rooms, beds, employees or students, as the building counts them. */
	count?: number
	/** Sewage flow, KLD; when given, the count is not needed. */
	flow?: number
	standard: Standard
	reuse: Reuse
	/** m² the plant may take; empty: no limit. */
	space?: number
	technology: Technology | 'auto'
}

/** Why a technology was chosen: the visitor's choice, the preference for the size, or the space. */
export type TechnologyChoice = 'visitor' | 'size' | 'space'

export type SewageFlow = {
	/** KLD (m³ a day), averaged over the day. */
	design: number
	/** Given when the flow is counted from occupants rather than typed. */
	counted?: { occupant: Occupant; count: number; supply: number; sewage: number }
}

export type Settling =
	| { kind: 'tube-settler' | 'clarifier'; area: number; loading: number; diameter?: number }
	| { kind: 'in-basin' }
	| { kind: 'membrane'; area: number; flux: number }

export type Filters = { count: number; diameter: number }

export type SewagePlant = {
	kind: 'plant'
	technology: Technology
	chosenBy: TechnologyChoice
	flow: SewageFlow
	/** m³/h, the hour of most flow. */
	peakFlow: number
	peakFactor: number
	/** mg/L of the raw sewage. */
	raw: RawSewage
	limits: Limits
	screenSpacing: number
	/** m³ */
	oilTrap: number
	equalisation: { volume: number; hours: number }
	/**
	 * Only where the standard limits total nitrogen: m³, and for activated sludge the nitrified mixed
	 * liquor returned to it, times the flow.
	 */
	anoxic?: { volume: number; recycle?: number }
	aeration: {
		/** m³ of aerated tanks (both SBR basins together). */
		volume: number
		/** Hours of the average flow the aerated volume holds. */
		hours: number
		mlss?: number
		/** Days the activated sludge is kept (its sludge age, SRT). */
		srt?: number
		media?: { volume: number; area: number; specificSurface: number; fill: number }
		basins?: number
	}
	/** kg of oxygen a day in the field. */
	oxygen: number
	/** Standard m³/h of air. */
	air: number
	/** Working blowers (one more stands by), each with its motor, kW; power is all of them, kW. */
	blower: { air: number; pressure: number; power: number; motor: number; working: number }
	settling: Settling
	tertiary: {
		/** Vessels in parallel and their diameter, m; none after membranes, no carbon for discharge. */
		sandFilter?: Filters
		carbonFilter?: Filters
		/** kg of chlorine a day, and the contact tank, m³. */
		chlorine: number
		contactTank: number
	}
	/** kg of dry solids a day; m³ a day as wasted, and as a filter press's cake. */
	sludge: { solids: number; wasted: number; cake: number }
	/** m² */
	footprint: number
	/** Whether the plant fits the space the visitor has; undefined when no space was given. */
	fitsSpace?: boolean
	/** Running kW, and installed (duty) kW; kWh a day; kWh a m³. */
	power: { running: number; installed: number; daily: number; perCubicMetre: number }
	/** KLD treated water for reuse, and the part that flushes toilets when flushing is its use. */
	reuse: { use: Reuse; treated: number; flushing?: number }
}

/** An effluent the tool does not design for: industrial waste water, or beyond its largest size. */
export type SewageReferral = { kind: 'referral'; reason: 'industrial' | 'too-large'; flow?: number }

export type SewageDesign = SewagePlant | SewageReferral

/**
 * The raw sewage designed for, mg/L: BOD and suspended solids of a domestic sewage, and COD, total
 * Kjeldahl nitrogen and ammonia in a person's daily proportion to BOD.
 */
export function rawSewage() {
	const share = (grams: number) => (RAW_BOD * grams) / loadsPerPerson.bod
	return {
		bod: RAW_BOD,
		cod: share(loadsPerPerson.cod),
		tss: RAW_TSS,
		tkn: share(loadsPerPerson.tkn),
		ammonia: share(loadsPerPerson.ammonia),
	}
}

type RawSewage = ReturnType<typeof rawSewage>

/**
 * What activated sludge's bacteria are fed, g/m³: the COD they can eat, and the suspended solids they
 * cannot, volatile (the particulate COD's unbiodegradable share of the VSS) and inert.
 */
export function activatedSludgeFeed(raw: RawSewage) {
	const particulateCod = raw.cod * (1 - SOLUBLE_COD_SHARE)
	const biodegradableParticulateCod = BCOD_PER_BOD * raw.bod * (1 - SOLUBLE_BOD_SHARE)
	const volatileSolids = raw.tss * VOLATILE_SOLIDS_SHARE
	return {
		bcod: BCOD_PER_BOD * raw.bod,
		nbvss: volatileSolids * (1 - biodegradableParticulateCod / particulateCod),
		itss: raw.tss - volatileSolids,
		tkn: raw.tkn,
	}
}

/** Grams of BOD a resident's sewage carries a day: the raw BOD in a resident's share of sewage. */
export const residentBod = () => (RAW_BOD * RESIDENT_LITRES * SEWAGE_SHARE) / 1000

const WATER_WEIGHT = 9.81 // kPa a metre of water
const ATMOSPHERE = 101.325 // kPa
const GAS_CONSTANT = 8.314 // kJ/kmol·K
const INLET_KELVIN = 273.15 + WARMEST_SEWAGE

/** kPa a blower works against: the diffusers' submergence and the air line's losses. */
const BLOWER_GAUGE = WATER_WEIGHT * (DIFFUSER_SUBMERGENCE + AIR_LINE_LOSS)

/**
 * Standard m³/h of air that dissolve this many kg of oxygen a day through these bubbles, in the
 * warmest sewage, at sea level.
 */
export const airFor = (oxygen: number, bubbles: keyof typeof transferPerMetre) =>
	airForOxygen(oxygen, {
		alpha: ALPHA,
		fouling: FOULING,
		beta: BETA,
		dissolvedOxygen: OPERATING_DO,
		temperature: WARMEST_SEWAGE,
		saturation: SATURATION_AT_TEMPERATURE,
		submergence: DIFFUSER_SUBMERGENCE,
		pressureRatio: 1,
		transferEfficiency: transferPerMetre[bubbles] * DIFFUSER_SUBMERGENCE,
		airDensity: STANDARD_AIR_DENSITY,
	})

/**
 * A blower's shaft power (kW) to deliver this much air (m³/h) against this gauge pressure (kPa):
 * adiabatic compression, P = w R T₁ / (29.7 n e) · ((p₂/p₁)^n − 1), with n = 0.283 for air.
 */
export function blowerPower(air: number, gauge: number) {
	const massFlow = (air * STANDARD_AIR_DENSITY) / 3600
	const n = 0.283
	const ratio = (ATMOSPHERE + gauge) / ATMOSPHERE
	return (
		((massFlow * GAS_CONSTANT * INLET_KELVIN) / (29.7 * n * BLOWER_EFFICIENCY)) * (ratio ** n - 1)
	)
}

/** The smallest standard motor that drives this shaft power with a tenth to spare. */
const motorFor = (power: number) =>
	MOTOR_RATINGS.find((rating) => rating >= power * 1.1) ?? Math.ceil(power * 1.1)

/** A round vessel's or tank's diameter for this area, m, up to the next 10 cm. */
const diameterFor = (area: number) => Math.ceil(Math.sqrt((4 * area) / Math.PI) * 10) / 10

/** Pressure filters for this area: as few in parallel as keep each within the widest. */
function filtersFor(area: number): Filters {
	const count = Math.ceil(area / ((Math.PI * WIDEST_FILTER ** 2) / 4))
	return { count, diameter: diameterFor(area / count) }
}

/**
 * The sludge age an activated-sludge plant keeps, days, its aerated volume, m³, and its sludge, at the
 * coldest sewage; and its oxygen at the warmest, when the bacteria respire most, at the same age.
 */
function suspendedGrowth(technology: Exclude<Technology, 'mbbr'>, flow: number, raw: RawSewage) {
	const feed = activatedSludgeFeed(raw)
	const at = (srt: number, temperature = COLDEST_SEWAGE) =>
		activatedSludge(feed, {
			flow,
			srt,
			mlss: mlss[technology],
			temperature,
			dissolvedOxygen: OPERATING_DO,
			nitrification: true,
		})
	const design = (srt: number) => ({
		srt,
		...at(srt),
		oxygen: at(srt, WARMEST_SEWAGE).oxygen,
	})
	const nitrifying = nitrifyingSludgeAge(COLDEST_SEWAGE, OPERATING_DO)
	if (technology !== 'extended-aeration') return design(nitrifying)
	// Extended aeration keeps a day's flow: its sludge is as old as that volume holds, found by
	// halving (the volume grows with the age), and never younger than nitrifying needs.
	const day = (flow * EXTENDED_AERATION_HOURS) / 24
	let [young, old] = [nitrifying, 100 * nitrifying]
	if (at(young).volume >= day) return design(young)
	while (old - young > 0.01) {
		const middle = (young + old) / 2
		if (at(middle).volume < day) young = middle
		else old = middle
	}
	return design(young)
}

/** The aeration, its oxygen and sludge, and the anoxic tank ahead of it where nitrogen is limited. */
function aerationFor(technology: Technology, flow: number, raw: RawSewage, denitrify: boolean) {
	const bodLoad = (flow * raw.bod) / 1000 // kg a day
	if (technology === 'mbbr') {
		// A tank that removes BOD, then one that nitrifies, each with carriers for its load.
		const area = (bodLoad * 1000) / MEDIA_BOD_LOADING + (flow * raw.ammonia) / MEDIA_AMMONIA_LOADING
		const mediaVolume = area / MEDIA_SPECIFIC_SURFACE
		return {
			volume: mediaVolume / MEDIA_FILL,
			media: {
				volume: mediaVolume,
				area,
				specificSurface: MEDIA_SPECIFIC_SURFACE,
				fill: MEDIA_FILL,
			},
			oxygen: OXYGEN_PER_BOD * bodLoad + (OXYGEN_PER_TKN * flow * raw.tkn) / 1000,
			sludge: SLUDGE_PER_BOD * bodLoad,
			anoxic: denitrify ? { volume: (mediaVolume / MEDIA_FILL) * ANOXIC_SHARE } : undefined,
		}
	}
	const sludge = suspendedGrowth(technology, flow, raw)
	// Each SBR basin must also take a cycle's inflow in its decant share.
	const volume =
		technology === 'sbr'
			? Math.max(sludge.volume, flow / (SBR_CYCLES_PER_DAY * SBR_DECANT_SHARE))
			: sludge.volume
	// The anoxic tank is sized in the coldest sewage, where the bacteria denitrify slowest; the
	// oxygen its nitrate gives back is counted on that sewage's nitrate, the less of the two.
	const zone = denitrify
		? preAnoxicZone({
				flow,
				bod: raw.bod,
				bcod: BCOD_PER_BOD * raw.bod,
				readilyBiodegradableShare: READILY_BIODEGRADABLE_SHARE,
				srt: sludge.srt,
				aeratedVolume: volume,
				temperature: COLDEST_SEWAGE,
				nitrified: sludge.nitrified,
			})
		: undefined
	return {
		volume,
		mlss: mlss[technology],
		srt: sludge.srt,
		basins: technology === 'sbr' ? SBR_BASINS : undefined,
		oxygen: sludge.oxygen - (zone?.oxygenCredit ?? 0),
		sludge: sludge.solids,
		// An SBR's basins denitrify as they fill: no recycle pump.
		anoxic: zone && {
			volume: zone.volume,
			recycle: technology === 'sbr' ? undefined : zone.recycle,
		},
	}
}

function settlingFor(technology: Technology, flow: number): Settling {
	if (technology === 'sbr') return { kind: 'in-basin' }
	if (technology === 'mbr') {
		return {
			kind: 'membrane',
			area: (flow * 1000) / (MBR_FLUX * MBR_FILTERING_HOURS),
			flux: MBR_FLUX,
		}
	}
	const kind = technology === 'mbbr' ? 'tube-settler' : 'clarifier'
	const loading = surfaceLoading[kind]
	const area = flow / loading
	return kind === 'clarifier'
		? { kind, area, loading, diameter: diameterFor(area) }
		: { kind, area, loading }
}

/** KLD that flushes the toilets: 45 of each 135 litres supplied. */
const flushingNeed = (flow: SewageFlow) =>
	((flow.design / SEWAGE_SHARE) * FLUSHING_LITRES) / RESIDENT_LITRES

/** The plant for one technology, its footprint and power. */
function plantFor(
	input: SewageInput,
	flow: SewageFlow,
	technology: Technology,
	chosenBy: TechnologyChoice,
): SewagePlant {
	const design = flow.design
	const raw = rawSewage()
	const limits = standardLimits[input.standard]
	const {
		oxygen,
		sludge: solids,
		anoxic,
		...aeration
	} = aerationFor(technology, design, raw, limits.totalNitrogen !== undefined)
	const settling = settlingFor(technology, design)
	const scour = settling.kind === 'membrane' ? settling.area * MBR_SCOUR_AIR : 0
	const air = airFor(oxygen, technology === 'mbbr' ? 'coarse' : 'fine') + scour
	const blowerShaft = blowerPower(air, BLOWER_GAUGE)
	const working = Math.ceil((blowerShaft * 1.1) / LARGEST_BLOWER_MOTOR)
	const blowerMotor = motorFor(blowerShaft / working)
	const peakFlow = (design * PEAK_FACTOR) / 24
	const equalisation = { volume: (design * EQUALISATION_HOURS) / 24, hours: EQUALISATION_HOURS }
	const filterFlow = design / FILTER_HOURS // m³/h
	const tertiary = {
		sandFilter: technology === 'mbr' ? undefined : filtersFor(filterFlow / SAND_FILTER_RATE),
		// Carbon takes out the colour and odour of water reused, and the COD a standard limits.
		carbonFilter:
			input.reuse !== 'none' || limits.cod !== undefined
				? filtersFor(filterFlow / CARBON_FILTER_RATE)
				: undefined,
		chlorine: (design * CHLORINE_DOSE) / 1000,
		contactTank: (design / 24 / 60) * CONTACT_MINUTES,
	}
	const sludge = {
		solids,
		wasted: solids / (WASTE_SLUDGE_SOLIDS * 1000),
		cake: solids / (CAKE_SOLIDS * 1000),
	}
	const oilTrap = (peakFlow * OIL_TRAP_MINUTES) / 60
	// Two days of wasted sludge are held before they are dewatered.
	const tankVolume =
		oilTrap +
		equalisation.volume +
		(anoxic?.volume ?? 0) +
		aeration.volume +
		tertiary.contactTank +
		sludge.wasted * 2
	const settlingArea =
		settling.kind === 'tube-settler' || settling.kind === 'clarifier' ? settling.area : 0
	const footprint =
		(tankVolume / TANK_DEPTH + settlingArea) * (1 + WALLS_AND_WALKWAYS) + PLANT_ROOM_AREA
	const pumpPower = (head: number) =>
		hydraulicPower(filterFlow, head / METRES_PER_BAR) / PUMP_EFFICIENCY
	const liftPower = pumpPower(LIFT_HEAD)
	const filterPower = pumpPower(FILTER_FEED_HEAD)
	const daily = blowerShaft * 24 + (liftPower + filterPower) * FILTER_HOURS
	const treated = design * (1 - PLANT_LOSSES)
	return {
		kind: 'plant',
		technology,
		chosenBy,
		flow,
		peakFlow,
		peakFactor: PEAK_FACTOR,
		raw,
		limits,
		screenSpacing: SCREEN_SPACING_MM,
		oilTrap,
		equalisation,
		anoxic,
		aeration: { ...aeration, hours: (aeration.volume / design) * 24 },
		oxygen,
		air,
		blower: { air, pressure: BLOWER_GAUGE, power: blowerShaft, motor: blowerMotor, working },
		settling,
		tertiary,
		sludge,
		footprint,
		fitsSpace: input.space === undefined ? undefined : footprint <= input.space,
		power: {
			running: blowerShaft + liftPower + filterPower,
			installed: blowerMotor * working + motorFor(liftPower) + motorFor(filterPower),
			daily,
			perCubicMetre: daily / design,
		},
		reuse: {
			use: input.reuse,
			treated,
			flushing: input.reuse === 'flushing' ? Math.min(treated, flushingNeed(flow)) : undefined,
		},
	}
}

/** The order a building's plant is chosen in: MBBR up to 1 MLD, a pair of SBR basins above. */
const preferenceFor = (flow: number): readonly Technology[] =>
	flow <= 1000
		? ['mbbr', 'sbr', 'extended-aeration', 'mbr']
		: ['sbr', 'mbbr', 'extended-aeration', 'mbr']

function sewageFlow(input: Pick<SewageInput, 'building' | 'count' | 'flow'>): SewageFlow {
	if (input.flow !== undefined || input.building === 'industrial' || input.count === undefined) {
		return { design: input.flow ?? 0 }
	}
	const supply = supplyPerOccupant(input.building, input.count)
	return {
		design: countedFlow(input.building, input.count),
		counted: {
			occupant: occupancy[input.building].occupant,
			count: input.count,
			supply,
			sewage: supply * SEWAGE_SHARE,
		},
	}
}

export function sizeSewagePlant(input: SewageInput): SewageDesign {
	if (input.building === 'industrial') return { kind: 'referral', reason: 'industrial' }
	const flow = sewageFlow(input)
	if (flow.design > flowRange.max) {
		return { kind: 'referral', reason: 'too-large', flow: flow.design }
	}
	if (input.technology !== 'auto') return plantFor(input, flow, input.technology, 'visitor')
	const plants = preferenceFor(flow.design).map((technology, index) =>
		plantFor(input, flow, technology, index === 0 ? 'size' : 'space'),
	)
	const first = plants[0] as SewagePlant
	if (input.space === undefined) return first
	return (
		plants.find((plant) => plant.fitsSpace) ??
		plants.reduce((smallest, plant) => (plant.footprint < smallest.footprint ? plant : smallest))
	)
}
