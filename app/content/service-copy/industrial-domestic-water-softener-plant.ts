import type { ServiceCopy } from '../service-copy.ts'

export const copy = {
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
		{
			label: 'Typical feed',
			value: 'Hard borewell or municipal water',
		},
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
} as const satisfies ServiceCopy
