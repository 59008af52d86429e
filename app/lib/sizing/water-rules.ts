import type { ElementFamily, ElementSize } from './membrane-elements.ts'

// The design rules of a first reverse-osmosis design, as data. Every number here is stated, with its
// source, in docs/sizing.md; the functions in water.ts only combine them.

export const waterSources = [
	'borewell',
	'municipal',
	'surface',
	'seawater-beach-well',
	'seawater-open-intake',
] as const
export type WaterSource = (typeof waterSources)[number]

type Band = { design: number; min: number; max: number }

/**
 * Average (system) flux and its band, litres per m² per hour: cleaner feeds foul less and take more
 * flux. Seawater from a beach well is the maker's "well or open intake with ultrafiltration" class;
 * open intake its "conventional pretreatment" class.
 */
export const fluxBySource: Readonly<Record<WaterSource, Band>> = {
	borewell: { design: 26, min: 24, max: 30 },
	municipal: { design: 24, min: 21, max: 25 },
	surface: { design: 20, min: 17, max: 24 },
	'seawater-beach-well': { design: 16, min: 15, max: 19 },
	'seawater-open-intake': { design: 14, min: 12, max: 17 },
}

/** Per-vessel concentrate that keeps a clean feed's elements swept, and a fouling feed's. */
const CLEAN_SWEEP = { '8-inch': 3.0, '4-inch': 0.7 } as const
const FOULING_SWEEP = { '8-inch': 3.4, '4-inch': 0.8 } as const
/** Per-vessel feed the elements take before their pressure drop passes its limit. */
const FULL_FEED = { '8-inch': 16, '4-inch': 3.6 } as const
/** A fouling river water's vessel takes less, as a membrane maker's design program holds it. */
const FOULING_FEED = { ...FULL_FEED, '8-inch': 15.2 } as const

/**
 * What every element must stay within, by feed: its own recovery and flux (the lead element has the
 * highest), and per vessel the least concentrate that keeps it swept and the most feed it takes.
 */
export const elementLimits: Readonly<
	Record<
		WaterSource,
		{
			maxElementRecovery: number
			maxElementFlux: number
			minConcentrate: Readonly<Record<ElementSize, number>>
			maxFeed: Readonly<Record<ElementSize, number>>
		}
	>
> = {
	borewell: {
		maxElementRecovery: 0.19,
		maxElementFlux: 44,
		minConcentrate: CLEAN_SWEEP,
		maxFeed: FULL_FEED,
	},
	municipal: {
		maxElementRecovery: 0.17,
		maxElementFlux: 40,
		minConcentrate: CLEAN_SWEEP,
		maxFeed: FULL_FEED,
	},
	surface: {
		maxElementRecovery: 0.15,
		maxElementFlux: 36,
		minConcentrate: FOULING_SWEEP,
		maxFeed: FOULING_FEED,
	},
	'seawater-beach-well': {
		maxElementRecovery: 0.15,
		maxElementFlux: 36,
		minConcentrate: CLEAN_SWEEP,
		maxFeed: FULL_FEED,
	},
	'seawater-open-intake': {
		maxElementRecovery: 0.13,
		maxElementFlux: 32,
		minConcentrate: FOULING_SWEEP,
		maxFeed: { '8-inch': 14, '4-inch': 3.2 },
	},
}

/** Elements in series in one vessel, at most: longer vessels starve their tail elements. */
export const maxElementsPerVessel: Readonly<Record<ElementFamily, number>> = {
	brackish: 6,
	seawater: 7,
}

export const isSeawater = (
	source: WaterSource,
): source is Extract<WaterSource, `seawater-${string}`> => source.startsWith('seawater')

/**
 * Brackish recovery falls as the feed gets saltier (scaling and osmotic pressure at the concentrate
 * end limit it); seawater plants run at 40–45 %. The first row whose TDS bound holds applies.
 */
export const brackishRecovery = [
	{ maxTds: 2000, recovery: 0.75 },
	{ maxTds: 5000, recovery: 0.7 },
	{ maxTds: 10_000, recovery: 0.6 },
	{ maxTds: 20_000, recovery: 0.5 },
	{ maxTds: Number.POSITIVE_INFINITY, recovery: 0.45 },
] as const
export const seawaterRecovery = [
	{ maxTds: 38_000, recovery: 0.45 },
	{ maxTds: Number.POSITIVE_INFINITY, recovery: 0.4 },
] as const

/** Stages in series by recovery, the first array tried: a single pass of six elements reaches about half. */
export const stagesByRecovery = [
	{ maxRecovery: 0.5, stages: 1 },
	{ maxRecovery: 0.85, stages: 2 },
	{ maxRecovery: 1, stages: 3 },
] as const
/** Vessels per stage taper so every stage keeps its cross-flow: about 2:1, and 4:2:1 for three. */
export const stageRatios: Readonly<Record<1 | 2 | 3, readonly number[]>> = {
	1: [1],
	2: [2, 1],
	3: [4, 2, 1],
}

/** Below this many 8-inch elements a plant is built from 4-inch elements. */
export const MIN_LARGE_ELEMENTS = 3
/** Above this TDS a feed gets seawater elements from the start: brackish ones would pass their rating. */
export const SEAWATER_MEMBRANE_TDS = 15_000
/** Recovery is lowered in these steps, down to the floor, until every limit holds. */
export const RECOVERY_STEP = 0.05
export const MIN_RECOVERY = 0.3

/** The share of a new element's water permeability a design counts on after fouling and ageing. */
export const FLOW_FACTOR = 0.85
/**
 * The design holds over this many °C either side of the given water temperature, unless the buyer
 * gives their own temperature range: a season's swing the plant must meet without a new design.
 */
export const TEMPERATURE_BAND = 5
/** Net driving pressure the last element must still have, or it makes no water. */
export const MIN_CONCENTRATE_END_DRIVE_BAR = 1
/**
 * A second stage making less than this share of the first stage's average flux is short of
 * pressure, not of area: its feed's osmotic pressure eats the drive the first stage left it, and the
 * first stage's lead elements carry its share. A booster between the stages brings it level.
 */
export const MIN_SECOND_STAGE_FLUX_SHARE = 0.7
/**
 * A pump is as efficient at its best point as an optimally chosen multistage pump of its flow, by the
 * US Department of Energy's pump assessment tool (MEASUR, formerly PSAT: `OptimalPrePumpEff.cpp` and
 * `OptimalDeviationFactor.cpp` of ORNL-AMO/AMO-Tools-Suite). Its curve for multistage pumps,
 * `η = c₀ + c₁·e^(−c₂·Q) + c₃·e^(−c₄·Q)` % with Q in US gallons a minute (one set of coefficients
 * below 890 gpm, another from there), times its positive deviation, `1 + (d₀ + d₁·e^(−d₂·log₁₀Q) +
 * d₃·e^(−d₄·log₁₀Q)) / 100`, the margin by which the best pumps of that flow beat the curve. The
 * tool's corrections for viscosity (none for water from about 20 m³/h) and for the head per stage
 * (not known in a first design) are left out.
 */
export const MULTISTAGE_PUMP = {
	gallonsPerMinutePerCubicMetreAnHour: 4.402_868,
	curveFrom: 890,
	belowCurveFrom: [84.286574, -17.836167, 0.0013236525, -26.951966, 0.0068256307],
	fromCurveFrom: [87.129684, -7.8144274, 0.00034998448, -19.605637, 0.0022387671],
	positiveDeviation: [0.10805906, 18.077243, 0.78231304, 30.525232, 0.80684022],
} as const
/**
 * A seawater plant's high-pressure pump may be a positive-displacement (plunger or axial piston) pump
 * instead, as small seawater plants use, since no centrifugal pump of their flow comes near it:
 * "positive displacement (PD) plunger pumps operate in the 80-90 percent efficiency range, while
 * centrifugal pumps are between 30-60 percent efficient" (Cat Pumps, "Selecting a Pump for Seawater
 * Reverse Osmosis", Water Quality Products, 2003). The design takes the more efficient of the two,
 * the plunger pump at the low end of that range.
 */
export const PLUNGER_PUMP_EFFICIENCY = 0.8
/** The pump flows, m³/h, at which the assumptions state the pumps' efficiency. */
export const STATED_PUMP_FLOWS = { small: 1, large: 500 } as const
/**
 * A pump's motor is as efficient as the IE3 class requires of a 2-pole (2,900 rpm) 50 Hz motor of its
 * power, the class the ecodesign rules set from 0.75 kW: `η = A·x³ + B·x² + C·x + D` %, x = log₁₀ of
 * the power in kW, with the interpolation coefficients of the UK's copy of EU 2019/1781 (SI 2021/745,
 * Schedule 16, Table 27 from 0.12 kW, Table 28 from 0.75 kW up to 200 kW). Outside that range the
 * nearest end's figure holds.
 */
export const IE3_TWO_POLE = {
	smallest: 0.12,
	largest: 200,
	bands: [
		{ from: 0.12, a: 6.8532, b: 6.2006, c: 25.1317, d: 84.0392 },
		{ from: 0.75, a: 0.3569, b: -3.3076, c: 11.6108, d: 82.2503 },
	],
} as const
/** An isobaric energy recovery device: the share of the concentrate's pressure energy it returns. */
export const ENERGY_RECOVERY_EFFICIENCY = 0.96
/**
 * What an isobaric device costs besides its efficiency, from Energy Recovery's technical data for a
 * 45–68 m³/h PX: "Maximum Salinity Increase at Membranes 3% @ 40% Recovery", the concentrate it mixes
 * into the feed it pressurises; "Maximum Lubrication Flow 4.4 gpm (1 m3/h) @ 300 gpm", water that
 * leaks through its bearings from the high-pressure side, so the high-pressure pump makes it up ("the
 * main high-pressure-pump flow rate always equals the permeate flow rate plus the hydrodynamic bearing
 * lubrication flow rate", its PX 4S manual), as a share of the device's flow; and on its low-pressure
 * side "Maximum Low Pressure Differential 14.5 psi (1 bar)" and "Minimum Discharge Pressure 12 psi
 * (0.8 bar)", bar the feed must bring it.
 */
export const PRESSURE_EXCHANGER = {
	salinityIncrease: 0.03,
	lubricationShare: 1 / 68,
	lowPressureDifferential: 1,
	leastDischarge: 0.8,
} as const
export const PSI_PER_BAR = 14.5038
/**
 * The low-pressure feed pump lifts the raw water through the pretreatment to the high-pressure pump:
 * 40 psi, what the US Army's shipboard RO unit keeps its raw water at ahead of its media, 20 µm and
 * 5 µm filters ("The pressure regulator maintains the raw water supply to the ROWPU system at a
 * constant pressure of 40 PSI", TM 55-1925-282-14&P, Table 1); WaterTAP's low-pressure pump lifts
 * 100 ft (3.0 bar) by default. Where it also feeds an isobaric device, it brings the device's
 * low-pressure side its differential and least discharge on top.
 */
export const FEED_PUMP_BAR = 40 / PSI_PER_BAR
/** The least concentrate, m³/h, the smallest isobaric devices take. */
export const ENERGY_RECOVERY_MIN_CONCENTRATE = 4.5
/** Boron in seawater, mg/L. */
export const SEAWATER_BORON = 5
/**
 * A second pass of brackish elements on part of the first pass's permeate, with caustic raising its
 * pH so that boric acid, which passes a membrane as a small uncharged molecule, turns into borate,
 * an ion the membrane rejects like salt. Boric acid's dissociation constant with its temperature
 * term, `Ka = Ka0 × exp(−ΔH / RT)` (pKa 9.21 at 25 °C); the boric acid a brackish element still
 * rejects at the low end of what second passes show; the pass is held to the well-water limits,
 * since permeate fouls less than any well water.
 */
export const secondPassRules = {
	ph: 10,
	/** mol/L and J/mol */
	dissociationFactor: 1.63e-7,
	dissociationEnthalpy: 13_830,
	boricAcidRejection: 0.4,
	source: 'borewell',
} as const

/**
 * The most pressure a multi-element vessel may lose from feed to concentrate, 50 psi: beyond it the
 * elements may telescope [FilmTec manual §8.5.3].
 */
export const MAX_VESSEL_PRESSURE_DROP_BAR = 3.45

/**
 * The pressure ratings RO vessels are built to, psi: Pentair Codeline's 80S15 to 80S120 series
 * (150–1,200 psi) [Codeline]; 300, 450, 600 and 1,000 psi the common ones [WaterWorld vessels].
 */
export const VESSEL_RATINGS_PSI = [150, 300, 450, 600, 1000, 1200] as const

/** Above this SDI a well or municipal feed fouls like river water; above the second it needs ultrafiltration. */
export const CLEAN_FEED_SDI = 3
export const MAX_FEED_SDI = 5

/** Pretreatment thresholds. */
export const MULTIMEDIA_TURBIDITY_NTU = 1
export const CLARIFIER_TURBIDITY_NTU = 20
export const IRON_REMOVAL_MG_L = 0.1

/**
 * Sodium bisulphite against a municipal supply's chlorine: 3 mg per mg of chlorine, the top of the
 * 2–3 mg a membrane maker gives to allow for incomplete mixing [TriSep dechlorination], on a residual
 * of 0.5 mg/L, the one "commonly used" for drinking water [FilmTec dechlorination].
 */
export const bisulphite = { perMgChlorine: 3, chlorineResidual: 0.5 } as const

/**
 * Sulphuric acid as it is delivered for pH correction: 98 % by weight (ours, the common commercial
 * grade), 98.08 g a mole, two hydrogen ions a molecule.
 */
export const sulphuricAcid = { strength: 0.98, molarMass: 98.08 } as const

/** Antiscalant as delivered, mg/L of feed: inside the 2–8 mg/L an antiscalant maker recommends (ours). */
export const ANTISCALANT_DOSE = 3

/**
 * The drinking-water standards a buyer names, and the TDS and boron (mg/L) each holds the treated
 * water to: IS 10500:2012's acceptable limits [IS 10500]; WHO's boron guideline value and the TDS
 * below which it finds water's taste good [WHO]; IS 14543's TDS for packaged drinking water, with
 * IS 10500's boron (its own boron limit not read) [IS 14543].
 */
export const drinkingStandards = ['is-10500', 'who', 'is-14543'] as const
export type DrinkingStandard = (typeof drinkingStandards)[number]
export const drinkingLimits: Readonly<Record<DrinkingStandard, { tds: number; boron: number }>> = {
	'is-10500': { tds: 500, boron: 0.5 },
	who: { tds: 600, boron: 2.4 },
	'is-14543': { tds: 500, boron: 0.5 },
}
export const DEFAULT_STANDARD: DrinkingStandard = 'is-10500'

/**
 * Packaged drinking water's mineral minima, mg/L: FSSAI's standard for packaged drinking water (other
 * than mineral water), sub-regulation 2.10.8 as amended, in force since 1 January 2024: TDS 75–500,
 * calcium (as Ca) 10–75, magnesium (as Mg) 5–30. RO permeate carries almost none of either.
 */
export const packagedWaterMinerals = { tds: 75, calcium: 10, magnesium: 5 } as const

/**
 * The salts dosed to put them back, as bought: calcium chloride dihydrate and magnesium sulphate
 * heptahydrate (Epsom salt). Per mg of the metal: the salt dosed, and what dissolves of it into the
 * TDS (the salt without its water of crystallisation), from the atomic masses.
 */
export const mineralSalts = {
	calcium: { dosePerMg: 147.01 / 40.078, tdsPerMg: 110.98 / 40.078 },
	magnesium: { dosePerMg: 246.47 / 24.305, tdsPerMg: 120.37 / 24.305 },
} as const

/**
 * Desalinated water's post-treatment: calcium and alkalinity each raised to this, mg/L as CaCO₃, the
 * least of the quality criteria Israel's Ministry of Health adopted for desalinated water (alkalinity
 * above 80, calcium 80–120). A calcite contactor dissolves the calcite with carbon dioxide, one mole of
 * each: CaCO₃ + CO₂ + H₂O → Ca(HCO₃)₂, which adds the same mg/L as CaCO₃ of calcium and of alkalinity.
 */
export const DESALINATED_CALCIUM = 80
export const CALCITE_MOLAR_MASS = 100.09
export const CARBON_DIOXIDE_MOLAR_MASS = 44.01

/** Total hardness above which a water is hard (IS 10500:2012's acceptable limit), mg/L as CaCO₃. */
export const HARD_WATER = 200
/**
 * Softener resin, a gel strong-acid cation resin such as Purolite C100 regenerated co-current with salt.
 * From its operating data: service at 8 to 40 bed volumes an hour; a salt dose within its 60–320 g
 * NaCl per litre; hardness leakage under 1 % of the feed's hardness at its standard conditions; a
 * regeneration of backwash (up to 20 min), brine (up to 60 min), slow rinse (about 30) and fast rinse
 * (about 30), so up to 140 minutes. Operating capacity at that dose and the smallest column are ours.
 */
export const resin = {
	operatingCapacity: 50,
	saltDose: 120,
	minServiceFlowBedVolumes: 8,
	maxServiceFlowBedVolumes: 40,
	minVolume: 25,
	leakageFraction: 0.01,
	regenerationHours: 140 / 60,
}

/** Ranges a visitor may enter; outside them nothing is computed. */
export const waterRanges = {
	tds: { min: 50, max: 45_000 },
	hardness: { min: 0, max: 10_000 },
	turbidity: { min: 0, max: 500 },
	iron: { min: 0, max: 20 },
	temperature: { min: 5, max: 45 },
	/** °C either side of the water temperature; 0 sizes for that temperature alone. */
	temperatureRange: { min: 0, max: 20 },
	ph: { min: 4, max: 10 },
	alkalinity: { min: 0, max: 1000 },
	calcium: { min: 0, max: 5000 },
	sulphate: { min: 0, max: 10_000 },
	silica: { min: 0, max: 150 },
	sdi: { min: 0, max: 6.5 },
	manganese: { min: 0, max: 10 },
	/** Seawater's boron, mg/L: about 4.5 in the open ocean, up to 7 in the Gulf. */
	boron: { min: 0.5, max: 10 },
	hours: { min: 1, max: 24 },
	/** What the source can give, m³/h: from a small borewell's trickle to a large intake. */
	sourceFlow: { min: 0.1, max: 2000 },
	/**
	 * Treated water per day, m³ (ours). Below 1 m³ a day a buyer wants a point-of-use unit, not a plant:
	 * the smallest plant (one vessel of 4-inch elements, about 0.18 m³/h) would run minutes a day.
	 */
	dailyDemand: { min: 1, max: 10_000 },
	/**
	 * Treated water while the plant runs, m³/h (ours): 10,000 m³ a day over the default 20 hours. A
	 * larger flow is several trains and a project of its own, not one pump.
	 */
	permeateFlow: { max: 500 },
} as const

/** Beyond these a combination is unlikely: the design still runs, with a warning. */
export const plausibleTds: Readonly<Record<WaterSource, { min: number; max: number }>> = {
	borewell: { min: 50, max: 15_000 },
	municipal: { min: 50, max: 2000 },
	surface: { min: 50, max: 5000 },
	'seawater-beach-well': { min: 15_000, max: 45_000 },
	'seawater-open-intake': { min: 25_000, max: 45_000 },
}
/** Typical seawater's total hardness, 6,500 mg/L as CaCO₃ in 35,000 mg/L of salts [Seawater analysis]. */
const SEAWATER_HARDNESS_SHARE = 6500 / 35_000

/**
 * What a figure left "not known" stands for, by source (docs/sizing.md, "Typical water by source"):
 * total hardness as a share of the TDS, turbidity in NTU, iron in mg/L and the water's temperature
 * in °C. Each is the value a first design should not fall short of: more hardness scales sooner, and
 * turbidity and iron above the pretreatment's thresholds add the filters that remove them.
 */
export const typicalWater: Readonly<
	Record<
		WaterSource,
		{ hardnessShareOfTds: number; turbidity: number; iron: number; temperature: number }
	>
> = {
	borewell: { hardnessShareOfTds: 0.6, turbidity: 5, iron: 0.3, temperature: 25 },
	municipal: { hardnessShareOfTds: 0.6, turbidity: 1, iron: 0.1, temperature: 25 },
	surface: { hardnessShareOfTds: 0.6, turbidity: 20, iron: 0.3, temperature: 25 },
	'seawater-beach-well': {
		hardnessShareOfTds: SEAWATER_HARDNESS_SHARE,
		turbidity: 1,
		iron: 0.05,
		temperature: 28,
	},
	'seawater-open-intake': {
		hardnessShareOfTds: SEAWATER_HARDNESS_SHARE,
		turbidity: 10,
		iron: 0.05,
		temperature: 28,
	},
}

/** The operating hours a day a plant is sized for when the form leaves them empty (ours). */
export const DEFAULT_HOURS = 20
/**
 * Fewer hours a day than this (ours) and the plant is sized to make a day's water in a few hours:
 * several times the plant a storage tank and longer running would need, so the result warns.
 */
export const FEW_HOURS = 6
/** Hardness as CaCO₃ is part of the dissolved solids: it cannot outweigh them. */
export const MAX_HARDNESS_TO_TDS = 1
