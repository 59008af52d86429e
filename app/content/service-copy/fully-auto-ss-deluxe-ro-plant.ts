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
	description: [
		'The Fully Auto SS Deluxe RO Plant is the Jalsetu reverse osmosis system for users who want a plant that runs itself. Raw water from a borewell, municipal line or tanker passes through multi-grade sand and activated carbon filtration, antiscalant dosing and a 5 micron cartridge filter before a vertical multistage high-pressure pump drives it through thin-film composite membranes. Dissolved salts, hardness, nitrates, fluoride and heavy metals are rejected, and the permeate is polished to meet IS 10500:2012 drinking water limits.',
		'Everything that touches water is stainless steel. The skid frame, pipework and membrane pressure tubes are SS 304 as standard, with SS 316 offered for high-chloride feed or food-contact duty. Pre-treatment vessels are SS or FRP depending on capacity, and process lines use TIG-welded joints and stainless ball valves rather than threaded PVC. The result is a compact, hygienic unit that looks at home in a packaged drinking water plant, a hospital kitchen or a factory utility room.',
		'Control is by a PLC with a touchscreen HMI. The system starts and stops on product tank level, flushes the membranes with permeate at every shutdown, and trips the high-pressure pump on low inlet pressure, high operating pressure or dry run. Conductivity, flow and pressure readings are logged, and alarms are shown in plain language. An optional GSM or Ethernet module sends status to a phone, and a SCADA link can be provided where the plant joins a larger utility system.',
		'Standard capacities run from 500 LPH to 50,000 LPH of permeate, with recovery of 50 to 75 percent depending on feed TDS and silica. Post-treatment options include UV sterilisation, ozonation for packaged water, mineral dosing to restore taste, and pH correction. For higher capacities or brackish feeds above 3,000 mg/l TDS, Jalsetu designs a two-stage membrane array and sizes the pumps and membranes from a full raw water analysis rather than a rule of thumb.',
		'Each plant is assembled and wet-tested at our Ahmedabad works before dispatch. Our engineers install and commission it on site, train the operators, and hand over a manual with the membrane projection, P&ID and maintenance schedule. Annual maintenance contracts cover periodic membrane cleaning, cartridge replacement, instrument calibration and written performance reports, with membranes, cartridges and pump spares stocked in Ahmedabad so that replacements reach the site quickly.',
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
