import type { ServiceCopy } from '../service-copy.ts'

export const copy = {
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
			value: 'Borewell, surface or municipal water carrying silt, iron, colour, chlorine or odour',
		},
		{
			label: 'Product',
			value: 'Turbidity below 1 NTU and iron below 0.3 mg/l',
		},
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
		{
			label: 'Standards',
			value: 'IS 10500:2012 acceptable limits for drinking water',
		},
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
} as const satisfies ServiceCopy
