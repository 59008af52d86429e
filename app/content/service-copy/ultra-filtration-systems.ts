import type { ServiceCopy } from '../service-copy.ts'

export const copy = {
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
} as const satisfies ServiceCopy
