import type { ServiceCopy } from '../service-copy.ts'

export const copy = {
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
} as const satisfies ServiceCopy
