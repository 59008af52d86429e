import type { ServiceCopy } from '../service-copy.ts'

export const copy = {
	capacity: '10 KLD to 1,000 KLD',
	industries: [
		'Textile and dyeing',
		'Pharmaceuticals',
		'Chemicals',
		'Distilleries',
		'Tanneries',
		'Power plants',
	],
	specification: [
		{
			label: 'Typical feed',
			value: 'Textile, dyeing, pharmaceutical, chemical and distillery effluent',
		},
		{
			label: 'Product',
			value: 'Reuse water from RO permeate and evaporator condensate; salts as a dry solid cake',
		},
		{
			label: 'Process',
			value:
				'Primary and biological treatment, softening and UF, multi-stage RO, MEE or MVR evaporator, ATFD or crystalliser',
		},
		{
			label: 'Materials of construction',
			value:
				'SS 316L, duplex steel or titanium wetted parts in the thermal section, chosen by chloride content',
		},
		{
			label: 'Power and utilities',
			value: '415 V three-phase, 50 Hz; steam for MEE and ATFD; cooling tower water for condensers',
		},
		{
			label: 'Control',
			value:
				'PLC and SCADA across membrane and thermal sections; online monitoring data for the pollution control board',
		},
		{
			label: 'Standards',
			value:
				'CPCB guidelines on zero liquid discharge; environmental clearance and State Pollution Control Board consent',
		},
	],
	description: [
		{
			heading: 'No liquid leaves the factory',
			paragraphs: [
				'A Zero Liquid Discharge (ZLD) system treats industrial effluent so that no liquid leaves the factory boundary. Water is recovered and returned to the process, and dissolved salts are separated as a solid for safe disposal or, in some cases, reuse. ZLD is a condition of environmental clearance for many textile processing, dyeing, pharmaceutical, chemical and distillery units, and regulators increasingly expect it in water-stressed industrial clusters such as those across Gujarat.',
			],
		},
		{
			heading: 'Pre-treatment and high-recovery RO',
			paragraphs: [
				'Jalsetu ZLD plants are built as a sequence of stages, each chosen from the effluent analysis. Primary and biological treatment remove oil, suspended solids and biodegradable load. Softening, ultrafiltration and pH correction prepare the water for membranes. High-recovery reverse osmosis, often in two or three stages with disc tube RO for the final reject, recovers most of the water as permeate and concentrates the salts into a small reject stream.',
			],
		},
		{
			heading: 'Evaporation and drying',
			paragraphs: [
				'The concentrated reject goes to a thermal section. A multiple effect evaporator (MEE) or a mechanical vapour recompression (MVR) evaporator boils off water, which is condensed and recovered. The thickened slurry is dried in an agitated thin film dryer (ATFD) or crystalliser to a solid salt cake. Wetted parts are SS 316L, duplex steel or titanium depending on chloride content, and heat recovery is designed carefully because steam is the main operating cost.',
			],
		},
		{
			heading: 'Capacities, control and pilot trials',
			paragraphs: [
				'Plants are sized from 10 KLD for small units to 1,000 KLD for large processing houses. A PLC and SCADA system controls the membrane and thermal sections together, records flows and recoveries, and can provide the online monitoring data that pollution control boards require. Jalsetu carries out treatability studies and pilot trials on difficult effluents before committing to a final design, because effluent chemistry varies widely between factories.',
			],
		},
		{
			heading: 'Project delivery and operation',
			paragraphs: [
				'We handle the complete project, including process design, civil guidance, equipment supply, installation, commissioning and a performance demonstration against the agreed recovery and product quality. Operation and maintenance contracts with experienced operators are available, since the reliability of a ZLD plant depends as much on disciplined daily operation, membrane cleaning and evaporator descaling as on the equipment itself.',
			],
		},
	],
	process: [
		'Effluent is equalised and given primary and biological treatment.',
		'Softening and ultrafiltration remove hardness, silica and suspended matter.',
		'Multi-stage high-recovery RO recovers most of the water as permeate.',
		'RO reject is concentrated in a multiple effect or MVR evaporator.',
		'An agitated thin film dryer or crystalliser converts the concentrate into solid salts.',
		'Recovered permeate and condensate are returned to the process as reuse water.',
	],
	whyChoose: [
		'Treatability study before final process design',
		'High-recovery RO reduces evaporator load',
		'MEE, MVR and ATFD thermal options',
		'PLC and SCADA control with online monitoring',
	],
} as const satisfies ServiceCopy
