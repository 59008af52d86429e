import type { ServiceCopy } from '../service-copy.ts'

export const copy = {
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
} as const satisfies ServiceCopy
