import type { ServiceCopy } from '../service-copy.ts'

export const copy = {
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
		{
			label: 'Testing',
			value: 'Hydrostatic test at 1.5 times design pressure',
		},
		{
			label: 'Standards',
			value: 'Design to ASME Section VIII Division 1; tube to ASTM A312',
		},
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
} as const satisfies ServiceCopy
