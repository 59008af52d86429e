// The rules of a first sewage-treatment-plant design, as data. Every number is stated, with the
// document it comes from, in docs/sizing.md; sewage.ts only combines them.

export const buildings = [
	'housing',
	'hotel',
	'hospital',
	'office',
	'factory',
	'school',
	'mixed',
	'industrial',
] as const
export type Building = (typeof buildings)[number]

/** What a building's count counts: the label of the form's count field follows it. */
export type Occupant = 'people' | 'rooms' | 'beds' | 'employees' | 'students'

/**
 * Who a building's sewage comes from and the water each of them is supplied a day, litres. Industrial
 * effluent is not sewage: it has no per-head figure and is answered by an engineer, not a design.
 */
export const occupancy: Readonly<
	Record<Exclude<Building, 'industrial'>, { occupant: Occupant; litres: number }>
> = {
	// A home with full flushing, in a town with sewers.
	housing: { occupant: 'people', litres: 135 },
	// 180 litres a bed; a room is taken as a double (ours).
	hotel: { occupant: 'rooms', litres: 2 * 180 },
	// Over 100 beds, laundry included; 340 litres a bed up to 100 beds (below).
	hospital: { occupant: 'beds', litres: 450 },
	office: { occupant: 'employees', litres: 45 },
	// A factory with bathrooms, for its workers' domestic sewage only.
	factory: { occupant: 'employees', litres: 45 },
	// A day school or college.
	school: { occupant: 'students', litres: 45 },
	// Homes over shops and offices: residents, with each worker or visitor counted a third (45 ÷ 135).
	mixed: { occupant: 'people', litres: 135 },
}
/** Hospitals of up to this many beds are supplied less a bed. */
export const SMALL_HOSPITAL_BEDS = 100
export const SMALL_HOSPITAL_LITRES = 340

/** The share of the water supplied that reaches the sewer. */
export const SEWAGE_SHARE = 0.8

/**
 * Raw sewage as a plant is designed for, mg/L: BOD and suspended solids of a domestic sewage; COD,
 * total Kjeldahl nitrogen and ammonia in the same proportion to BOD as a person's daily loads.
 */
export const RAW_BOD = 250
export const RAW_TSS = 250
export const loadsPerPerson = { bod: 56, cod: 113, tkn: 11, ammonia: 7 } as const
export const RESIDENT_LITRES = occupancy.housing.litres

/** Peak flow over the average for a building's few thousand people (under 20,000). */
export const PEAK_FACTOR = 3

/** Design flows the tool sizes, KLD (m³ a day). Above 5 MLD a plant is designed from a survey. */
export const flowRange = { min: 5, max: 5000 } as const

/** Fine screen ahead of the pumps: clear spacing, mm, finer than a coarse screen's 20–50 mm. */
export const SCREEN_SPACING_MM = 10
/** Oil and grease trap: minutes of the peak flow it holds (ours). */
export const OIL_TRAP_MINUTES = 30
/**
 * Equalisation tank: hours of the average flow it holds, to feed the plant evenly through the day
 * (ours: a building's sewage arrives in a morning and an evening peak).
 */
export const EQUALISATION_HOURS = 8

export const technologies = ['mbbr', 'sbr', 'extended-aeration', 'mbr'] as const
export type Technology = (typeof technologies)[number]

/** Mixed-liquor suspended solids each suspended-growth process is designed at, mg/L. */
export const mlss: Readonly<Record<Exclude<Technology, 'mbbr'>, number>> = {
	'extended-aeration': 3500,
	sbr: 4000,
	mbr: 8000,
}
/** Extended aeration holds a day's flow, so its sludge is old enough to nitrify and stabilise. */
export const EXTENDED_AERATION_HOURS = 24

/**
 * Activated sludge's bacteria, as Metcalf & Eddy's complete-mix design uses them: rates a day at
 * 20 °C with their temperature factors, yields in g VSS a g, half-saturation in g/m³. Heterotrophs
 * eat the biodegradable COD; ammonia-oxidising bacteria (AOB) nitrify.
 */
export const heterotrophs = {
	yield: 0.45,
	maxGrowth: 6,
	growthTheta: 1.07,
	decay: 0.12,
	decayTheta: 1.04,
	halfSaturation: 8,
	/** The share of decayed cells left as debris. */
	debris: 0.15,
} as const
export const nitrifiers = {
	yield: 0.15,
	maxGrowth: 0.9,
	growthTheta: 1.072,
	decay: 0.17,
	decayTheta: 1.029,
	halfSaturation: 0.5,
	oxygenHalfSaturation: 0.5,
} as const
/** Biodegradable COD a g of BOD; g of nitrogen in a g of cells; cells' VSS share of their TSS. */
export const BCOD_PER_BOD = 1.6
export const NITROGEN_IN_CELLS = 0.12
export const CELLS_VOLATILE_SHARE = 0.85
/** g of oxygen a g of cells is worth, and a g of ammonia nitrified needs. */
export const OXYGEN_PER_CELLS = 1.42
export const OXYGEN_PER_NITRIFIED = 4.57
/** Nitrifying sludge age: the least that holds effluent ammonia at this g/m³, times this factor. */
export const EFFLUENT_AMMONIA = 0.5
export const NITRIFYING_SAFETY = 1.5
/**
 * Sewage temperatures the design holds through the year, °C: the coldest sets the sludge age and
 * the sludge (bacteria grow slowest), the warmest the oxygen (they respire most, and water holds least).
 */
export const COLDEST_SEWAGE = 15
export const WARMEST_SEWAGE = 30

/**
 * Raw sewage's parts beside BOD, as shares: soluble BOD and COD of the whole, and volatile of the
 * suspended solids, in Metcalf & Eddy's worked settled sewage (70 of 140, 132 of 300, 60 of 70 g/m³).
 */
export const SOLUBLE_BOD_SHARE = 0.5
export const SOLUBLE_COD_SHARE = 0.44
export const VOLATILE_SOLIDS_SHARE = 60 / 70

/** MBBR carriers: protected surface a m³ of media (K1-type), and their fill, under the 67 % most. */
export const MEDIA_SPECIFIC_SURFACE = 500
export const MEDIA_FILL = 0.5
/**
 * Removal a m² of carrier a day: BOD at the bottom of the 5–15 g of secondary treatment, ammonia
 * inside the 0.4–1.4 g of nitrification; one tank for each, in series.
 */
export const MEDIA_BOD_LOADING = 5
export const MEDIA_AMMONIA_LOADING = 1

/** SBR: cycles a day, the share of a basin decanted each cycle (at most a third), and its basins. */
export const SBR_CYCLES_PER_DAY = 4
export const SBR_DECANT_SHARE = 0.3
export const SBR_BASINS = 2

/** MBR: net flux through the submerged membranes, L/m²·h, over the hours they filter. */
export const MBR_FLUX = 15
export const MBR_FILTERING_HOURS = 22
/** Air scouring the membranes, m³/h a m² of membrane (ours, to be read from a maker's manual). */
export const MBR_SCOUR_AIR = 0.3

/**
 * MBBR's anoxic tank ahead of the aeration, where a standard limits total nitrogen: its share of the
 * aerated volume (ours).
 */
export const ANOXIC_SHARE = 0.3

/**
 * Activated sludge's anoxic tank, designed as Metcalf & Eddy design one ahead of a nitrifying tank:
 * the nitrate the effluent keeps (g/m³) and the sludge returned from the settler, a share of the
 * flow. The active biomass denitrifies SDNR_b = b₀ + b₁ ln(F/M_b) g of nitrate-nitrogen a g a day,
 * by the share of the bCOD readily biodegradable (%, the row at or below it), or 0.24 F/M_b where
 * F/M_b is at most 0.5; over an F/M_b of 1, a recycle of more than once and of more than twice the
 * flow lowers it by c₁ ln(F/M_b) + c₀. Raw sewage's readily biodegradable share is the worked
 * sewage's (80 of 224 g/m³).
 */
export const EFFLUENT_NITRATE = 6
export const RETURN_SLUDGE = 0.6
export const denitrificationRates = [
	{ readilyBiodegradable: 0, b0: 0.186, b1: 0.078 },
	{ readilyBiodegradable: 10, b0: 0.186, b1: 0.078 },
	{ readilyBiodegradable: 20, b0: 0.213, b1: 0.118 },
	{ readilyBiodegradable: 30, b0: 0.235, b1: 0.141 },
	{ readilyBiodegradable: 40, b0: 0.242, b1: 0.152 },
	{ readilyBiodegradable: 50, b0: 0.27, b1: 0.162 },
] as const
export const LOW_FOOD_RATE = 0.24
export const LOW_FOOD = 0.5
export const recycleCorrections = [
	{ aboveRecycle: 2, c1: 0.029, c0: 0.012 },
	{ aboveRecycle: 1, c1: 0.0166, c0: 0.078 },
] as const
export const DENITRIFICATION_THETA = 1.026
export const READILY_BIODEGRADABLE_SHARE = 80 / 224
/** g of oxygen a g of nitrate-nitrogen denitrified gives back to the bacteria. */
export const OXYGEN_PER_DENITRIFIED = 2.86

/** MBBR: kg of oxygen a kg of BOD applied needs, and a kg of total Kjeldahl nitrogen applied. */
export const OXYGEN_PER_BOD = 1.25
export const OXYGEN_PER_TKN = 4.6

/**
 * Field to standard oxygen transfer: alpha, diffuser fouling, beta and the operating DO (mg/L) in the
 * warmest sewage, where clean water holds the least oxygen (mg/L at that temperature and at 20 °C);
 * the transfer's temperature factor; the saturation at the diffusers' depth rises by this share of
 * their submergence over the atmosphere's 10.33 m of water.
 */
export const ALPHA = 0.65
export const FOULING = 0.9
export const BETA = 0.95
export const OPERATING_DO = 2
export const SATURATION_AT_TEMPERATURE = 7.56
export const SATURATION_20 = 9.09
export const THETA = 1.024
export const DEPTH_SATURATION = 0.4
export const ATMOSPHERE_WATER_METRES = 10.33

/** Tank water depth and the diffusers' submergence, m. */
export const TANK_DEPTH = 4
export const DIFFUSER_SUBMERGENCE = 3.8
/**
 * Standard oxygen transfer a metre of submergence, inside diffusers' 2–7 %: fine-bubble discs, and
 * the coarse bubbles that keep MBBR carriers moving.
 */
export const transferPerMetre = { fine: 0.06, coarse: 0.02 } as const
/** Oxygen's share of air by weight, and a standard cubic metre of air's kg (20 °C, 101.325 kPa). */
export const OXYGEN_IN_AIR = 0.2318
export const STANDARD_AIR_DENSITY = 1.204

/** The largest blower motor, kW, before the air is shared among more working blowers (ours). */
export const LARGEST_BLOWER_MOTOR = 110
/** The widest pressure filter, m, before the flow is shared among filters in parallel (ours). */
export const WIDEST_FILTER = 3

/** Blower: pipe and diffuser losses over the submergence (m), and the wire-to-air efficiency. */
export const AIR_LINE_LOSS = 0.5
export const BLOWER_EFFICIENCY = 0.6
/** Standard motor ratings, kW. */
export const MOTOR_RATINGS = [
	0.37, 0.55, 0.75, 1.1, 1.5, 2.2, 3.7, 5.5, 7.5, 11, 15, 18.5, 22, 30, 37, 45, 55, 75, 90, 110,
] as const

/**
 * Settling, m³/m²·d at average flow: a tube settler after MBBR at the 24 of activated sludge's
 * 16–28, a clarifier after extended aeration below that range (ours: its floc settles slower).
 */
export const surfaceLoading = { 'tube-settler': 24, clarifier: 12 } as const

/** Tertiary filters: m³/m²·h (ours), running this many hours a day. */
export const SAND_FILTER_RATE = 12
export const CARBON_FILTER_RATE = 10
export const FILTER_HOURS = 20

/** Sodium hypochlorite dose as chlorine, mg/L, and the contact tank's minutes at average flow (ours). */
export const CHLORINE_DOSE = 3
export const CONTACT_MINUTES = 30

/** MBBR: kg of sludge solids a kg of BOD applied yields, without primary settling. */
export const SLUDGE_PER_BOD = 0.95
/** Sludge is wasted at this solids content and dewatered to cake of this content (ours). */
export const WASTE_SLUDGE_SOLIDS = 0.01
export const CAKE_SOLIDS = 0.2

/** Share of the tanks' plan area added for walls and walkways, and the plant room's area, m² (ours). */
export const WALLS_AND_WALKWAYS = 0.25
export const PLANT_ROOM_AREA = 15

/** Pumps: head (m) and efficiency, for the raw-sewage lift and the filter feed (ours). */
export const LIFT_HEAD = 10
export const FILTER_FEED_HEAD = 30
export const PUMP_EFFICIENCY = 0.5

/** Water the plant keeps back: filter backwash and sludge, a share of the flow (ours). */
export const PLANT_LOSSES = 0.05
/** Of a home's 135 litres a person, the litres that flush toilets (ours, the building code's split). */
export const FLUSHING_LITRES = 45

/** Water a treated sewage is reused for; "none" discharges it to a drain or sewer. */
export const reuses = ['flushing', 'gardening', 'cooling', 'none'] as const
export type Reuse = (typeof reuses)[number]

/**
 * Discharge standards an STP is built to, the limits of each in mg/L (faecal coliform in MPN a
 * 100 ml): the National Green Tribunal's of 2019, which state boards enforce; Karnataka's board's for
 * treated water reused for gardens and flushing; and the central norms of 2017 for metro cities and
 * state capitals and for other areas, which the Tribunal stayed and made stricter.
 */
export const standards = ['ngt', 'karnataka-reuse', 'cpcb-metro', 'cpcb-other'] as const
export type Standard = (typeof standards)[number]
export type Limits = {
	bod: number
	cod?: number
	tss: number
	totalNitrogen?: number
	phosphorus?: number
	faecalColiform: number
}
export const standardLimits: Readonly<Record<Standard, Limits>> = {
	ngt: { bod: 10, cod: 50, tss: 20, totalNitrogen: 10, phosphorus: 1, faecalColiform: 230 },
	'karnataka-reuse': { bod: 6, cod: 25, tss: 20, totalNitrogen: 10, faecalColiform: 100 },
	'cpcb-metro': { bod: 20, tss: 50, faecalColiform: 1000 },
	'cpcb-other': { bod: 30, tss: 100, faecalColiform: 1000 },
}
