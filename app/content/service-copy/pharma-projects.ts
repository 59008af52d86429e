import type { ServiceCopy } from '../service-copy.ts'

export const copy = {
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
			heading: 'Generating purified water',
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
} as const satisfies ServiceCopy
