import type { ServiceCopy } from '../service-copy.ts'

export const copy = {
	capacity: '1 TR to 200 TR',
	industries: [
		'Beverage bottling',
		'Plastic moulding',
		'Pharmaceuticals',
		'Dairy and ice-cream',
		'Chemicals',
		'Food processing',
	],
	specification: [
		{
			label: 'Typical duty',
			value:
				'Carbo-coolers, blow moulds, reactors, jacketed vessels, extruders and pasteuriser cooling sections',
		},
		{
			label: 'Product',
			value: 'Chilled water at 5 to 15 degrees Celsius; glycol down to minus 10 degrees Celsius',
		},
		{
			label: 'Materials of construction',
			value:
				'Brazed plate, shell-and-tube or SS coil-in-tank evaporator; insulated SS 304 buffer tank',
		},
		{
			label: 'Power and utilities',
			value:
				'415 V three-phase, 50 Hz; scroll or screw compressors on R-407C, R-410A or R-134a; rated for ambient above 45 degrees Celsius',
		},
		{
			label: 'Control',
			value:
				'Microprocessor or PLC controller with digital temperature display; flow switch, pressure cut-outs and anti-freeze protection',
		},
		{
			label: 'Standards',
			value: 'Ratings at AHRI 550/590 conditions; pressure parts to IS 2825',
		},
	],
	description: [
		{
			heading: 'Where chilled water is needed',
			paragraphs: [
				'Jalsetu Water Chiller Plants supply cold water or glycol at a stable temperature to processes that generate heat or need cooling. In a bottling plant, the chiller serves the carbo-cooler, the blow moulding machine and its moulds. In pharmaceutical and chemical plants it cools reactors, jacketed vessels and condensers. In plastics and food processing it removes heat from moulds, extruders, mixers and the cooling sections of pasteurisers.',
			],
		},
		{
			heading: 'Air-cooled or water-cooled',
			paragraphs: [
				'Chillers are available in air-cooled form, which needs no cooling tower and suits sites with limited water, and water-cooled form, which is more efficient in hot climates where a cooling tower is already available. Compressors are hermetic scroll for smaller units and semi-hermetic screw for larger capacities, with refrigerants such as R-407C, R-410A or R-134a. Evaporators are brazed plate, shell-and-tube or SS coil-in-tank depending on the water quality.',
			],
		},
		{
			heading: 'Temperatures and equipment',
			paragraphs: [
				'Standard chillers deliver water at 5 to 15 degrees Celsius. Glycol chillers reach minus 10 degrees Celsius or lower for ice-cream, dairy, brewing and reaction cooling. Each unit includes an insulated SS 304 buffer tank, a process pump, flow switch, high and low pressure cut-outs, anti-freeze protection, and a microprocessor or PLC controller with digital temperature display. Multiple compressor circuits give stepped capacity and a degree of redundancy.',
			],
		},
		{
			heading: 'Sized from the real heat load',
			paragraphs: [
				'Capacities run from 1 TR portable units to 200 TR central plants with multiple chillers and common headers. Jalsetu calculates the heat load from the process itself, for example the product flow and temperature drop across a carbo-cooler, instead of a general rule, and adds margin for summer ambient temperatures above 45 degrees Celsius, common across Gujarat and north India, so that the chiller holds its rating in peak summer.',
			],
		},
		{
			heading: 'Installation and pre-summer service',
			paragraphs: [
				'We install chillers with their process piping, pumps and insulation, pressure-test and charge refrigerant circuits, and commission them against the design load. Maintenance contracts cover condenser coil and tube cleaning, refrigerant leak checks, electrical inspection, controller calibration and compressor performance monitoring, with a pre-summer visit scheduled every year before cooling demand and ambient temperatures reach their highest levels.',
			],
		},
	],
	process: [
		'The process heat load and required water temperature are calculated.',
		'The compressor circulates refrigerant, which absorbs heat from water in the evaporator.',
		'Heat is rejected to air through finned coils or to a cooling tower.',
		'Chilled water is held in an insulated buffer tank to stabilise temperature.',
		'The process pump delivers chilled water to the user equipment and back.',
	],
	whyChoose: [
		'Air-cooled and water-cooled designs available',
		'Glycol models down to minus 10 degrees',
		'Sized for Gujarat summer ambient conditions',
		'Insulated SS buffer tank with process pump',
	],
} as const satisfies ServiceCopy
