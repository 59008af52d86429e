// The services the company builds. A new service is one record here, its detail copy in
// service-copy/<slug>.ts and its artwork in assets/art/services/<slug>.svg (the build stops when either
// file is missing); routes, prerender list, sitemap, counts and links follow from the record.
// The long copy lives apart so that the header, footer and cards, which every page loads, do not
// carry 60 KB of detail-page text.

// The families the services page groups its cards under, in the order it shows them. `kin` are the
// families a buyer of this one also looks at, closest first: a detail page's related links come from
// its own family and then from these, never from an unrelated trade.
export const serviceFamilies = [
	{ id: 'water-treatment', title: 'Water treatment', kin: ['wastewater', 'process-equipment'] },
	{ id: 'beverage-filling', title: 'Beverage and filling', kin: ['packaging', 'water-treatment'] },
	{ id: 'wastewater', title: 'Wastewater treatment and reuse', kin: ['water-treatment'] },
	{ id: 'packaging', title: 'Packaging', kin: ['beverage-filling', 'water-treatment'] },
	{ id: 'process-equipment', title: 'Process equipment', kin: ['water-treatment'] },
] as const satisfies readonly { id: string; title: string; kin: readonly string[] }[]

export type ServiceFamily = (typeof serviceFamilies)[number]['id']

// Names of the category icons drawn by components/ui/service-icon.tsx.
export type ServiceIcon =
	| 'droplets'
	| 'filter'
	| 'waves'
	| 'flask'
	| 'factory'
	| 'bottle'
	| 'package'
	| 'pill'
	| 'gauge'
	| 'snowflake'
	| 'cylinder'
	| 'container'
	| 'recycle'
	| 'atom'

type ServiceRecord = {
	slug: string
	title: string
	/** The family it is listed under on the services page; every service belongs to exactly one. */
	family: ServiceFamily
	icon: ServiceIcon
	/** Card text on the services grid and home carousels, 18–30 words. */
	summary: string
	/** Alt text of the service illustration. */
	imageAlt: string
}

export const services = [
	{
		slug: 'fully-auto-ss-deluxe-ro-plant',
		title: 'Fully Auto SS Deluxe RO Plant',
		family: 'water-treatment',
		icon: 'droplets',
		summary:
			'Skid-mounted stainless steel reverse osmosis plant with PLC control, automatic flushing and full pre-treatment, producing drinking and process water that meets IS 10500 limits.',
		imageAlt:
			'Illustration of a skid-mounted SS 304 reverse osmosis plant with a row of membrane pressure tubes, sand and carbon filter vessels, high-pressure pump and touchscreen control panel',
	},
	{
		slug: 'frp-ro-systems',
		title: 'FRP RO Systems',
		family: 'water-treatment',
		icon: 'waves',
		summary:
			'Corrosion-proof reverse osmosis systems built around FRP filter vessels and membrane housings, suited to brackish borewell water, saline industrial feeds and cost-conscious installations.',
		imageAlt:
			'Illustration of an RO system on an epoxy-painted skid with blue FRP sand and carbon filter vessels, white FRP membrane housings and a panel of pressure gauges',
	},
	{
		slug: 'ultra-filtration-systems',
		title: 'Ultra Filtration Systems',
		family: 'water-treatment',
		icon: 'filter',
		summary:
			'Hollow-fibre ultrafiltration systems that remove turbidity, bacteria, cysts and colloids at low pressure, for RO pre-treatment, tertiary effluent reuse and safe drinking water.',
		imageAlt:
			'Illustration of an ultrafiltration skid with vertical hollow-fibre membrane modules, backwash pump, chemical dosing tanks and a stainless steel header manifold',
	},
	{
		slug: 'stp-plants',
		title: 'STP Plants',
		family: 'wastewater',
		icon: 'recycle',
		summary:
			'Sewage treatment plants based on MBBR, SBR, extended aeration and MBR processes, designed to meet CPCB and state board discharge norms and make treated water reusable.',
		imageAlt:
			'Illustration of a compact sewage treatment plant with bar screen chamber, aeration tank with diffusers, tube settler clarifier, pressure sand filter and blower room',
	},
	{
		slug: 'plastic-moulding-industry-solutions',
		title: 'Plastic Moulding Industry Solutions',
		family: 'packaging',
		icon: 'factory',
		summary:
			'PET stretch blow moulding, jar blowing and closure moulding equipment, with the compressed air and chilled water utilities that let a bottling plant make its own containers.',
		imageAlt:
			'Illustration of a fully automatic PET stretch blow moulding machine with preform hopper, infrared heating oven, two-cavity mould station and bottle outfeed conveyor',
	},
	{
		slug: 'beverage-filling-solutions',
		title: 'Beverage Filling Solutions',
		family: 'beverage-filling',
		icon: 'bottle',
		summary:
			'Rinsing, filling and capping monoblocs for water, carbonated drinks and juices, from 24 to 500 bottles per minute, with labelling, coding and end-of-line packing.',
		imageAlt:
			'Illustration of a three-in-one rinsing, filling and capping monobloc with stainless steel enclosure, rotary filling valves, cap chute and outfeed conveyor',
	},
	{
		slug: 'packaging-industry-solutions',
		title: 'Packaging Industry Solutions',
		family: 'packaging',
		icon: 'package',
		summary:
			'Labelling, batch coding, shrink wrapping, carton packing, pouch filling and conveying equipment that turns filled bottles and pouches into traceable, dispatch-ready shipping units.',
		imageAlt:
			'Illustration of an end-of-line packaging section with a shrink sleeve labeller, steam tunnel, inkjet coder, collating conveyor and automatic shrink wrapping machine',
	},
	{
		slug: 'treated-water-turnkey-projects',
		title: 'Treated Water Turnkey Projects',
		family: 'beverage-filling',
		icon: 'droplets',
		summary:
			'Complete packaged drinking water plants from raw water to palletised cases, covering treatment, bottle blowing, filling, packing, laboratory and utilities, from 24 to 800 BPM.',
		imageAlt:
			'Illustration of a packaged drinking water factory layout showing the RO treatment room, blow moulding area, filling hall, packing line and finished goods store',
	},
	{
		slug: 'pharma-projects',
		title: 'Pharma Projects',
		family: 'water-treatment',
		icon: 'pill',
		summary:
			'Purified water generation, storage and distribution systems and process skids for pharmaceutical plants, built in SS 316L to WHO-GMP and pharmacopoeia requirements with validation documentation.',
		imageAlt:
			'Illustration of a pharmaceutical purified water system with double-pass RO skid, EDI module, electropolished SS 316L storage tank and sanitary distribution loop',
	},
	{
		slug: 'industrial-domestic-water-softener-plant',
		title: 'Industrial & Domestic Water Softener Plant',
		family: 'water-treatment',
		icon: 'atom',
		summary:
			'Ion exchange softeners that remove calcium and magnesium hardness to protect boilers, cooling towers, laundries, geysers and pipework, in manual, timer-based and fully automatic versions.',
		imageAlt:
			'Illustration of a duplex water softener with two FRP resin vessels, automatic control valves, a brine tank with salt and a compact control unit',
	},
	{
		slug: 'soda-juice-plants',
		title: 'Soda & Juice Plants',
		family: 'beverage-filling',
		icon: 'bottle',
		summary:
			'Syrup preparation, carbonation, juice processing, pasteurisation and filling plants for soda, flavoured carbonated drinks and fruit juices in PET and glass bottles.',
		imageAlt:
			'Illustration of a soda and juice plant with sugar dissolving tank, syrup filters, plate pasteuriser, carbonation tank with CO2 cylinder and isobaric filling machine',
	},
	{
		slug: 'pressure-boosting-system',
		title: 'Pressure Boosting System',
		family: 'process-equipment',
		icon: 'gauge',
		summary:
			'Variable-speed multi-pump booster sets that hold constant water pressure for high-rise buildings, hotels, hospitals and process lines, using less energy than fixed-speed pumps.',
		imageAlt:
			'Illustration of a pressure boosting set with three vertical multistage stainless pumps on a common base, suction and delivery manifolds, diaphragm tank and VFD control panel',
	},
	{
		slug: 'water-filtration-system',
		title: 'Water Filtration System',
		family: 'water-treatment',
		icon: 'filter',
		summary:
			'Pressure sand, multi-grade, activated carbon and iron removal filters that clear turbidity, iron, chlorine, odour and colour from borewell, surface and municipal water.',
		imageAlt:
			'Illustration of a water filtration system with a multi-grade sand filter and an activated carbon filter in vertical vessels, multiport valves, pressure gauges and a feed pump',
	},
	{
		slug: 'water-chiller-plant',
		title: 'Water Chiller Plant',
		family: 'process-equipment',
		icon: 'snowflake',
		summary:
			'Air-cooled, water-cooled and glycol chillers for beverage carbonation, mould cooling, pharmaceutical processes and industrial heat loads, from 1 TR portable units to 200 TR plants.',
		imageAlt:
			'Illustration of an air-cooled industrial water chiller with scroll compressors, finned condenser coils with fans, insulated stainless water tank and digital controller',
	},
	{
		slug: 'ss-mcf',
		title: 'SS MCF',
		family: 'process-equipment',
		icon: 'filter',
		summary:
			'Stainless steel micron cartridge filter housings in SS 304 and SS 316L, holding 1 to 40 cartridges, for RO pre-treatment, beverages, pharmaceuticals and process liquids.',
		imageAlt:
			'Illustration of a stainless steel micron cartridge filter housing with swing-bolt lid, pressure gauge, vent valve, flanged inlet and outlet, and cartridges shown in cut-away',
	},
	{
		slug: 'ss-pressure-tubes',
		title: 'SS Pressure Tubes',
		family: 'process-equipment',
		icon: 'cylinder',
		summary:
			'Stainless steel RO membrane pressure vessels for 2.5, 4 and 8 inch elements, in SS 304 and SS 316, rated for brackish and seawater operating pressures.',
		imageAlt:
			'Illustration of a bank of stainless steel RO membrane pressure tubes on a support frame with end caps, side feed and reject ports and a permeate header',
	},
	{
		slug: 'ss-vessels',
		title: 'SS Vessels',
		family: 'process-equipment',
		icon: 'container',
		summary:
			'Stainless steel storage tanks, pressure filter vessels, jacketed mixing tanks and process vessels in SS 304 and SS 316L, fabricated to order from 100 litres to 50,000 litres.',
		imageAlt:
			'Illustration of stainless steel vessels including a vertical storage tank with dished ends, a jacketed mixing tank with top-mounted agitator and a multi-grade filter vessel',
	},
	{
		slug: 'dm-plant-mb-plant',
		title: 'DM Plant & MB Plant',
		family: 'water-treatment',
		icon: 'atom',
		summary:
			'Two-bed demineralisation and mixed bed ion exchange plants that remove dissolved ions to produce low-conductivity water for boilers, laboratories, batteries, electronics and pharmaceuticals.',
		imageAlt:
			'Illustration of a demineralisation plant with rubber-lined cation and anion vessels, a degasser tower, a mixed bed unit and acid and alkali regeneration tanks',
	},
	{
		slug: 'zero-liquid-discharge-zld-system',
		title: 'Zero Liquid Discharge (ZLD) System',
		family: 'wastewater',
		icon: 'recycle',
		summary:
			'Zero liquid discharge systems combining pre-treatment, high-recovery RO, evaporators and dryers, so industrial effluent is recovered as reusable water and solid salts with no liquid discharge.',
		imageAlt:
			'Illustration of a zero liquid discharge plant with effluent tanks, ultrafiltration and high-recovery RO skids, a multiple effect evaporator column and an agitated thin film dryer',
	},
	{
		slug: 'ceramic-membrane-filtration-plant',
		title: 'Ceramic Membrane Filtration Plant',
		family: 'water-treatment',
		icon: 'flask',
		summary:
			'Ceramic membrane filtration plants for hot, abrasive, oily and chemically aggressive liquids, using tubular alumina or silicon carbide membranes that tolerate harsh cleaning and last for years.',
		imageAlt:
			'Illustration of a ceramic membrane filtration skid with stainless steel membrane housings, multichannel ceramic elements shown in cross-section, circulation pump and CIP tank',
	},
] as const satisfies readonly ServiceRecord[]

export type Service = (typeof services)[number]

export type ServiceSlug = Service['slug']

export const servicePath = (service: { slug: string }) => `/services/${service.slug}`
export const serviceDetailsPath = (service: { slug: string }) => `/service-details/${service.slug}`
export const findService = (slug: string | undefined): Service | undefined =>
	services.find((service) => service.slug === slug)

/** Each family with its services, in family order and, within a family, in the order of `services`. */
export const servicesByFamily = () =>
	serviceFamilies.map((family) => ({
		...family,
		services: services.filter((service) => service.family === family.id),
	}))

// Each detail page's sidebar links five other services: its own family's first, then its kin's.
export const RELATED_SERVICES_COUNT = 5

export function relatedServices(service: Service): Service[] {
	const family = serviceFamilies.find((candidate) => candidate.id === service.family)
	const order: readonly ServiceFamily[] = [service.family, ...(family?.kin ?? [])]
	return order
		.flatMap((id) => services.filter((other) => other.family === id && other.slug !== service.slug))
		.slice(0, RELATED_SERVICES_COUNT)
}
