import type { ServiceCopy } from '../service-copy.ts'

export const copy = {
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
		{
			label: 'Standards',
			value: 'FSSAI requirements; IS 14543 for packaged drinking water',
		},
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
} as const satisfies ServiceCopy
