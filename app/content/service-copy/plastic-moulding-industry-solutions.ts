import type { ServiceCopy } from '../service-copy.ts'

export const copy = {
	capacity: '1,200 to 9,000 bottles per hour',
	industries: [
		'Packaged drinking water',
		'Carbonated soft drinks',
		'Edible oil',
		'Dairy and juices',
		'Pharmaceutical liquids',
		'Home and personal care',
	],
	specification: [
		{
			label: 'Typical feed',
			value: 'PET preforms with PCO 1881, 28 mm Alaska or 38 mm neck finishes',
		},
		{
			label: 'Product',
			value: 'Bottles from 200 ml to 2 litres; PET jars of 5 and 20 litres',
		},
		{
			label: 'Materials of construction',
			value: 'Moulds machined from aluminium alloy or stainless steel to the bottle drawing',
		},
		{
			label: 'Power and utilities',
			value:
				'415 V three-phase, 50 Hz; blowing air at 30 to 40 bar; mould cooling water at 8 to 12 degrees Celsius',
		},
		{
			label: 'Control',
			value:
				'PLC with HMI; infrared oven with individually controlled lamp zones; servo or pneumatic clamping',
		},
		{
			label: 'Standards',
			value: 'Food-contact PET to IS 12252; neck finishes to PCO 1881 and 28 mm Alaska',
		},
	],
	description: [
		{
			heading: 'Make your own bottles',
			paragraphs: [
				'Most bottling plants in India now make their own containers, because buying finished bottles means paying to transport air. Jalsetu supplies the moulding side of a beverage or packaged water plant: PET stretch blow moulding machines that turn preforms into bottles, jar blowing machines, preform and closure moulding for operations that want full control of resin and caps, and the high-pressure compressors and chillers on which all these machines depend.',
			],
		},
		{
			heading: 'Blow moulders for every output',
			paragraphs: [
				"Semi-automatic blow moulders suit start-up plants making 200 ml to 2 litre bottles, with a separate preform heater and manual loading. Fully automatic machines have an infrared oven with individually controlled lamp zones, servo or pneumatic clamping, and outputs from about 1,200 to 9,000 bottles per hour depending on cavities and bottle size. Jar blowing machines handle 5 litre and 20 litre PET jars. Moulds are machined from aluminium alloy or stainless steel to the customer's bottle drawing.",
			],
		},
		{
			heading: 'High-pressure air and chilled water',
			paragraphs: [
				'A blow moulding line needs clean, dry air at 30 to 40 bar for the final blow and chilled water at 8 to 12 degrees Celsius for mould cooling. Jalsetu sizes the high-pressure compressor, refrigerated air dryer, air receivers and line filters together with the water chiller, so that the moulding section works as one system. Recovery of low-pressure air from the blowing cycle for conveyor and actuator use is offered on larger machines to reduce compressor running hours.',
			],
		},
		{
			heading: 'Bottles designed for the filler',
			paragraphs: [
				'Preform and bottle design is matched to the filling line downstream. Neck finishes such as PCO 1881, 28 mm Alaska and 38 mm are chosen with the capper in mind, and shoulders and bases are shaped to run on air conveyors and neck-handling starwheels without jamming. For carbonated drinks we specify petaloid bases that resist creep under gas pressure, and for hot-fill juices we advise on heat-set preforms and controlled mould temperatures.',
			],
		},
		{
			heading: 'Mould trials and spares',
			paragraphs: [
				'Installation includes mould trials on site, setting of oven heating profiles for the preforms the customer actually buys, and training of machine operators and maintenance staff. Spare infrared lamps, seals and high-pressure valves are stocked in Ahmedabad, and new moulds for additional bottle shapes or sizes can be designed, machined and trialled as the product range of the plant grows.',
			],
		},
	],
	process: [
		'The bottle drawing is agreed and matched to the preform and the filling line.',
		'Preforms are loaded into the hopper and oriented onto the heating chain.',
		'An infrared oven heats each preform to a controlled blowing temperature profile.',
		'A stretch rod and high-pressure air form the preform against the chilled mould.',
		'Finished bottles are ejected onto an air conveyor feeding the filling line.',
	],
	whyChoose: [
		'Blow moulders from 200 ml to 20 litres',
		'Compressor, dryer and chiller sized together',
		'Bottle designs matched to the filling line',
		'Mould trials and operator training on site',
	],
} as const satisfies ServiceCopy
