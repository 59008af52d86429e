import type { ServiceCopy } from '../service-copy.ts'

export const copy = {
	capacity: '24 to 800 BPM',
	industries: [
		'Packaged drinking water',
		'Natural mineral water',
		'Hospitality groups',
		'Beverage brands',
		'Institutional supply',
	],
	specification: [
		{
			label: 'Typical feed',
			value: 'Borewell or municipal raw water',
		},
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
} as const satisfies ServiceCopy
