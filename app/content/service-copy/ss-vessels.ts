import type { ServiceCopy } from '../service-copy.ts'

export const copy = {
	capacity: '100 litres to 50,000 litres',
	industries: [
		'Water treatment',
		'Beverages',
		'Pharmaceuticals',
		'Dairy and food',
		'Chemicals',
		'Cosmetics',
	],
	specification: [
		{
			label: 'Typical duty',
			value:
				'Raw, treated and purified water storage; sand, multi-grade and carbon filters; syrup, mixing, buffer and CIP tanks',
		},
		{
			label: 'Materials of construction',
			value:
				'SS 304 or SS 316L plate with torispherical or ellipsoidal dished ends; TIG welds with argon back-purging',
		},
		{
			label: 'Surface finish',
			value:
				'Pickled and passivated; mechanically polished below Ra 0.8 micron; electropolished for pharmaceutical contact',
		},
		{
			label: 'Power and utilities',
			value:
				'Jacket or limpet coil for steam, hot water or chilled glycol; agitator drives at 415 V three-phase, 50 Hz',
		},
		{
			label: 'Testing',
			value:
				'Hydrostatic test, radiography where the code or client requires it, data book with certificates',
		},
		{
			label: 'Standards',
			value: 'ASME Section VIII Division 1 or IS 2825 for pressure vessels',
		},
	],
	description: [
		{
			heading: 'Tanks, filters and process vessels',
			paragraphs: [
				"Jalsetu fabricates stainless steel vessels for water treatment, beverage, food, pharmaceutical and chemical plants at our Ahmedabad workshop. The range covers atmospheric storage tanks for raw, treated and purified water, pressure vessels for sand, multi-grade and activated carbon filtration, and process vessels such as syrup tanks, mixing tanks, buffer tanks and CIP tanks. Vessels are built to the customer's drawing or designed by our engineers from the process duty.",
			],
		},
		{
			heading: 'Design codes and welding',
			paragraphs: [
				'Shells are rolled from SS 304 or SS 316L plate with torispherical or ellipsoidal dished ends, and joints are TIG welded with full penetration and argon back-purging. Pressure vessels are designed to ASME Section VIII Division 1 or IS 2825, with calculations for shell thickness, nozzle reinforcement and supports. Each pressure vessel is hydrostatically tested and supplied with material test certificates, and welds can be radiographed where the code or client requires it.',
			],
		},
		{
			heading: 'Fittings, agitators and jackets',
			paragraphs: [
				'Fittings are specified for the duty: manholes, sight glasses, level indicators, spray balls for cleaning, vent filters, temperature and pressure gauges, and sanitary or flanged nozzles. Mixing tanks carry top or bottom-entry agitators with anchor, propeller or high-shear impellers. Jacketed or limpet-coil vessels allow heating and cooling with steam, hot water or chilled glycol, and are insulated and clad in stainless sheet for a clean, easily washed exterior.',
			],
		},
		{
			heading: 'Surface finishes and sizes',
			paragraphs: [
				'Internal finishes range from mill finish with pickling and passivation for water storage to mechanically polished surfaces below Ra 0.8 micron, or electropolished surfaces for pharmaceutical contact. Multi-grade filter vessels in stainless steel replace FRP or mild steel where hygiene and appearance matter, for example in packaged water plants and food factories. Capacities range from 100 litres to 50,000 litres, with skid-mounted, leg-supported or lug-supported arrangements.',
			],
		},
		{
			heading: 'Documented, installed and maintained',
			paragraphs: [
				'Every vessel leaves the works after dimensional inspection, testing and final cleaning, with a data book containing drawings, material certificates, weld records and test reports. Our site team handles installation, levelling and connection to process piping. We also repair, modify and re-polish existing stainless vessels, add nozzles or jackets to suit new processes, and carry out passivation after any welding done at site.',
			],
		},
	],
	process: [
		'Process duty, volume and design code are fixed with the customer.',
		'Engineering drawings and thickness calculations are prepared for approval.',
		'Plates are cut, rolled and TIG welded with argon back-purging.',
		'Nozzles, jackets, agitators and fittings are added and welds are finished.',
		'Vessels are pickled, passivated or polished to the specified surface finish.',
		'Hydrostatic testing and final inspection are completed before dispatch.',
	],
	whyChoose: [
		'Designed to ASME Section VIII or IS 2825',
		'TIG welded with argon back-purging',
		'Finishes from pickled to electropolished',
		'Data book with certificates and test reports',
	],
} as const satisfies ServiceCopy
