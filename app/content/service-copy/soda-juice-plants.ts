import type { ServiceCopy } from '../service-copy.ts'

export const copy = {
	capacity: '24 to 200 BPM',
	industries: [
		'Soft drink brands',
		'Fruit juice processors',
		'Traditional soda makers',
		'Dairy beverages',
		'Hospitality chains',
	],
	specification: [
		{
			label: 'Typical feed',
			value: 'Sugar, flavours, acidulants, fruit pulp or concentrate, treated water and CO2',
		},
		{
			label: 'Product',
			value:
				'Soda and flavoured carbonated drinks in PET or returnable glass; juices and nectars without added preservatives',
		},
		{
			label: 'Process conditions',
			value:
				'Carbonation after chilling to 2 to 4 degrees Celsius; juice pasteurised at 90 to 95 degrees Celsius',
		},
		{
			label: 'Materials of construction',
			value: 'Sanitary SS 316L tanks and pipework; jacketed sugar dissolving tank with agitator',
		},
		{
			label: 'Power and utilities',
			value:
				'415 V three-phase, 50 Hz; CO2 supply, chilled water, and steam or hot water for pasteurisation and CIP',
		},
		{
			label: 'Control',
			value:
				'Load cells or flow meters for ingredient dosing; automatic CIP station for caustic, acid and hot water cycles',
		},
		{
			label: 'Standards',
			value:
				'FSSAI licensing; Food Safety and Standards (Food Products Standards and Food Additives) Regulations, 2011',
		},
	],
	description: [
		{
			heading: 'From raw ingredients to a sealed bottle',
			paragraphs: [
				'Jalsetu Soda & Juice Plants take a beverage from raw ingredients to a sealed bottle. For soft drinks, the plant prepares simple syrup from sugar, filters and cools it, blends it with flavour and acidulants into finished syrup, then proportions it with treated water and carbonates the product. For juices and nectars, it handles pulp or concentrate reconstitution, blending, homogenisation and pasteurisation before hot filling, so that the product is shelf-stable without added preservatives.',
			],
		},
		{
			heading: 'The syrup room and product water',
			paragraphs: [
				'The syrup room includes a jacketed SS 316L sugar dissolving tank with agitator, a syrup filter press or bag filters, a plate heat exchanger for cooling, and blending tanks with load cells or flow meters for accurate dosing of each ingredient. Product water is dechlorinated, softened and polished, typically by activated carbon and RO, so that taste stays consistent from batch to batch and from one season to the next, whatever the raw water source does.',
			],
		},
		{
			heading: 'Carbonation, pasteurisation and filling',
			paragraphs: [
				'Carbonation takes place in a carbo-cooler or inline carbonator that chills the product to 2 to 4 degrees Celsius, removes dissolved air by deaeration and dissolves CO2 to the target gas volume. Soda and flavoured drinks are then filled on isobaric fillers in PET or glass bottles, including returnable glass for traditional soda. Juice lines use a plate or tubular pasteuriser at 90 to 95 degrees Celsius with a holding tube, hot filling and a tunnel cooler.',
			],
		},
		{
			heading: 'Hygiene, compliance and capacities',
			paragraphs: [
				'All process tanks and pipework are sanitary SS 316L, served by an automatic CIP station for caustic, acid and hot water cycles. Plants are designed to support FSSAI licensing requirements, and the laboratory can be equipped for Brix, pH, acidity and CO2 volume checks. Jalsetu offers compact plants of 24 BPM for regional brands and integrated lines of up to 200 BPM for established bottlers adding new flavours or formats.',
			],
		},
		{
			heading: 'Recipe trials and support',
			paragraphs: [
				"We run recipe trials with the customer's own formulation during commissioning, tune carbonation levels and pasteurisation time and temperature to the product, and train production and quality staff on each step of the process. Maintenance contracts cover pasteurisers, carbonators, fillers and CIP systems, with gasket kits, heat exchanger plates and filling valve spares held in stock at our Ahmedabad works.",
			],
		},
	],
	process: [
		'Sugar is dissolved, filtered and cooled to prepare simple syrup.',
		'Flavours, acidulants and concentrates are blended into finished syrup or juice base.',
		'Treated water and syrup are proportioned in the required ratio.',
		'Soda is chilled, deaerated and carbonated, while juice is homogenised and pasteurised.',
		'Product is filled by isobaric or hot-fill valves and capped immediately.',
		'The CIP station cleans tanks, lines and fillers after each production run.',
	],
	whyChoose: [
		'Sanitary SS 316L process tanks and piping',
		'Carbo-cooler for stable CO2 volumes',
		'Plate pasteurisers with holding tubes for juice',
		'Automatic CIP station with every plant',
	],
} as const satisfies ServiceCopy
