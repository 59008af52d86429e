import type { ServiceSlug } from './services.ts'

/** A row of a service's specification table; quantities carry their units in the value. */
export type SpecificationRow = { label: string; value: string }

/** A part of the long description under its own subheading. */
export type CopySection = { heading: string; paragraphs: readonly string[] }

/** The detail-page copy of each service; the keys must cover every slug of services.ts. */
export type ServiceCopy = {
	/** Capacity range as shown on the detail page; the first row of the specification table. */
	capacity: string
	industries: readonly string[]
	/**
	 * The rest of the specification table: feed or duty, product, materials, utilities, control and
	 * standards, each figure with its unit.
	 */
	specification: readonly SpecificationRow[]
	/** Detail-page body: 4–5 sections of specific engineering copy. */
	description: readonly CopySection[]
	/** Process steps, in order, each one sentence. */
	process: readonly string[]
	/** The four "why choose" checklist items of the detail page. */
	whyChoose: readonly [string, string, string, string]
}

export const serviceCopy = {
	'fully-auto-ss-deluxe-ro-plant': {
		capacity: '500 LPH to 50,000 LPH',
		industries: [
			'Packaged drinking water',
			'Hospitals',
			'Hotels and catering',
			'Food processing',
			'Educational campuses',
			'Residential complexes',
		],
		specification: [
			{
				label: 'Typical feed',
				value:
					'Borewell, municipal or tanker water up to 3,000 mg/l TDS; a two-stage array above that',
			},
			{
				label: 'Product',
				value: 'Permeate within IS 10500:2012 drinking water limits, at 50 to 75% recovery',
			},
			{
				label: 'Materials of construction',
				value:
					'SS 304 skid, pipework and membrane pressure tubes; SS 316 for high-chloride feed or food-contact duty',
			},
			{
				label: 'Power and utilities',
				value: '415 V three-phase, 50 Hz; about 1 to 2 kWh per m³ of permeate',
			},
			{
				label: 'Control',
				value:
					'PLC with touchscreen HMI: start and stop on tank level, permeate flush at every shutdown, GSM, Ethernet or SCADA link optional',
			},
			{
				label: 'Standards',
				value: 'IS 10500:2012 drinking water; IS 14543 with ozonation for packaged drinking water',
			},
		],
		description: [
			{
				heading: 'A reverse osmosis plant that runs itself',
				paragraphs: [
					'The Fully Auto SS Deluxe RO Plant is the Jalsetu reverse osmosis system for users who want a plant that runs itself. Raw water from a borewell, municipal line or tanker passes through multi-grade sand and activated carbon filtration, antiscalant dosing and a 5 micron cartridge filter before a vertical multistage high-pressure pump drives it through thin-film composite membranes. Dissolved salts, hardness, nitrates, fluoride and heavy metals are rejected, and the permeate is polished to meet IS 10500:2012 drinking water limits.',
				],
			},
			{
				heading: 'Stainless steel throughout',
				paragraphs: [
					'Everything that touches water is stainless steel. The skid frame, pipework and membrane pressure tubes are SS 304 as standard, with SS 316 offered for high-chloride feed or food-contact duty. Pre-treatment vessels are SS or FRP depending on capacity, and process lines use TIG-welded joints and stainless ball valves rather than threaded PVC. The result is a compact, hygienic unit that looks at home in a packaged drinking water plant, a hospital kitchen or a factory utility room.',
				],
			},
			{
				heading: 'PLC control and protection',
				paragraphs: [
					'Control is by a PLC with a touchscreen HMI. The system starts and stops on product tank level, flushes the membranes with permeate at every shutdown, and trips the high-pressure pump on low inlet pressure, high operating pressure or dry run. Conductivity, flow and pressure readings are logged, and alarms are shown in plain language. An optional GSM or Ethernet module sends status to a phone, and a SCADA link can be provided where the plant joins a larger utility system.',
				],
			},
			{
				heading: 'Capacities, recovery and post-treatment',
				paragraphs: [
					'Standard capacities run from 500 LPH to 50,000 LPH of permeate, with recovery of 50 to 75 percent depending on feed TDS and silica. Post-treatment options include UV sterilisation, ozonation for packaged water, mineral dosing to restore taste, and pH correction. For higher capacities or brackish feeds above 3,000 mg/l TDS, Jalsetu designs a two-stage membrane array and sizes the pumps and membranes from a full raw water analysis rather than a rule of thumb.',
				],
			},
			{
				heading: 'Factory testing, commissioning and service',
				paragraphs: [
					'Each plant is assembled and wet-tested at our Ahmedabad works before dispatch. Our engineers install and commission it on site, train the operators, and hand over a manual with the membrane projection, P&ID and maintenance schedule. Annual maintenance contracts cover periodic membrane cleaning, cartridge replacement, instrument calibration and written performance reports, with membranes, cartridges and pump spares stocked in Ahmedabad so that replacements reach the site quickly.',
				],
			},
		],
		process: [
			'Raw water analysis is carried out to fix the pre-treatment, membrane array and recovery.',
			'Multi-grade and activated carbon filters remove suspended solids, chlorine and organic odour.',
			'Antiscalant is dosed and a 5 micron cartridge filter protects the membranes.',
			'The high-pressure pump feeds the spiral-wound RO membranes, which reject dissolved salts.',
			'Permeate is disinfected by UV or ozone and stored in a stainless product tank.',
			'The PLC flushes the membranes with permeate automatically at every shutdown.',
		],
		whyChoose: [
			'All wetted parts in SS 304 or SS 316',
			'PLC and HMI with automatic membrane flushing',
			'Designed from your raw water analysis',
			'Factory wet-tested before dispatch from Ahmedabad',
		],
	},
	'frp-ro-systems': {
		capacity: '1,000 LPH to 100,000 LPH',
		industries: [
			'Coastal townships',
			'Chemical plants',
			'Textile processing',
			'Seafood processing',
			'Hotels and resorts',
			'Greenhouse agriculture',
		],
		specification: [
			{
				label: 'Typical feed',
				value:
					'Brackish borewell water and saline industrial feeds above 10,000 mg/l TDS, up to seawater',
			},
			{
				label: 'Product',
				value:
					'Permeate for drinking or process use; reject to a second-stage RO or an evaporator where zero discharge applies',
			},
			{
				label: 'Materials of construction',
				value:
					'FRP filter vessels with polyethylene liners; FRP membrane housings rated 300 psi brackish or 1,000 psi seawater; epoxy-coated MS or SS 304 skid; SS 316 high-pressure piping',
			},
			{
				label: 'Power and utilities',
				value: '415 V three-phase, 50 Hz; energy recovery device on larger seawater units',
			},
			{
				label: 'Control',
				value:
					'Relay panel with level switches, or PLC with HMI, conductivity and flow monitoring, automatic backwash and CIP connections',
			},
			{
				label: 'Standards',
				value:
					'IS 10500:2012 for drinking water permeate; CPCB and state board norms for reject disposal',
			},
		],
		description: [
			{
				heading: 'Why fibre-reinforced plastic',
				paragraphs: [
					'Jalsetu FRP RO Systems use fibre-reinforced plastic for the pressure vessels that carry water through filtration and desalination. FRP does not rust, is unaffected by chlorides and is far lighter than steel, which makes it the practical choice for brackish borewell water along the Gujarat coast, for saline industrial feeds and for sites where the plant must be carried into a basement or onto a roof. Membrane chemistry and product water quality are the same as in our stainless plants.',
				],
			},
			{
				heading: 'Vessels, housings and skid',
				paragraphs: [
					'The pre-treatment train uses FRP pressure vessels with polyethylene liners, filled with graded sand, anthracite or activated carbon and controlled by top-mounted multiport valves, manual or automatic. Thin-film composite membranes sit in FRP side-port housings rated for 300 psi in brackish service, or 1,000 psi and above for seawater duty. The skid is epoxy-coated mild steel or SS 304, and high-pressure piping is SS 316 wherever pressure exceeds what uPVC can safely carry.',
				],
			},
			{
				heading: 'Sizing for brackish and seawater feeds',
				paragraphs: [
					'Capacities range from 1,000 LPH to 100,000 LPH. For feeds above 10,000 mg/l TDS we design with high-rejection membranes, interstage booster pumps and, on larger seawater units, an energy recovery device that lowers specific power consumption. Reject water can be routed to a second-stage RO or an evaporator where the site has a zero discharge obligation. Every design is run through membrane projection software so that flux, recovery and permeate quality are known before fabrication begins.',
				],
			},
			{
				heading: 'Controls and cleaning',
				paragraphs: [
					'Controls range from a simple relay panel with level switches for small units to a full PLC with HMI, conductivity and flow monitoring, automatic filter backwash and clean-in-place connections. Because FRP is non-conductive and chemically inert, the same vessels accept acidic cleaning solutions and chlorinated backwash water without protective coatings to maintain, which keeps maintenance work and costs predictable across the working life of the plant, even on the most aggressive coastal and industrial feeds.',
				],
			},
			{
				heading: 'Supply, handover and maintenance',
				paragraphs: [
					'Jalsetu supplies, installs and commissions FRP RO systems across India and for export customers. Handover includes operator training, a log-sheet format for daily pressure, flow and conductivity readings, and a troubleshooting guide. Annual maintenance contracts include chemical cleaning of membranes, support with membrane autopsy when performance drops unexpectedly, and replacement of sand and carbon media once the filter beds are exhausted.',
				],
			},
		],
		process: [
			'Feed water is pumped through an FRP multi-grade filter to remove turbidity and suspended solids.',
			'An activated carbon filter in an FRP vessel removes free chlorine and organics.',
			'Antiscalant and, where needed, sodium metabisulphite are dosed ahead of the cartridge filter.',
			'The high-pressure pump drives water through membranes held in FRP pressure housings.',
			'Permeate passes to storage while reject is drained or sent for further recovery.',
			'Filters are backwashed on schedule through multiport or automatic valves.',
		],
		whyChoose: [
			'FRP vessels immune to chloride corrosion',
			'Membrane housings rated up to 1,000 psi',
			'Lighter skids for rooftop or basement installation',
			'Membrane projection done before every fabrication',
		],
	},
	'ultra-filtration-systems': {
		capacity: '1 m³/h to 200 m³/h per train',
		industries: [
			'Municipal water supply',
			'Sewage reuse',
			'Power plants',
			'Food and beverage',
			'Hospitals',
			'Real estate developments',
		],
		specification: [
			{
				label: 'Typical feed',
				value: 'Surface, canal and municipal water; secondary-treated sewage for reuse',
			},
			{
				label: 'Product',
				value: 'Filtrate below 0.1 NTU with SDI below 3; dissolved minerals unchanged',
			},
			{
				label: 'Membranes',
				value:
					'Hollow-fibre PVDF or PES, 0.01 to 0.05 micron nominal pore size, outside-in or inside-out',
			},
			{
				label: 'Materials of construction',
				value:
					'SS 304 or epoxy-coated skid with common headers; self-cleaning strainer of 100 to 200 micron',
			},
			{
				label: 'Power and utilities',
				value:
					'415 V three-phase, 50 Hz; filtration at 1 to 3 bar; hypochlorite, acid and alkali for chemically enhanced backwash',
			},
			{
				label: 'Control',
				value:
					'PLC sequencing filtration, backwash and chemical cycles; transmembrane pressure trend; pressure decay integrity test',
			},
			{
				label: 'Standards',
				value:
					'IS 10500:2012 drinking water with final disinfection; CPCB norms for reuse of treated sewage',
			},
		],
		description: [
			{
				heading: 'A physical barrier that keeps the minerals',
				paragraphs: [
					'Ultrafiltration is a physical barrier. Jalsetu UF systems use hollow-fibre membranes in PVDF or PES with a nominal pore size of 0.01 to 0.05 micron, fine enough to hold back suspended solids, colloids, bacteria and protozoan cysts while letting dissolved minerals pass. Unlike reverse osmosis, UF does not change the mineral content of the water, so it suits users who need clear, microbiologically safe water rather than desalinated water, and it runs at a fraction of the pressure.',
				],
			},
			{
				heading: 'The preferred pre-treatment for RO',
				paragraphs: [
					'Typical filtrate turbidity is below 0.1 NTU with a silt density index below 3, which is why UF is now the preferred pre-treatment ahead of RO on surface water, canal water and treated sewage. A UF stage steadies the feed to the RO, extends membrane cleaning intervals and allows the RO to be designed at a higher flux. It also serves as the polishing step in sewage reuse schemes, where the filtrate goes to cooling towers, gardening or flushing.',
				],
			},
			{
				heading: 'Skid, pumps and automatic cleaning',
				paragraphs: [
					'Modules are mounted vertically on an SS 304 or epoxy-coated skid with common headers. Each system includes a feed pump, a self-cleaning strainer of 100 to 200 micron, a backwash pump, chemically enhanced backwash dosing with sodium hypochlorite, acid and alkali, and pneumatic or motorised valves. A PLC sequences filtration, backwash and chemical cycles automatically and tracks transmembrane pressure, showing the operator when a full clean-in-place is due rather than relying on a fixed calendar.',
				],
			},
			{
				heading: 'Trains, fibres and integrity testing',
				paragraphs: [
					'Jalsetu builds UF systems from 1 m³/h to 200 m³/h per train, and larger flows are handled by parallel trains so that one can be backwashed while the others continue to produce. Module selection follows the feed: outside-in fibres for water with high suspended solids, inside-out fibres for cleaner sources. Integrity testing by pressure decay is built into the control programme, so a broken fibre is detected and isolated before it can affect the quality of the filtrate.',
				],
			},
			{
				heading: 'Standalone, retrofit or reuse',
				paragraphs: [
					'We supply UF as a standalone drinking water plant, as a retrofit ahead of an existing RO whose membranes foul too often, or as part of a complete sewage reuse package. Installation, commissioning and operator training are included, and annual maintenance contracts cover periodic clean-in-place, valve and instrument checks, and membrane health reports that track permeability over time so that module replacement can be planned well in advance.',
				],
			},
		],
		process: [
			'Feed water passes through a self-cleaning strainer to protect the fibres.',
			'The feed pump pushes water through the hollow-fibre membranes at one to three bar.',
			'Suspended solids, bacteria and colloids are retained while filtrate flows to storage.',
			'Automatic backwash with filtrate lifts the retained solids off the fibre surface.',
			'Chemically enhanced backwash with hypochlorite, acid or alkali restores permeability.',
			'Pressure decay tests confirm membrane integrity at set intervals.',
		],
		whyChoose: [
			'0.01 micron barrier against bacteria and cysts',
			'Filtrate SDI below 3 for RO feed',
			'Automatic backwash and chemically enhanced backwash',
			'Built-in pressure decay integrity testing',
		],
	},
	'stp-plants': {
		capacity: '10 KLD to 2 MLD',
		industries: [
			'Residential societies',
			'Hotels and hospitals',
			'Educational institutions',
			'Commercial complexes',
			'Industrial townships',
			'Municipal bodies',
		],
		specification: [
			{
				label: 'Typical feed',
				value: 'Domestic sewage, typically BOD 200 to 300 mg/l and TSS 200 to 400 mg/l',
			},
			{
				label: 'Product',
				value:
					'Treated water for flushing, landscaping or cooling tower make-up: BOD below 10 mg/l and TSS below 20 mg/l',
			},
			{
				label: 'Process',
				value:
					'MBBR, SBR, extended aeration or MBR, with pressure sand and activated carbon filters and hypochlorite or UV disinfection',
			},
			{
				label: 'Materials of construction',
				value:
					'RCC tanks built on site, or epoxy-coated MS or FRP tanks for packaged units; EPDM fine-bubble diffusers',
			},
			{
				label: 'Power and utilities',
				value:
					'415 V three-phase, 50 Hz; twin-lobe air blowers and transfer pumps in duty and standby pairs',
			},
			{
				label: 'Control',
				value:
					'PLC or timer panel for blowers, pumps and sludge recirculation; optional online pH, TSS, BOD and COD monitoring',
			},
			{
				label: 'Standards',
				value:
					'CPCB and State Pollution Control Board discharge norms; consent to establish and consent to operate',
			},
		],
		description: [
			{
				heading: 'Sized on the population served',
				paragraphs: [
					'Jalsetu designs and builds sewage treatment plants for residential societies, townships, hotels, hospitals, institutions and industrial colonies. Each plant is sized on the actual population served, per capita flow and influent strength, so the aeration, settling and filtration stages are neither undersized nor wastefully large. Treated water is brought within the discharge limits notified by the CPCB and the relevant State Pollution Control Board, and in most projects it is reused for flushing, landscaping or cooling tower make-up.',
				],
			},
			{
				heading: 'The right biological process',
				paragraphs: [
					'We choose the biological process to suit the site. Moving Bed Biofilm Reactor (MBBR) plants use floating polypropylene media to carry a dense biofilm in a small footprint. Sequential Batch Reactor (SBR) plants treat, settle and decant in one tank and cope well with variable flows. Extended aeration remains the simplest option where space is available, and Membrane Bioreactor (MBR) plants replace the clarifier with submerged membranes to produce water of near-reuse quality directly from the biological stage.',
				],
			},
			{
				heading: 'What a typical plant contains',
				paragraphs: [
					'A typical plant has a bar screen and oil and grease trap, an equalisation tank with coarse bubble mixing, the biological reactor with fine-bubble EPDM diffusers fed by twin-lobe air blowers, a tube settler clarifier, a sludge holding tank and a filter press or drying beds. Tertiary treatment comprises a pressure sand filter, an activated carbon filter and disinfection by sodium hypochlorite or UV. Tanks are RCC built on site, or prefabricated in epoxy-coated MS or FRP for packaged units.',
				],
			},
			{
				heading: 'Capacities and monitoring',
				paragraphs: [
					'Capacities run from 10 KLD packaged plants for small buildings to 2 MLD civil-built plants for townships and campuses. Panels use PLC or timer logic to cycle blowers, transfer pumps and sludge recirculation, with duty and standby equipment for every critical drive. Optional online monitoring of pH, TSS, BOD and COD can be linked to the pollution control board reporting system where continuous monitoring is a condition of consent.',
				],
			},
			{
				heading: 'Design, approvals and operation',
				paragraphs: [
					'Jalsetu can take full responsibility for a plant: process design, civil drawings, mechanical and electrical installation, seeding and stabilisation of the biology, and operation and maintenance contracts with trained operators on site. We also prepare the technical details needed for consent to establish and consent to operate applications, and run periodic treated water testing so that owners can show compliance during inspections.',
				],
			},
		],
		process: [
			'Raw sewage passes through a bar screen and an oil and grease trap.',
			'The equalisation tank evens out flow and strength before biological treatment.',
			'Aerobic bacteria in the MBBR, SBR or aeration tank break down the organic load.',
			'The tube settler separates biomass, which is recirculated or sent to sludge handling.',
			'Clarified water is polished in pressure sand and activated carbon filters.',
			'Final disinfection makes the treated water ready for discharge or reuse.',
		],
		whyChoose: [
			'MBBR, SBR, extended aeration and MBR options',
			'Designed to CPCB and state board norms',
			'Duty and standby for every critical drive',
			'Operation and maintenance contracts with trained operators',
		],
	},
	'plastic-moulding-industry-solutions': {
		capacity: '1,200 to 9,000 bottles per hour',
		industries: [
			'Packaged drinking water',
			'Carbonated soft drinks',
			'Edible oil',
			'Dairy and juices',
			'Pharmaceutical liquids',
			'Home and personal care',
		],
		specification: [
			{
				label: 'Typical feed',
				value: 'PET preforms with PCO 1881, 28 mm Alaska or 38 mm neck finishes',
			},
			{ label: 'Product', value: 'Bottles from 200 ml to 2 litres; PET jars of 5 and 20 litres' },
			{
				label: 'Materials of construction',
				value: 'Moulds machined from aluminium alloy or stainless steel to the bottle drawing',
			},
			{
				label: 'Power and utilities',
				value:
					'415 V three-phase, 50 Hz; blowing air at 30 to 40 bar; mould cooling water at 8 to 12 degrees Celsius',
			},
			{
				label: 'Control',
				value:
					'PLC with HMI; infrared oven with individually controlled lamp zones; servo or pneumatic clamping',
			},
			{
				label: 'Standards',
				value: 'Food-contact PET to IS 12252; neck finishes to PCO 1881 and 28 mm Alaska',
			},
		],
		description: [
			{
				heading: 'Make your own bottles',
				paragraphs: [
					'Most bottling plants in India now make their own containers, because buying finished bottles means paying to transport air. Jalsetu supplies the moulding side of a beverage or packaged water plant: PET stretch blow moulding machines that turn preforms into bottles, jar blowing machines, preform and closure moulding for operations that want full control of resin and caps, and the high-pressure compressors and chillers on which all these machines depend.',
				],
			},
			{
				heading: 'Blow moulders for every output',
				paragraphs: [
					"Semi-automatic blow moulders suit start-up plants making 200 ml to 2 litre bottles, with a separate preform heater and manual loading. Fully automatic machines have an infrared oven with individually controlled lamp zones, servo or pneumatic clamping, and outputs from about 1,200 to 9,000 bottles per hour depending on cavities and bottle size. Jar blowing machines handle 5 litre and 20 litre PET jars. Moulds are machined from aluminium alloy or stainless steel to the customer's bottle drawing.",
				],
			},
			{
				heading: 'High-pressure air and chilled water',
				paragraphs: [
					'A blow moulding line needs clean, dry air at 30 to 40 bar for the final blow and chilled water at 8 to 12 degrees Celsius for mould cooling. Jalsetu sizes the high-pressure compressor, refrigerated air dryer, air receivers and line filters together with the water chiller, so that the moulding section works as one system. Recovery of low-pressure air from the blowing cycle for conveyor and actuator use is offered on larger machines to reduce compressor running hours.',
				],
			},
			{
				heading: 'Bottles designed for the filler',
				paragraphs: [
					'Preform and bottle design is matched to the filling line downstream. Neck finishes such as PCO 1881, 28 mm Alaska and 38 mm are chosen with the capper in mind, and shoulders and bases are shaped to run on air conveyors and neck-handling starwheels without jamming. For carbonated drinks we specify petaloid bases that resist creep under gas pressure, and for hot-fill juices we advise on heat-set preforms and controlled mould temperatures.',
				],
			},
			{
				heading: 'Mould trials and spares',
				paragraphs: [
					'Installation includes mould trials on site, setting of oven heating profiles for the preforms the customer actually buys, and training of machine operators and maintenance staff. Spare infrared lamps, seals and high-pressure valves are stocked in Ahmedabad, and new moulds for additional bottle shapes or sizes can be designed, machined and trialled as the product range of the plant grows.',
				],
			},
		],
		process: [
			'The bottle drawing is agreed and matched to the preform and the filling line.',
			'Preforms are loaded into the hopper and oriented onto the heating chain.',
			'An infrared oven heats each preform to a controlled blowing temperature profile.',
			'A stretch rod and high-pressure air form the preform against the chilled mould.',
			'Finished bottles are ejected onto an air conveyor feeding the filling line.',
		],
		whyChoose: [
			'Blow moulders from 200 ml to 20 litres',
			'Compressor, dryer and chiller sized together',
			'Bottle designs matched to the filling line',
			'Mould trials and operator training on site',
		],
	},
	'beverage-filling-solutions': {
		capacity: '24 to 500 BPM',
		industries: [
			'Packaged drinking water',
			'Carbonated soft drinks',
			'Fruit juices',
			'Flavoured milk',
			'Energy drinks',
		],
		specification: [
			{
				label: 'Typical feed',
				value: 'Still water, carbonated soft drinks, juices and flavoured drinks',
			},
			{
				label: 'Product',
				value:
					'PET bottles from 200 ml to 2 litres; 20 litre jars on a separate washing, filling and capping machine',
			},
			{
				label: 'Filling principle',
				value:
					'Gravity for still water; isobaric for carbonated drinks; hot fill at about 85 degrees Celsius for juices',
			},
			{
				label: 'Materials of construction',
				value: 'SS 316L product-contact parts; SS 304 frame and guarding',
			},
			{
				label: 'Power and utilities',
				value:
					'415 V three-phase, 50 Hz; compressed air at 6 bar; caustic, acid and sanitiser for CIP',
			},
			{
				label: 'Control',
				value:
					'PLC with HMI; VFDs on main drive and conveyors; no-bottle no-fill and no-cap interlocks',
			},
			{ label: 'Standards', value: 'FSSAI requirements; IS 14543 for packaged drinking water' },
		],
		description: [
			{
				heading: 'Rinsing, filling and capping in one monobloc',
				paragraphs: [
					'Jalsetu beverage filling lines run from 24 to 500 bottles per minute (BPM) and cover still water, carbonated soft drinks, juices and flavoured drinks in PET bottles from 200 ml to 2 litres. At the centre of each line is a rotary rinsing, filling and capping monobloc in which bottles are transferred by neck-handling starwheels, so the same machine can run several bottle heights with only a set of change parts and a simple height adjustment.',
				],
			},
			{
				heading: 'A filling principle for each product',
				paragraphs: [
					'The filling principle is chosen for the product. Gravity filling with level-controlled valves suits still water. Isobaric or counter-pressure filling holds carbonated drinks under CO2 pressure until the bottle is sealed, preserving carbonation. Hot filling at around 85 degrees Celsius is used for juices that carry no preservatives. Product-contact parts are SS 316L, the frame and guarding are SS 304, and the filling bowl is designed for clean-in-place with caustic, acid and sanitiser cycles.',
				],
			},
			{
				heading: 'The complete line around it',
				paragraphs: [
					'Around the monobloc we build the complete line: air conveyor from the blow moulder, cap elevator and sorter, UV cap sterilisation, electronic level and cap inspection with automatic reject, BOPP hot-melt or shrink sleeve labelling with a steam tunnel, inkjet or laser batch coding, and shrink wrapping or carton packing. Lines for 20 litre jars use a separate washing, filling and capping machine with internal and external brushing and hot caustic washing.',
				],
			},
			{
				heading: 'Controls and compliance',
				paragraphs: [
					'Machines are controlled by a PLC with HMI, with variable frequency drives on the main drive and conveyors, and interlocks that stop filling when there is no bottle or no cap. The line is designed so that packaged water and beverages can meet FSSAI requirements and, for packaged drinking water, the BIS standard IS 14543. Optional production data collection reports output, downtime and rejects by shift for the plant manager.',
				],
			},
			{
				heading: 'Tested, installed and supported',
				paragraphs: [
					'Every monobloc is run with water at our works before dispatch. Jalsetu installs the line, balances conveyor speeds between machines, and trains operators in changeovers, CIP and daily checks. AMC packages include scheduled preventive visits, valve and capping head overhauls, and a stock of valve seals, grippers and cap chuck parts held for our customers so that a worn part does not stop production for days.',
				],
			},
		],
		process: [
			'Bottles arrive by air conveyor and are gripped by the neck at the infeed starwheel.',
			'Each bottle is inverted and rinsed with treated or ozonated water.',
			'Filling valves dispense product by gravity, counter-pressure or hot fill as required.',
			'Caps are sorted, sterilised and applied by magnetic torque capping heads.',
			'Filled bottles are inspected for fill level and cap presence before labelling.',
			'Labelled and coded bottles are shrink wrapped or cartoned for dispatch.',
		],
		whyChoose: [
			'Gravity, isobaric and hot fill options',
			'SS 316L product-contact parts with CIP',
			'Neck handling for quick bottle changeovers',
			'Complete line from conveyor to shrink wrap',
		],
	},
	'packaging-industry-solutions': {
		capacity: 'Matched to lines up to 500 BPM',
		industries: [
			'Beverages',
			'Packaged drinking water',
			'Edible oils',
			'Pharmaceuticals',
			'Home care products',
			'Dairy',
		],
		specification: [
			{
				label: 'Typical feed',
				value: 'Filled and capped PET bottles, jars and containers of irregular shape',
			},
			{
				label: 'Product',
				value:
					'Bundles of 6, 12 or 24 bottles, cartons and stretch-wrapped pallets; pouches from 100 ml to 1 litre',
			},
			{
				label: 'Materials of construction',
				value: 'SS 304 or powder-coated frames; acetal or stainless slat-chain conveyors',
			},
			{
				label: 'Power and utilities',
				value:
					'415 V three-phase, 50 Hz; steam or hot air for shrink tunnels; compressed air at 6 bar',
			},
			{
				label: 'Control',
				value:
					'PLC with HMI recipes for each pack format; servo drives where registration matters; optional camera code verification',
			},
			{
				label: 'Standards',
				value:
					'Legal Metrology (Packaged Commodities) Rules, 2011 for MRP and date marking; FSSAI labelling',
			},
		],
		description: [
			{
				heading: 'Everything after the capper',
				paragraphs: [
					'A filling line is only as fast as its slowest packing station. Jalsetu Packaging Industry Solutions cover everything after the capper: primary labelling, coding for traceability, secondary packing into shrink-wrapped bundles or cartons, and the conveyors that connect them. We also supply form-fill-seal machines for water and liquid pouches. Equipment is selected for the same throughput as the filling machine, with buffer conveyors sized so that a short stop at one station does not halt the whole line.',
				],
			},
			{
				heading: 'Labelling and coding',
				paragraphs: [
					'Labelling options include BOPP roll-fed labellers with hot-melt glue for high-speed PET lines, shrink sleeve applicators with steam or hot-air tunnels for full-body decoration, and self-adhesive sticker labellers for jars and containers of irregular shape. Batch numbers, dates and MRP details are printed by continuous inkjet or CO2 laser coders, with camera verification available where printed codes must be checked on every single pack before it leaves the line.',
				],
			},
			{
				heading: 'Secondary packing and pouches',
				paragraphs: [
					'For secondary packing, automatic shrink wrapping machines collate bottles into 6, 12 or 24-bottle bundles, wrap them in LDPE film and shrink it in a heat tunnel, with or without a corrugated tray. Carton erectors, drop packers and tape sealers serve brands that ship in boxes, and stretch wrappers secure finished pallets for transport. Form-fill-seal machines produce water and juice pouches from 100 ml to 1 litre, with UV sterilisation of the film.',
				],
			},
			{
				heading: 'Frames, drives and conveyors',
				paragraphs: [
					'Machines are built on SS 304 or powder-coated frames depending on the environment, use servo drives where registration accuracy matters, and are controlled by PLC with HMI recipes for each pack format. Conveyors use acetal or stainless slat chains and are laid out from a line study, so that accumulation, lane dividing and product turning happen without manual handling. Film and label specifications are checked against each machine before commissioning.',
				],
			},
			{
				heading: 'Integration and maintenance',
				paragraphs: [
					"Jalsetu integrates packaging equipment with our own filling lines and with lines supplied by other manufacturers. Services include layout drawings, installation, trial runs with the customer's own film and labels, operator training, and annual maintenance contracts with regular calibration of sensors, coders and heating zones, so that labels stay aligned and shrink bundles stay tight throughout the production season.",
				],
			},
		],
		process: [
			'A line study fixes the pack formats, speeds and buffer lengths required.',
			'Filled bottles are labelled by BOPP, shrink sleeve or sticker labellers.',
			'Inkjet or laser coders print batch, date and price details on each unit.',
			'Bottles are collated and wrapped into bundles or packed into cartons.',
			'Finished packs are palletised and stretch wrapped for dispatch.',
		],
		whyChoose: [
			'Sized to match your filling line speed',
			'BOPP, shrink sleeve and sticker labelling',
			'Inkjet and laser coding for traceability',
			'Form-fill-seal machines for water pouches',
		],
	},
	'treated-water-turnkey-projects': {
		capacity: '24 to 800 BPM',
		industries: [
			'Packaged drinking water',
			'Natural mineral water',
			'Hospitality groups',
			'Beverage brands',
			'Institutional supply',
		],
		specification: [
			{ label: 'Typical feed', value: 'Borewell or municipal raw water' },
			{
				label: 'Product',
				value:
					'Packaged drinking water or natural mineral water in cups, 500 ml and 1 litre PET bottles and 20 litre jars',
			},
			{
				label: 'Materials of construction',
				value:
					'SS 304 and SS 316L product tanks and sanitary pipework; RO, ozonation and UV in the water section',
			},
			{
				label: 'Power and utilities',
				value:
					'415 V three-phase, 50 Hz; air compressors, chillers, softened water and RO reject handling within the scope',
			},
			{
				label: 'Control',
				value:
					'PLC-controlled water section and filling monoblocs; laboratory for routine chemical and microbiological testing',
			},
			{
				label: 'Standards',
				value:
					'IS 14543 packaged drinking water; IS 13428 natural mineral water; BIS certification and FSSAI licensing',
			},
		],
		description: [
			{
				heading: 'One contract from borewell to warehouse',
				paragraphs: [
					'Jalsetu Treated Water Turnkey Projects deliver a packaged drinking water or mineral water plant as one contract, from the raw water borewell to stacked cases in the warehouse. Turnkey projects run from 24 to 800 bottles per minute (BPM), covering cups, 500 ml and 1 litre PET bottles, and 20 litre jars. One engineering team is responsible for process design, equipment, layout and commissioning, so there are no gaps between separate suppliers for the owner to manage.',
				],
			},
			{
				heading: 'Water treatment and packaging lines',
				paragraphs: [
					'The water section comprises raw water storage, multi-grade and activated carbon filtration, reverse osmosis, mineral dosing where required, ozonation and UV sterilisation, with stainless steel product tanks and sanitary pipework. Downstream we supply PET blow moulding, rinsing-filling-capping monoblocs, labelling, coding, shrink wrapping and jar lines. Utilities such as air compressors, chillers, softening for boiler or cooling water and handling of RO reject are included in the same scope.',
				],
			},
			{
				heading: 'A layout built for certification',
				paragraphs: [
					'The factory layout is drawn to the hygiene requirements of IS 14543 for packaged drinking water and IS 13428 for natural mineral water, with a separate filling room under positive pressure, air curtains, changing rooms and a segregated laboratory. Jalsetu equips the chemical and microbiological laboratory with the instruments needed for routine in-house testing, and supports the owner with the technical documentation required for BIS certification and FSSAI licensing.',
				],
			},
			{
				heading: 'A fixed execution sequence',
				paragraphs: [
					"Execution follows a fixed sequence: site survey and raw water analysis, process and layout design, civil and building guidance, fabrication and factory testing, installation, trial production and handover. A single project manager coordinates with the owner's civil contractor and electrical consultant, and a schedule is agreed at the start with clear milestones for drawings approval, equipment delivery, mechanical completion and commissioning of each section.",
				],
			},
			{
				heading: 'Support after handover',
				paragraphs: [
					'After handover we stay involved. Our team trains production, quality and maintenance staff, runs the line alongside the owner during the first production batches, and offers a single annual maintenance contract covering the water treatment plant, blow moulding, filling line and packaging machines. Capacity expansions, such as an additional jar line or a faster filler, are planned into the original layout so that growth does not mean rebuilding.',
				],
			},
		],
		process: [
			'Site survey and raw water analysis establish the treatment design and plant capacity.',
			'Process flow, equipment list and BIS-compliant layout drawings are prepared and approved.',
			'Equipment is fabricated and factory tested at the Jalsetu works in Ahmedabad.',
			'Installation, piping, electrical integration and utility hook-up are completed on site.',
			'Trial production runs validate output, product quality and line efficiency.',
			'Staff are trained and the plant is handed over with full documentation.',
		],
		whyChoose: [
			'One contract from borewell to warehouse',
			'Layouts drawn to IS 14543 hygiene requirements',
			'Laboratory setup and BIS documentation support',
			'Single AMC covering treatment and packaging',
		],
	},
	'pharma-projects': {
		capacity: '500 LPH to 10,000 LPH',
		industries: [
			'Formulation plants',
			'API manufacturing',
			'Biotechnology',
			'Ophthalmics and injectables',
			'Nutraceuticals',
			'Cosmetics',
		],
		specification: [
			{
				label: 'Typical feed',
				value:
					'Potable municipal or borewell water, softened or dechlorinated ahead of the membranes',
			},
			{
				label: 'Product',
				value:
					'Purified Water: conductivity below 1.3 µS/cm at 25 degrees Celsius and TOC below 500 ppb',
			},
			{
				label: 'Materials of construction',
				value:
					'SS 316L electropolished to Ra 0.5 micron or better; orbital welds, tri-clover joints, zero dead-leg diaphragm valves',
			},
			{
				label: 'Power and utilities',
				value:
					'415 V three-phase, 50 Hz; hot water sanitisation at 80 degrees Celsius, or ozone with UV destruction',
			},
			{
				label: 'Control',
				value:
					'PLC with SCADA or HMI for 21 CFR Part 11: audit trail, user levels and secure electronic records',
			},
			{
				label: 'Standards',
				value: 'USP, EP and IP monographs; USP <645> and <643>; WHO-GMP and the revised Schedule M',
			},
		],
		description: [
			{
				heading: 'Water systems that pass inspection',
				paragraphs: [
					'Water is the most widely used raw material in a pharmaceutical plant, and inspectors examine water systems closely. Jalsetu Pharma Projects cover the generation, storage and distribution of Purified Water to USP, EP and IP monographs, along with pre-treatment, process vessels and utility skids for formulation and API plants. Systems are designed and documented to meet WHO-GMP and the revised Schedule M, so that they can be qualified without rework or late modifications.',
				],
			},
			{
				heading: 'Generating Purified Water',
				paragraphs: [
					'A typical generation skid comprises multi-grade and carbon filtration or a softener, sodium metabisulphite or UV dechlorination, double-pass reverse osmosis and electrodeionisation (EDI) for final polishing. Online conductivity, TOC and temperature monitoring confirm compliance with the limits of USP <645> and <643>. Generation units are sized from 500 LPH to 10,000 LPH, with hot water sanitisation of the RO and EDI where the microbial control strategy calls for it.',
				],
			},
			{
				heading: 'Storage and distribution loops',
				paragraphs: [
					'Storage tanks and distribution loops are built in SS 316L with product-contact surfaces electropolished to Ra 0.5 micron or better, orbital-welded joints, tri-clover connections, zero dead-leg diaphragm valves and spray balls. The loop is kept in turbulent flow by a sanitary centrifugal pump with VFD, and is sanitised by ozone with UV destruction before use points, or by hot water at 80 degrees Celsius. Hydrophobic vent filters protect the tanks from airborne contamination.',
				],
			},
			{
				heading: 'Documentation and qualification',
				paragraphs: [
					'Documentation is prepared alongside engineering: URS review, functional and design specifications, DQ, FAT and SAT protocols, and IQ and OQ execution, supported by material test certificates, weld logs, borescope records, surface finish reports and calibration certificates. PLC-based control with a SCADA or HMI designed for 21 CFR Part 11 provides audit trails, user access levels and secure electronic records of water quality data.',
				],
			},
			{
				heading: 'Vessels, utilities and service',
				paragraphs: [
					'Beyond water systems, Jalsetu fabricates mixing and storage vessels, CIP skids and clean utility piping for liquid oral, ophthalmic and injectable facilities. We support performance qualification sampling over the agreed phases, and provide annual maintenance with recalibration of instruments, replacement of UV lamps and vent filter cartridges, and periodic inspection of stainless surfaces for rouge, with derouging and repassivation carried out when required.',
				],
			},
		],
		process: [
			'The user requirement specification is reviewed and a design qualification is prepared.',
			'Pre-treatment removes suspended solids, hardness and chlorine ahead of the membranes.',
			'Double-pass RO and EDI produce water within pharmacopoeia conductivity and TOC limits.',
			'Purified water is stored in an electropolished SS 316L tank with a vent filter.',
			'A sanitary loop circulates water to user points under continuous monitoring.',
			'FAT, SAT, IQ and OQ are executed and documented before handover.',
		],
		whyChoose: [
			'Electropolished, orbital-welded SS 316L distribution loops',
			'Water quality to USP, EP and IP',
			'DQ, IQ and OQ documentation with the plant',
			'Hot water or ozone sanitisation options',
		],
	},
	'industrial-domestic-water-softener-plant': {
		capacity: '1,000 LPH to 100,000 LPH',
		industries: [
			'Boilers and steam systems',
			'Textile dyeing',
			'Laundries',
			'Hotels and hospitals',
			'Residential buildings',
			'Food processing',
		],
		specification: [
			{ label: 'Typical feed', value: 'Hard borewell or municipal water' },
			{
				label: 'Product',
				value: 'Soft water below 5 mg/l hardness as CaCO3; dissolved solids much the same',
			},
			{
				label: 'Materials of construction',
				value:
					'FRP vessels up to 1,500 mm diameter or rubber-lined MS; food-grade strong acid cation resin; brine tank with salt platform',
			},
			{
				label: 'Power and utilities',
				value:
					'230 V single-phase for domestic and multiport valve units; 415 V three-phase, 50 Hz for PLC plants; salt for regeneration',
			},
			{
				label: 'Control',
				value:
					'Multiport valve on smaller units; pneumatic or motorised valves with PLC on larger plants; meter-initiated regeneration',
			},
			{
				label: 'Standards',
				value: 'Boiler feed water to IS 10392; drinking use within IS 10500:2012',
			},
		],
		description: [
			{
				heading: 'What softening does',
				paragraphs: [
					'Hard water leaves scale on boiler tubes, heat exchangers, geysers and bathroom fittings, and it wastes soap and detergent. Jalsetu water softeners remove calcium and magnesium by ion exchange, replacing them with sodium on a strong acid cation resin. Outlet hardness is typically brought below 5 mg/l as CaCO3, which protects equipment, improves heat transfer and lets detergents work. Total dissolved solids stay much the same, so softening is chosen where scaling rather than salinity is the problem.',
				],
			},
			{
				heading: 'Vessels, resin and valves',
				paragraphs: [
					'Industrial softeners use FRP vessels up to about 1,500 mm diameter, or rubber-lined mild steel vessels for larger flows, with a gravel support bed, food-grade cation resin and a brine tank with salt platform. Control is by a top-mounted multiport valve on smaller units, or by a set of pneumatic or motorised valves with PLC on larger plants. Duplex and triplex arrangements give continuous soft water, with one vessel in service while another regenerates.',
				],
			},
			{
				heading: 'Regeneration that uses only the salt it needs',
				paragraphs: [
					'Regeneration follows backwash, brine injection, slow rinse and fast rinse steps. Volume-based, meter-initiated regeneration uses salt only when the resin is actually exhausted, which reduces salt and water consumption compared with a fixed timer. Jalsetu sizes resin volume and regeneration level from the feed hardness and daily consumption, and supplies a hardness test kit so that operators can check outlet quality every shift and record it in the log book.',
				],
			},
			{
				heading: 'Domestic and industrial ranges',
				paragraphs: [
					'Domestic softeners for bungalows, apartments and small hotels are compact cabinet or twin-vessel units from 1,000 LPH to 3,000 LPH, with automatic valves that regenerate at night when demand is low. Industrial plants range up to 100,000 LPH for boiler feed, cooling tower make-up, laundries, textile dyeing and food processing. Where the softened water must also be low in dissolved solids, we pair the softener with an RO system or a dealkaliser.',
				],
			},
			{
				heading: 'Installation and maintenance',
				paragraphs: [
					'Installation, commissioning and operator training are included with every industrial plant, and domestic units are installed by our service technicians with bypass valves for maintenance. Annual maintenance contracts cover valve servicing, resin cleaning and top-up, brine system inspection and periodic checks of outlet hardness, and we advise resin replacement once measured exchange capacity falls below an economic level.',
				],
			},
		],
		process: [
			'Hard water flows down through the cation resin bed in the softener vessel.',
			'Calcium and magnesium ions are exchanged for sodium ions on the resin.',
			'Soft water leaves the vessel and flows to storage or the point of use.',
			'When the resin is exhausted, the bed is backwashed to loosen and clean it.',
			'Brine is drawn through the resin to restore its sodium form.',
			'Slow and fast rinses remove excess salt before the vessel returns to service.',
		],
		whyChoose: [
			'Outlet hardness below 5 mg/l as CaCO3',
			'Meter-initiated regeneration saves salt and water',
			'Duplex designs for uninterrupted soft water',
			'Domestic and industrial models with automatic valves',
		],
	},
	'soda-juice-plants': {
		capacity: '24 to 200 BPM',
		industries: [
			'Soft drink brands',
			'Fruit juice processors',
			'Traditional soda makers',
			'Dairy beverages',
			'Hospitality chains',
		],
		specification: [
			{
				label: 'Typical feed',
				value: 'Sugar, flavours, acidulants, fruit pulp or concentrate, treated water and CO2',
			},
			{
				label: 'Product',
				value:
					'Soda and flavoured carbonated drinks in PET or returnable glass; juices and nectars without added preservatives',
			},
			{
				label: 'Process conditions',
				value:
					'Carbonation after chilling to 2 to 4 degrees Celsius; juice pasteurised at 90 to 95 degrees Celsius',
			},
			{
				label: 'Materials of construction',
				value: 'Sanitary SS 316L tanks and pipework; jacketed sugar dissolving tank with agitator',
			},
			{
				label: 'Power and utilities',
				value:
					'415 V three-phase, 50 Hz; CO2 supply, chilled water, and steam or hot water for pasteurisation and CIP',
			},
			{
				label: 'Control',
				value:
					'Load cells or flow meters for ingredient dosing; automatic CIP station for caustic, acid and hot water cycles',
			},
			{
				label: 'Standards',
				value:
					'FSSAI licensing; Food Safety and Standards (Food Products Standards and Food Additives) Regulations, 2011',
			},
		],
		description: [
			{
				heading: 'From raw ingredients to a sealed bottle',
				paragraphs: [
					'Jalsetu Soda & Juice Plants take a beverage from raw ingredients to a sealed bottle. For soft drinks, the plant prepares simple syrup from sugar, filters and cools it, blends it with flavour and acidulants into finished syrup, then proportions it with treated water and carbonates the product. For juices and nectars, it handles pulp or concentrate reconstitution, blending, homogenisation and pasteurisation before hot filling, so that the product is shelf-stable without added preservatives.',
				],
			},
			{
				heading: 'The syrup room and product water',
				paragraphs: [
					'The syrup room includes a jacketed SS 316L sugar dissolving tank with agitator, a syrup filter press or bag filters, a plate heat exchanger for cooling, and blending tanks with load cells or flow meters for accurate dosing of each ingredient. Product water is dechlorinated, softened and polished, typically by activated carbon and RO, so that taste stays consistent from batch to batch and from one season to the next, whatever the raw water source does.',
				],
			},
			{
				heading: 'Carbonation, pasteurisation and filling',
				paragraphs: [
					'Carbonation takes place in a carbo-cooler or inline carbonator that chills the product to 2 to 4 degrees Celsius, removes dissolved air by deaeration and dissolves CO2 to the target gas volume. Soda and flavoured drinks are then filled on isobaric fillers in PET or glass bottles, including returnable glass for traditional soda. Juice lines use a plate or tubular pasteuriser at 90 to 95 degrees Celsius with a holding tube, hot filling and a tunnel cooler.',
				],
			},
			{
				heading: 'Hygiene, compliance and capacities',
				paragraphs: [
					'All process tanks and pipework are sanitary SS 316L, served by an automatic CIP station for caustic, acid and hot water cycles. Plants are designed to support FSSAI licensing requirements, and the laboratory can be equipped for Brix, pH, acidity and CO2 volume checks. Jalsetu offers compact plants of 24 BPM for regional brands and integrated lines of up to 200 BPM for established bottlers adding new flavours or formats.',
				],
			},
			{
				heading: 'Recipe trials and support',
				paragraphs: [
					"We run recipe trials with the customer's own formulation during commissioning, tune carbonation levels and pasteurisation time and temperature to the product, and train production and quality staff on each step of the process. Maintenance contracts cover pasteurisers, carbonators, fillers and CIP systems, with gasket kits, heat exchanger plates and filling valve spares held in stock at our Ahmedabad works.",
				],
			},
		],
		process: [
			'Sugar is dissolved, filtered and cooled to prepare simple syrup.',
			'Flavours, acidulants and concentrates are blended into finished syrup or juice base.',
			'Treated water and syrup are proportioned in the required ratio.',
			'Soda is chilled, deaerated and carbonated, while juice is homogenised and pasteurised.',
			'Product is filled by isobaric or hot-fill valves and capped immediately.',
			'The CIP station cleans tanks, lines and fillers after each production run.',
		],
		whyChoose: [
			'Sanitary SS 316L process tanks and piping',
			'Carbo-cooler for stable CO2 volumes',
			'Plate pasteurisers with holding tubes for juice',
			'Automatic CIP station with every plant',
		],
	},
	'pressure-boosting-system': {
		capacity: '2 m³/h to 300 m³/h, up to 16 bar',
		industries: [
			'High-rise residential',
			'Hotels',
			'Hospitals',
			'Commercial buildings',
			'Industrial process water',
			'Irrigation',
		],
		specification: [
			{
				label: 'Typical duty',
				value:
					'Water supply to high-rise buildings, hotels and hospitals; RO feed, washing, CIP and irrigation headers',
			},
			{
				label: 'Pumps',
				value:
					'Two to six vertical multistage centrifugal pumps on a common base, with a diaphragm pressure vessel',
			},
			{
				label: 'Materials of construction',
				value:
					'SS 304 or SS 316 pump hydraulics; SS 304 manifolds; mechanical seals for potable water',
			},
			{
				label: 'Power and utilities',
				value:
					'415 V three-phase, 50 Hz; one VFD per pump, or one shared drive with cascade control',
			},
			{
				label: 'Control',
				value:
					'PID control from a delivery header transmitter; duty rotation and standby changeover; Modbus or BACnet to the BMS',
			},
			{ label: 'Standards', value: 'Pump acceptance tests to IS 9137; IE3 motors to IS 12615' },
		],
		description: [
			{
				heading: 'Steady pressure at every outlet',
				paragraphs: [
					'A Jalsetu Pressure Boosting System keeps water pressure steady at every outlet, whatever the demand. Two to six vertical multistage centrifugal pumps are mounted on a common base with stainless suction and delivery manifolds, and each pump has its own variable frequency drive, or one shared drive with cascade control. A pressure transmitter on the delivery header feeds a PID controller that speeds pumps up or down to hold the set pressure.',
				],
			},
			{
				heading: 'Less energy, no water hammer',
				paragraphs: [
					'Because pumps run only as fast as demand requires, a variable-speed booster uses much less energy than a fixed-speed pump throttled by a valve or relieving through a bypass, and it eliminates the pressure surges and water hammer common with on-off control. Pumps are rotated so that running hours are shared evenly, and a standby pump takes over automatically if a running pump trips. A diaphragm pressure vessel absorbs small draws and prevents frequent starts at night.',
				],
			},
			{
				heading: 'Pumps, manifolds and protection',
				paragraphs: [
					'Pump hydraulics are SS 304 or SS 316 with mechanical seals suited to potable water, and manifolds are SS 304 with isolation and non-return valves on each pump. Protection includes dry-run detection, low suction pressure cut-off, high delivery pressure alarm, motor overload and phase failure. The panel displays pressure, frequency and running hours, and offers a Modbus or BACnet link to the building management system or plant SCADA.',
				],
			},
			{
				heading: 'Flows, pressures and duties',
				paragraphs: [
					'Sets are built for flows from 2 m³/h to 300 m³/h and pressures up to 16 bar. Typical duties are water supply to high-rise residential towers, hotels and hospitals, feed pressure for RO plants, washing and CIP systems in factories, and irrigation headers. Jalsetu selects pump sizes from the fixture units of the building or the flow profile of the process, so that the set runs efficiently at both low and peak demand.',
				],
			},
			{
				heading: 'Tested against its duty points',
				paragraphs: [
					'Every booster set is hydraulically tested at our works against its duty points before dispatch. Our service team installs and commissions it on site, sets the pressure and PID parameters, and trains building or plant staff on alarms and manual override. Maintenance contracts include seal replacement, VFD and transmitter checks, diaphragm tank precharge testing and an annual performance verification against the original duty.',
				],
			},
		],
		process: [
			'Demand flows and required pressure are calculated from building or process data.',
			'The pressure transmitter continuously measures delivery header pressure.',
			'The controller varies pump speed to hold the set pressure as demand changes.',
			'Additional pumps start in cascade when one pump cannot meet the flow.',
			'Pumps rotate duty automatically to share running hours evenly.',
			'At low demand the diaphragm tank supplies small draws while the pumps rest.',
		],
		whyChoose: [
			'VFD control holds constant delivery pressure',
			'Automatic duty rotation and standby changeover',
			'SS 304 or SS 316 pump hydraulics',
			'BMS connectivity through Modbus or BACnet',
		],
	},
	'water-filtration-system': {
		capacity: '1 m³/h to 150 m³/h',
		industries: [
			'Residential buildings',
			'Hotels and resorts',
			'Industrial utilities',
			'Food processing',
			'Swimming pools',
			'Agriculture',
		],
		specification: [
			{
				label: 'Typical feed',
				value:
					'Borewell, surface or municipal water carrying silt, iron, colour, chlorine or odour',
			},
			{ label: 'Product', value: 'Turbidity below 1 NTU and iron below 0.3 mg/l' },
			{
				label: 'Materials of construction',
				value:
					'FRP vessels for small flows; epoxy-lined MS or SS 304 for larger and food plants; graded gravel, sand, anthracite, carbon and manganese dioxide media',
			},
			{
				label: 'Power and utilities',
				value: '415 V three-phase, 50 Hz feed pump; coagulant or oxidant dosing where needed',
			},
			{
				label: 'Control',
				value:
					'Multiport valve, five-valve face piping, or automatic valves triggered by time or differential pressure',
			},
			{ label: 'Standards', value: 'IS 10500:2012 acceptable limits for drinking water' },
		],
		description: [
			{
				heading: 'When filtration is enough',
				paragraphs: [
					'Not every water problem needs reverse osmosis. Where water has acceptable dissolved solids but carries silt, iron, colour, chlorine taste or odour, a Jalsetu Water Filtration System removes these by media filtration, at lower cost and with very little water wasted. Filters are also the first stage ahead of softeners, RO plants and UV systems, and their performance largely decides how long the downstream membranes and resins last before cleaning or replacement.',
				],
			},
			{
				heading: 'Sand, carbon and iron removal media',
				paragraphs: [
					'The range includes pressure sand filters and multi-grade filters with layers of graded gravel, sand and anthracite for turbidity removal, activated carbon filters for chlorine, organics and odour, and iron removal filters using manganese dioxide based media with aeration or oxidant dosing. Dual media filters suit water with a higher suspended load. Typical outlet turbidity is below 1 NTU and iron below 0.3 mg/l, within the IS 10500 acceptable limits.',
				],
			},
			{
				heading: 'Vessels and backwash',
				paragraphs: [
					'Vessels are FRP for smaller flows, and epoxy-lined mild steel or SS 304 for larger plants and food applications. Each filter has an inlet distributor, underdrain laterals or a nozzle plate, pressure gauges on inlet and outlet, and a sampling point. Backwash is handled by a multiport valve, a five-valve face piping arrangement, or automatic valves triggered by time or by differential pressure across the bed.',
				],
			},
			{
				heading: 'Flows and complete potable treatment',
				paragraphs: [
					'Flows range from 1 m³/h for a bungalow to 150 m³/h for an industrial water supply. Filtration rate and bed depth are chosen from the raw water analysis, and Jalsetu adds coagulant dosing and contact tanks where fine colloids or high iron need conditioning before filtration. Filters can be packaged with a chlorinator or UV unit to provide complete potable treatment for a housing society, school or factory canteen.',
				],
			},
			{
				heading: 'Commissioning and care',
				paragraphs: [
					'We supply, install and commission filtration systems with the first media charge, and set backwash frequency and duration from observed pressure drop rather than a fixed guess. Operators are trained to read the gauges and recognise a fouled bed. Maintenance contracts cover media top-up and replacement, valve servicing, gauge calibration and periodic water testing to confirm that outlet quality holds through the seasons.',
				],
			},
		],
		process: [
			'Raw water is tested for turbidity, iron, chlorine and organic content.',
			'Coagulant or oxidant is dosed where fine particles or dissolved iron need conditioning.',
			'The multi-grade filter traps suspended solids in layered media beds.',
			'The activated carbon filter adsorbs chlorine, colour and odour-causing organics.',
			'Beds are backwashed on time or pressure drop to release trapped solids.',
		],
		whyChoose: [
			'Sand, carbon and iron removal media',
			'Outlet water within IS 10500 limits',
			'Automatic backwash on time or pressure',
			'Protects downstream RO membranes and resins',
		],
	},
	'water-chiller-plant': {
		capacity: '1 TR to 200 TR',
		industries: [
			'Beverage bottling',
			'Plastic moulding',
			'Pharmaceuticals',
			'Dairy and ice-cream',
			'Chemicals',
			'Food processing',
		],
		specification: [
			{
				label: 'Typical duty',
				value:
					'Carbo-coolers, blow moulds, reactors, jacketed vessels, extruders and pasteuriser cooling sections',
			},
			{
				label: 'Product',
				value: 'Chilled water at 5 to 15 degrees Celsius; glycol down to minus 10 degrees Celsius',
			},
			{
				label: 'Materials of construction',
				value:
					'Brazed plate, shell-and-tube or SS coil-in-tank evaporator; insulated SS 304 buffer tank',
			},
			{
				label: 'Power and utilities',
				value:
					'415 V three-phase, 50 Hz; scroll or screw compressors on R-407C, R-410A or R-134a; rated for ambient above 45 degrees Celsius',
			},
			{
				label: 'Control',
				value:
					'Microprocessor or PLC controller with digital temperature display; flow switch, pressure cut-outs and anti-freeze protection',
			},
			{
				label: 'Standards',
				value: 'Ratings at AHRI 550/590 conditions; pressure parts to IS 2825',
			},
		],
		description: [
			{
				heading: 'Where chilled water is needed',
				paragraphs: [
					'Jalsetu Water Chiller Plants supply cold water or glycol at a stable temperature to processes that generate heat or need cooling. In a bottling plant, the chiller serves the carbo-cooler, the blow moulding machine and its moulds. In pharmaceutical and chemical plants it cools reactors, jacketed vessels and condensers. In plastics and food processing it removes heat from moulds, extruders, mixers and the cooling sections of pasteurisers.',
				],
			},
			{
				heading: 'Air-cooled or water-cooled',
				paragraphs: [
					'Chillers are available in air-cooled form, which needs no cooling tower and suits sites with limited water, and water-cooled form, which is more efficient in hot climates where a cooling tower is already available. Compressors are hermetic scroll for smaller units and semi-hermetic screw for larger capacities, with refrigerants such as R-407C, R-410A or R-134a. Evaporators are brazed plate, shell-and-tube or SS coil-in-tank depending on the water quality.',
				],
			},
			{
				heading: 'Temperatures and equipment',
				paragraphs: [
					'Standard chillers deliver water at 5 to 15 degrees Celsius. Glycol chillers reach minus 10 degrees Celsius or lower for ice-cream, dairy, brewing and reaction cooling. Each unit includes an insulated SS 304 buffer tank, a process pump, flow switch, high and low pressure cut-outs, anti-freeze protection, and a microprocessor or PLC controller with digital temperature display. Multiple compressor circuits give stepped capacity and a degree of redundancy.',
				],
			},
			{
				heading: 'Sized from the real heat load',
				paragraphs: [
					'Capacities run from 1 TR portable units to 200 TR central plants with multiple chillers and common headers. Jalsetu calculates the heat load from the process itself, for example the product flow and temperature drop across a carbo-cooler, instead of a general rule, and adds margin for summer ambient temperatures above 45 degrees Celsius, common across Gujarat and north India, so that the chiller holds its rating in peak summer.',
				],
			},
			{
				heading: 'Installation and pre-summer service',
				paragraphs: [
					'We install chillers with their process piping, pumps and insulation, pressure-test and charge refrigerant circuits, and commission them against the design load. Maintenance contracts cover condenser coil and tube cleaning, refrigerant leak checks, electrical inspection, controller calibration and compressor performance monitoring, with a pre-summer visit scheduled every year before cooling demand and ambient temperatures reach their highest levels.',
				],
			},
		],
		process: [
			'The process heat load and required water temperature are calculated.',
			'The compressor circulates refrigerant, which absorbs heat from water in the evaporator.',
			'Heat is rejected to air through finned coils or to a cooling tower.',
			'Chilled water is held in an insulated buffer tank to stabilise temperature.',
			'The process pump delivers chilled water to the user equipment and back.',
		],
		whyChoose: [
			'Air-cooled and water-cooled designs available',
			'Glycol models down to minus 10 degrees',
			'Sized for Gujarat summer ambient conditions',
			'Insulated SS buffer tank with process pump',
		],
	},
	'ss-mcf': {
		capacity: '1 to 40+ cartridges, 10 to 40 inch',
		industries: [
			'RO plants',
			'Beverage bottling',
			'Pharmaceuticals',
			'Chemicals',
			'Food processing',
			'Electronics',
		],
		specification: [
			{
				label: 'Typical duty',
				value:
					'RO pre-treatment at 5 micron; beverage and pharmaceutical duty at 1 micron or finer',
			},
			{
				label: 'Design pressure',
				value:
					'6 to 10 bar for RO plants; high-pressure versions for post-pump and seawater service',
			},
			{
				label: 'Materials of construction',
				value:
					'SS 304 for general water; SS 316L for chlorides, product contact and sanitary duty; EPDM, silicone or Viton gaskets',
			},
			{
				label: 'Connections',
				value:
					'Flanged or threaded; tri-clover on sanitary housings; cartridges seated in DOE or code 7 fittings',
			},
			{
				label: 'Control',
				value:
					'Inlet and outlet pressure gauges showing differential pressure; vent valve and drain',
			},
			{
				label: 'Standards',
				value:
					'Hydrostatic test pressure recorded on the nameplate; pressure parts to ASME Section VIII Division 1',
			},
		],
		description: [
			{
				heading: 'The last line of defence',
				paragraphs: [
					'A micron cartridge filter, or MCF, is the last line of defence before an RO membrane, a filling valve or a sensitive process. Jalsetu SS MCF housings hold replaceable filter cartridges that capture particles down to the rated size, typically 5 micron ahead of RO membranes and 1 micron or finer for beverage and pharmaceutical duty. Housings are fabricated in-house in SS 304 for general water service and SS 316L where chlorides, product contact or sanitation demand it.',
				],
			},
			{
				heading: 'Housings, closures and gauges',
				paragraphs: [
					'Designs range from single-cartridge housings to multi-round housings holding 40 or more cartridges of 10, 20, 30 or 40 inch length. Cartridges seat in DOE or code 7 fittings with bayonet lock, and the top closure is by swing bolts or a V-band clamp with an EPDM, silicone or Viton gasket chosen for the fluid. Every housing has a vent valve, a drain, and inlet and outlet pressure gauges, so that differential pressure shows when cartridges need changing.',
				],
			},
			{
				heading: 'Pressure ratings and sanitary versions',
				paragraphs: [
					'For RO plants the standard design pressure is 6 to 10 bar with flanged or threaded connections. For food, beverage and pharmaceutical applications, Jalsetu supplies sanitary housings with mirror-polished internal surfaces, tri-clover end connections and crevice-free welds suitable for steam sterilisation. High-pressure versions are made for post-pump and seawater service, and every housing is hydrostatically tested before dispatch, with the test pressure recorded on its nameplate.',
				],
			},
			{
				heading: 'Choosing the cartridge',
				paragraphs: [
					"We help users choose the right cartridge as well as the housing: spun polypropylene for economical sediment removal, pleated polypropylene or glass fibre for higher dirt-holding capacity, carbon block for taste and odour, and PES or PVDF membrane cartridges for sterilising-grade filtration. Flow per cartridge is kept within the manufacturer's rating, so that pressure drop stays low, cartridges last longer and particles are not forced through the media at high velocity.",
				],
			},
		],
		process: [
			'Unfiltered water or liquid enters the housing through the inlet connection.',
			'Flow passes from the outside to the inside of each filter cartridge.',
			'Particles above the micron rating are retained on or within the cartridge media.',
			'Filtered liquid collects in the central core and leaves through the outlet.',
			'Rising differential pressure signals that the cartridges are due for replacement.',
		],
		whyChoose: [
			'SS 304 and SS 316L construction',
			'Swing-bolt or V-clamp quick-opening closures',
			'Sanitary mirror-finish versions for pharma',
			'Hydrostatically tested before every dispatch',
		],
	},
	'ss-pressure-tubes': {
		capacity: '2.5 to 8 inch, 300 to 1,200 psi',
		industries: [
			'RO plant manufacturers',
			'Packaged drinking water',
			'Pharmaceuticals',
			'Food and dairy',
			'Desalination',
			'Industrial process water',
		],
		specification: [
			{
				label: 'Elements',
				value: 'One to six 2.5, 4 or 8 inch RO or nanofiltration elements per tube',
			},
			{
				label: 'Design pressure',
				value:
					'300 psi for tap water and low-TDS brackish feed; 600 psi for high-TDS brackish; 1,000 to 1,200 psi for seawater',
			},
			{
				label: 'Materials of construction',
				value:
					'Seamless or longitudinally welded SS 304 or SS 316 tube; machined end closures with O-ring seals',
			},
			{
				label: 'Connections',
				value:
					'Side-port or end-port; segmented lock ring or bolted flange; sanitary ports on polished tubes',
			},
			{ label: 'Testing', value: 'Hydrostatic test at 1.5 times design pressure' },
			{ label: 'Standards', value: 'Design to ASME Section VIII Division 1; tube to ASTM A312' },
		],
		description: [
			{
				heading: 'Holding the membranes under pressure',
				paragraphs: [
					'The pressure tube holds the spiral-wound membranes of a reverse osmosis plant and contains the full operating pressure of the system. Jalsetu SS Pressure Tubes are made from seamless or longitudinally welded stainless tube in SS 304 or SS 316 with machined end closures, and accept standard 2.5 inch, 4 inch and 8 inch RO and nanofiltration elements. Tube lengths hold one to six elements in series, matching the design of the membrane array.',
				],
			},
			{
				heading: 'End caps and ports',
				paragraphs: [
					'End caps carry the feed, concentrate and permeate ports, sealed with O-rings and retained by a segmented lock ring or a bolted flange. Side-port designs allow tubes to be manifolded directly without extra piping, while end-port designs suit small plants. Bores are held to close tolerance and finished smooth, so that the brine seal of each membrane sits correctly and elements slide in without damage. Adapters and thrust rings are supplied with each tube.',
				],
			},
			{
				heading: 'Pressure ratings for every feed',
				paragraphs: [
					'Pressure ratings are 300 psi for tap water and low-TDS brackish duty, 600 psi for high-TDS brackish feed, and 1,000 to 1,200 psi for seawater, where SS 316 or a higher alloy is recommended against chloride attack. Each tube is hydrostatically tested at 1.5 times design pressure. For food and pharmaceutical plants, tubes can be polished inside and out and fitted with sanitary ports to meet hygiene requirements.',
				],
			},
			{
				heading: 'Stainless or FRP, loose or on a skid',
				paragraphs: [
					'Stainless tubes are preferred over FRP where the plant must present a hygienic finish, where hot water sanitisation is used, or where tubes are exposed to knocks in a busy plant room. Jalsetu supplies tubes as loose components to OEMs and plant builders, or mounted on a skid with support saddles, stainless clamps and permeate and reject headers ready for piping. Replacement tubes for existing plants are made to match the original dimensions and port positions.',
				],
			},
		],
		process: [
			'Stainless tube is cut to length for the specified number of elements.',
			'End closures and ports are machined and welded to the tube body.',
			'Internal surfaces are finished and cleaned to protect membrane seals.',
			'Each tube is hydrostatically tested at 1.5 times design pressure.',
			'Tubes are mounted on saddles and connected to feed, reject and permeate headers.',
		],
		whyChoose: [
			'Pressure ratings from 300 to 1,200 psi',
			'Accepts 2.5, 4 and 8 inch elements',
			'Hydrotested at 1.5 times design pressure',
			'Polished sanitary finish available for pharma',
		],
	},
	'ss-vessels': {
		capacity: '100 litres to 50,000 litres',
		industries: [
			'Water treatment',
			'Beverages',
			'Pharmaceuticals',
			'Dairy and food',
			'Chemicals',
			'Cosmetics',
		],
		specification: [
			{
				label: 'Typical duty',
				value:
					'Raw, treated and purified water storage; sand, multi-grade and carbon filters; syrup, mixing, buffer and CIP tanks',
			},
			{
				label: 'Materials of construction',
				value:
					'SS 304 or SS 316L plate with torispherical or ellipsoidal dished ends; TIG welds with argon back-purging',
			},
			{
				label: 'Surface finish',
				value:
					'Pickled and passivated; mechanically polished below Ra 0.8 micron; electropolished for pharmaceutical contact',
			},
			{
				label: 'Power and utilities',
				value:
					'Jacket or limpet coil for steam, hot water or chilled glycol; agitator drives at 415 V three-phase, 50 Hz',
			},
			{
				label: 'Testing',
				value:
					'Hydrostatic test, radiography where the code or client requires it, data book with certificates',
			},
			{ label: 'Standards', value: 'ASME Section VIII Division 1 or IS 2825 for pressure vessels' },
		],
		description: [
			{
				heading: 'Tanks, filters and process vessels',
				paragraphs: [
					"Jalsetu fabricates stainless steel vessels for water treatment, beverage, food, pharmaceutical and chemical plants at our Ahmedabad workshop. The range covers atmospheric storage tanks for raw, treated and purified water, pressure vessels for sand, multi-grade and activated carbon filtration, and process vessels such as syrup tanks, mixing tanks, buffer tanks and CIP tanks. Vessels are built to the customer's drawing or designed by our engineers from the process duty.",
				],
			},
			{
				heading: 'Design codes and welding',
				paragraphs: [
					'Shells are rolled from SS 304 or SS 316L plate with torispherical or ellipsoidal dished ends, and joints are TIG welded with full penetration and argon back-purging. Pressure vessels are designed to ASME Section VIII Division 1 or IS 2825, with calculations for shell thickness, nozzle reinforcement and supports. Each pressure vessel is hydrostatically tested and supplied with material test certificates, and welds can be radiographed where the code or client requires it.',
				],
			},
			{
				heading: 'Fittings, agitators and jackets',
				paragraphs: [
					'Fittings are specified for the duty: manholes, sight glasses, level indicators, spray balls for cleaning, vent filters, temperature and pressure gauges, and sanitary or flanged nozzles. Mixing tanks carry top or bottom-entry agitators with anchor, propeller or high-shear impellers. Jacketed or limpet-coil vessels allow heating and cooling with steam, hot water or chilled glycol, and are insulated and clad in stainless sheet for a clean, easily washed exterior.',
				],
			},
			{
				heading: 'Surface finishes and sizes',
				paragraphs: [
					'Internal finishes range from mill finish with pickling and passivation for water storage to mechanically polished surfaces below Ra 0.8 micron, or electropolished surfaces for pharmaceutical contact. Multi-grade filter vessels in stainless steel replace FRP or mild steel where hygiene and appearance matter, for example in packaged water plants and food factories. Capacities range from 100 litres to 50,000 litres, with skid-mounted, leg-supported or lug-supported arrangements.',
				],
			},
			{
				heading: 'Documented, installed and maintained',
				paragraphs: [
					'Every vessel leaves the works after dimensional inspection, testing and final cleaning, with a data book containing drawings, material certificates, weld records and test reports. Our site team handles installation, levelling and connection to process piping. We also repair, modify and re-polish existing stainless vessels, add nozzles or jackets to suit new processes, and carry out passivation after any welding done at site.',
				],
			},
		],
		process: [
			'Process duty, volume and design code are fixed with the customer.',
			'Engineering drawings and thickness calculations are prepared for approval.',
			'Plates are cut, rolled and TIG welded with argon back-purging.',
			'Nozzles, jackets, agitators and fittings are added and welds are finished.',
			'Vessels are pickled, passivated or polished to the specified surface finish.',
			'Hydrostatic testing and final inspection are completed before dispatch.',
		],
		whyChoose: [
			'Designed to ASME Section VIII or IS 2825',
			'TIG welded with argon back-purging',
			'Finishes from pickled to electropolished',
			'Data book with certificates and test reports',
		],
	},
	'dm-plant-mb-plant': {
		capacity: '1,000 LPH to 50,000 LPH',
		industries: [
			'Power and boilers',
			'Pharmaceuticals',
			'Battery manufacturing',
			'Electronics',
			'Laboratories',
			'Chemicals',
		],
		specification: [
			{ label: 'Typical feed', value: 'Filtered water, or RO permeate where the feed TDS is high' },
			{
				label: 'Product',
				value:
					'Two-bed below 10 µS/cm with silica under 0.2 mg/l; mixed bed below 0.2 µS/cm with silica under 0.02 mg/l',
			},
			{
				label: 'Materials of construction',
				value:
					'Rubber-lined MS or FRP vessels; polypropylene or SS 316 distributors and laterals; HDPE or rubber-lined chemical tanks',
			},
			{
				label: 'Power and utilities',
				value:
					'415 V three-phase, 50 Hz; hydrochloric acid and caustic soda for regeneration; air for mixed bed resin mixing',
			},
			{
				label: 'Control',
				value:
					'Manual diaphragm valves with a sequence chart, or pneumatic valves with PLC and online conductivity and silica analysers',
			},
			{
				label: 'Standards',
				value:
					'Boiler feed water to IS 10392; battery water to IS 1069; laboratory water to ISO 3696',
			},
		],
		description: [
			{
				heading: 'How demineralisation works',
				paragraphs: [
					'A demineralisation (DM) plant removes almost all dissolved salts from water by ion exchange. Water first passes through a strong acid cation resin in hydrogen form, which exchanges calcium, magnesium and sodium for hydrogen ions, then through a strong base anion resin in hydroxide form, which exchanges chloride, sulphate, nitrate and silica for hydroxide ions. The hydrogen and hydroxide ions combine to form water, leaving a product with very low conductivity.',
				],
			},
			{
				heading: 'Two-bed, degasser and mixed bed',
				paragraphs: [
					'A two-bed Jalsetu DM plant typically produces water below 10 µS/cm conductivity with residual silica under 0.2 mg/l. Where the feed carries high alkalinity, a degasser tower between the cation and anion units strips carbon dioxide and reduces the load on the anion resin. A mixed bed (MB) unit, with cation and anion resins intimately mixed in one vessel, polishes the product to below 0.2 µS/cm and silica below 0.02 mg/l for high-pressure boilers and laboratories.',
				],
			},
			{
				heading: 'Vessels and regeneration',
				paragraphs: [
					'Vessels are rubber-lined mild steel for industrial plants, or FRP for smaller units, with internal distributors and collection laterals in polypropylene or SS 316. Regeneration uses hydrochloric acid for the cation resin and caustic soda for the anion resin, dosed by ejectors or dosing pumps from HDPE or rubber-lined storage tanks. The mixed bed is regenerated by backwash separation of the two resins, followed by separate chemical injection and air mixing.',
				],
			},
			{
				heading: 'Manual or automatic control',
				paragraphs: [
					'Control can be manual, with diaphragm valves and a valve sequence chart, or fully automatic, with pneumatic valves, PLC and online conductivity and silica analysers that start regeneration when a bed is exhausted. Jalsetu designs counter-current regeneration on larger plants to reduce chemical consumption and improve product quality. Where feed TDS is high, we place an RO ahead of the DM plant so that the resins need regeneration far less often.',
				],
			},
			{
				heading: 'Neutralisation, commissioning and service',
				paragraphs: [
					'Spent regenerant from the cation and anion units is collected in a neutralisation pit, where the acid and alkali streams largely balance each other before final pH correction and discharge within effluent norms. We commission DM and MB plants, train operators in regeneration steps and safe handling of acid and caustic, and offer maintenance contracts covering resin analysis, top-up, valve servicing and analyser calibration.',
				],
			},
		],
		process: [
			'Filtered water passes through the cation unit, which removes metal ions.',
			'The degasser tower strips dissolved carbon dioxide from the decationised water.',
			'The anion unit removes chloride, sulphate, nitrate and silica.',
			'The mixed bed unit polishes the water to very low conductivity.',
			'Exhausted resins are regenerated with hydrochloric acid and caustic soda.',
			'Spent regenerant is neutralised before discharge.',
		],
		whyChoose: [
			'Two-bed output below 10 µS/cm',
			'Mixed bed polishing below 0.2 µS/cm',
			'Counter-current regeneration lowers chemical consumption',
			'Online conductivity and silica monitoring',
		],
	},
	'zero-liquid-discharge-zld-system': {
		capacity: '10 KLD to 1,000 KLD',
		industries: [
			'Textile and dyeing',
			'Pharmaceuticals',
			'Chemicals',
			'Distilleries',
			'Tanneries',
			'Power plants',
		],
		specification: [
			{
				label: 'Typical feed',
				value: 'Textile, dyeing, pharmaceutical, chemical and distillery effluent',
			},
			{
				label: 'Product',
				value: 'Reuse water from RO permeate and evaporator condensate; salts as a dry solid cake',
			},
			{
				label: 'Process',
				value:
					'Primary and biological treatment, softening and UF, multi-stage RO, MEE or MVR evaporator, ATFD or crystalliser',
			},
			{
				label: 'Materials of construction',
				value:
					'SS 316L, duplex steel or titanium wetted parts in the thermal section, chosen by chloride content',
			},
			{
				label: 'Power and utilities',
				value:
					'415 V three-phase, 50 Hz; steam for MEE and ATFD; cooling tower water for condensers',
			},
			{
				label: 'Control',
				value:
					'PLC and SCADA across membrane and thermal sections; online monitoring data for the pollution control board',
			},
			{
				label: 'Standards',
				value:
					'CPCB guidelines on zero liquid discharge; environmental clearance and State Pollution Control Board consent',
			},
		],
		description: [
			{
				heading: 'No liquid leaves the factory',
				paragraphs: [
					'A Zero Liquid Discharge (ZLD) system treats industrial effluent so that no liquid leaves the factory boundary. Water is recovered and returned to the process, and dissolved salts are separated as a solid for safe disposal or, in some cases, reuse. ZLD is a condition of environmental clearance for many textile processing, dyeing, pharmaceutical, chemical and distillery units, and regulators increasingly expect it in water-stressed industrial clusters such as those across Gujarat.',
				],
			},
			{
				heading: 'Pre-treatment and high-recovery RO',
				paragraphs: [
					'Jalsetu ZLD plants are built as a sequence of stages, each chosen from the effluent analysis. Primary and biological treatment remove oil, suspended solids and biodegradable load. Softening, ultrafiltration and pH correction prepare the water for membranes. High-recovery reverse osmosis, often in two or three stages with disc tube RO for the final reject, recovers most of the water as permeate and concentrates the salts into a small reject stream.',
				],
			},
			{
				heading: 'Evaporation and drying',
				paragraphs: [
					'The concentrated reject goes to a thermal section. A multiple effect evaporator (MEE) or a mechanical vapour recompression (MVR) evaporator boils off water, which is condensed and recovered. The thickened slurry is dried in an agitated thin film dryer (ATFD) or crystalliser to a solid salt cake. Wetted parts are SS 316L, duplex steel or titanium depending on chloride content, and heat recovery is designed carefully because steam is the main operating cost.',
				],
			},
			{
				heading: 'Capacities, control and pilot trials',
				paragraphs: [
					'Plants are sized from 10 KLD for small units to 1,000 KLD for large processing houses. A PLC and SCADA system controls the membrane and thermal sections together, records flows and recoveries, and can provide the online monitoring data that pollution control boards require. Jalsetu carries out treatability studies and pilot trials on difficult effluents before committing to a final design, because effluent chemistry varies widely between factories.',
				],
			},
			{
				heading: 'Project delivery and operation',
				paragraphs: [
					'We handle the complete project, including process design, civil guidance, equipment supply, installation, commissioning and a performance demonstration against the agreed recovery and product quality. Operation and maintenance contracts with experienced operators are available, since the reliability of a ZLD plant depends as much on disciplined daily operation, membrane cleaning and evaporator descaling as on the equipment itself.',
				],
			},
		],
		process: [
			'Effluent is equalised and given primary and biological treatment.',
			'Softening and ultrafiltration remove hardness, silica and suspended matter.',
			'Multi-stage high-recovery RO recovers most of the water as permeate.',
			'RO reject is concentrated in a multiple effect or MVR evaporator.',
			'An agitated thin film dryer or crystalliser converts the concentrate into solid salts.',
			'Recovered permeate and condensate are returned to the process as reuse water.',
		],
		whyChoose: [
			'Treatability study before final process design',
			'High-recovery RO reduces evaporator load',
			'MEE, MVR and ATFD thermal options',
			'PLC and SCADA control with online monitoring',
		],
	},
	'ceramic-membrane-filtration-plant': {
		capacity: '0.5 m³/h to 50 m³/h',
		industries: [
			'Oil and gas',
			'Chemicals',
			'Metalworking',
			'Food and beverage',
			'Textiles',
			'Power plants',
		],
		specification: [
			{
				label: 'Typical feed',
				value:
					'Oily wastewater, coolants, produced water, hot condensate, brines, juices and fermentation broths',
			},
			{
				label: 'Membranes',
				value:
					'Tubular multichannel alumina, zirconia, titania or silicon carbide, from 1.4 micron down to 0.01 micron',
			},
			{
				label: 'Operating limits',
				value:
					'pH 0 to 14; temperatures above 100 degrees Celsius; strong oxidants and abrasive solids',
			},
			{ label: 'Materials of construction', value: 'SS 316L membrane housings and skid pipework' },
			{
				label: 'Power and utilities',
				value:
					'415 V three-phase, 50 Hz; feed and circulation pumps; CIP tank with heater; permeate back-pulse system',
			},
			{ label: 'Control', value: 'PLC with HMI; automatic back-pulse and CIP sequences' },
			{
				label: 'Standards',
				value:
					'Pressure parts to ASME Section VIII Division 1; discharge within CPCB and state board norms',
			},
		],
		description: [
			{
				heading: 'Membranes for conditions polymers cannot take',
				paragraphs: [
					'Ceramic membranes do the same job as polymeric ultrafiltration and microfiltration membranes, separating suspended solids, oil, bacteria and colloids from a liquid, but they tolerate conditions that would destroy polymer fibres. Jalsetu Ceramic Membrane Filtration Plants use tubular multichannel elements of alumina, zirconia, titania or silicon carbide that withstand temperatures above 100 degrees Celsius, the full pH range from 0 to 14, strong oxidants and abrasive solids.',
				],
			},
			{
				heading: 'Pore sizes and cross-flow',
				paragraphs: [
					'Elements are available with pore sizes from about 1.4 micron in the microfiltration range down to 0.01 micron and finer in the ultrafiltration range. They are mounted in SS 316L housings and operated in cross-flow mode: a circulation pump sweeps the feed along the membrane channels at high velocity, so that solids stay in suspension instead of forming a compacted cake. Periodic back-pulsing with permeate clears the pores without stopping the plant.',
				],
			},
			{
				heading: 'Where ceramic membranes are used',
				paragraphs: [
					'Typical applications include oily wastewater and coolant recovery, produced water, hot condensate polishing, pre-treatment of difficult effluents ahead of RO in ZLD schemes, brine clarification, catalyst recovery in chemical plants, and clarification of fruit juices, vinegar and fermentation broths. Because the membranes can be cleaned with hot caustic, acids and strong oxidisers, flux can be restored repeatedly, and element life commonly runs to many years.',
				],
			},
			{
				heading: 'Designed from pilot data',
				paragraphs: [
					'Jalsetu designs each plant from pilot data, since flux in ceramic systems depends strongly on the feed. Skids include feed and circulation pumps, a heat exchanger for temperature control where needed, a CIP tank with heater, an automatic back-pulse system, and a PLC with HMI. Capacities range from 0.5 m³/h to 50 m³/h of permeate, and modular housings allow later expansion by adding elements or loops.',
				],
			},
			{
				heading: 'Pilot trials and service',
				paragraphs: [
					'We offer on-site pilot trials with a mobile test unit, so that flux, recovery and cleaning frequency are measured on the actual liquid before the full plant is engineered. Fabrication, installation and commissioning follow, along with operator training on cross-flow operation and cleaning. Service contracts include CIP optimisation, element integrity checks, spare elements and seals, and regular performance reports that compare flux with the original pilot data.',
				],
			},
		],
		process: [
			'Pilot trials on the actual feed establish flux, recovery and cleaning needs.',
			'Feed is pre-screened and pumped into the circulation loop.',
			'Cross-flow along the ceramic channels keeps solids suspended while permeate passes through.',
			'Concentrate is bled from the loop at a controlled rate.',
			'Automatic back-pulsing clears the pores during operation.',
			'Hot caustic and acid CIP restores flux at scheduled intervals.',
		],
		whyChoose: [
			'Tolerates pH 0 to 14 and high temperatures',
			'Alumina and silicon carbide membrane options',
			'Cross-flow with automatic back-pulse cleaning',
			'Pilot trials on your actual effluent',
		],
	},
} as const satisfies Record<ServiceSlug, ServiceCopy>
