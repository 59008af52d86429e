import type { ServiceCopy } from '../service-copy.ts'

export const copy = {
	capacity: '0.5 m³/h to 50 m³/h',
	industries: [
		'Oil and gas',
		'Chemicals',
		'Metalworking',
		'Food and beverage',
		'Textiles',
		'Power plants',
	],
	specification: [
		{
			label: 'Typical feed',
			value:
				'Oily wastewater, coolants, produced water, hot condensate, brines, juices and fermentation broths',
		},
		{
			label: 'Membranes',
			value:
				'Tubular multichannel alumina, zirconia, titania or silicon carbide, from 1.4 micron down to 0.01 micron',
		},
		{
			label: 'Operating limits',
			value:
				'pH 0 to 14; temperatures above 100 degrees Celsius; strong oxidants and abrasive solids',
		},
		{
			label: 'Materials of construction',
			value: 'SS 316L membrane housings and skid pipework',
		},
		{
			label: 'Power and utilities',
			value:
				'415 V three-phase, 50 Hz; feed and circulation pumps; CIP tank with heater; permeate back-pulse system',
		},
		{
			label: 'Control',
			value: 'PLC with HMI; automatic back-pulse and CIP sequences',
		},
		{
			label: 'Standards',
			value:
				'Pressure parts to ASME Section VIII Division 1; discharge within CPCB and state board norms',
		},
	],
	description: [
		{
			heading: 'Membranes for conditions polymers cannot take',
			paragraphs: [
				'Ceramic membranes do the same job as polymeric ultrafiltration and microfiltration membranes, separating suspended solids, oil, bacteria and colloids from a liquid, but they tolerate conditions that would destroy polymer fibres. Jalsetu Ceramic Membrane Filtration Plants use tubular multichannel elements of alumina, zirconia, titania or silicon carbide that withstand temperatures above 100 degrees Celsius, the full pH range from 0 to 14, strong oxidants and abrasive solids.',
			],
		},
		{
			heading: 'Pore sizes and cross-flow',
			paragraphs: [
				'Elements are available with pore sizes from about 1.4 micron in the microfiltration range down to 0.01 micron and finer in the ultrafiltration range. They are mounted in SS 316L housings and operated in cross-flow mode: a circulation pump sweeps the feed along the membrane channels at high velocity, so that solids stay in suspension instead of forming a compacted cake. Periodic back-pulsing with permeate clears the pores without stopping the plant.',
			],
		},
		{
			heading: 'Where ceramic membranes are used',
			paragraphs: [
				'Typical applications include oily wastewater and coolant recovery, produced water, hot condensate polishing, pre-treatment of difficult effluents ahead of RO in ZLD schemes, brine clarification, catalyst recovery in chemical plants, and clarification of fruit juices, vinegar and fermentation broths. Because the membranes can be cleaned with hot caustic, acids and strong oxidisers, flux can be restored repeatedly, and element life commonly runs to many years.',
			],
		},
		{
			heading: 'Designed from pilot data',
			paragraphs: [
				'Jalsetu designs each plant from pilot data, since flux in ceramic systems depends strongly on the feed. Skids include feed and circulation pumps, a heat exchanger for temperature control where needed, a CIP tank with heater, an automatic back-pulse system, and a PLC with HMI. Capacities range from 0.5 m³/h to 50 m³/h of permeate, and modular housings allow later expansion by adding elements or loops.',
			],
		},
		{
			heading: 'Pilot trials and service',
			paragraphs: [
				'We offer on-site pilot trials with a mobile test unit, so that flux, recovery and cleaning frequency are measured on the actual liquid before the full plant is engineered. Fabrication, installation and commissioning follow, along with operator training on cross-flow operation and cleaning. Service contracts include CIP optimisation, element integrity checks, spare elements and seals, and regular performance reports that compare flux with the original pilot data.',
			],
		},
	],
	process: [
		'Pilot trials on the actual feed establish flux, recovery and cleaning needs.',
		'Feed is pre-screened and pumped into the circulation loop.',
		'Cross-flow along the ceramic channels keeps solids suspended while permeate passes through.',
		'Concentrate is bled from the loop at a controlled rate.',
		'Automatic back-pulsing clears the pores during operation.',
		'Hot caustic and acid CIP restores flux at scheduled intervals.',
	],
	whyChoose: [
		'Tolerates pH 0 to 14 and high temperatures',
		'Alumina and silicon carbide membrane options',
		'Cross-flow with automatic back-pulse cleaning',
		'Pilot trials on your actual effluent',
	],
} as const satisfies ServiceCopy
