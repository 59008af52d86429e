import type { ServiceCopy } from '../service-copy.ts'

export const copy = {
	capacity: '2 m³/h to 300 m³/h, up to 16 bar',
	industries: [
		'High-rise residential',
		'Hotels',
		'Hospitals',
		'Commercial buildings',
		'Industrial process water',
		'Irrigation',
	],
	specification: [
		{
			label: 'Typical duty',
			value:
				'Water supply to high-rise buildings, hotels and hospitals; RO feed, washing, CIP and irrigation headers',
		},
		{
			label: 'Pumps',
			value:
				'Two to six vertical multistage centrifugal pumps on a common base, with a diaphragm pressure vessel',
		},
		{
			label: 'Materials of construction',
			value:
				'SS 304 or SS 316 pump hydraulics; SS 304 manifolds; mechanical seals for potable water',
		},
		{
			label: 'Power and utilities',
			value: '415 V three-phase, 50 Hz; one VFD per pump, or one shared drive with cascade control',
		},
		{
			label: 'Control',
			value:
				'PID control from a delivery header transmitter; duty rotation and standby changeover; Modbus or BACnet to the BMS',
		},
		{
			label: 'Standards',
			value: 'Pump acceptance tests to IS 9137; IE3 motors to IS 12615',
		},
	],
	description: [
		{
			heading: 'Steady pressure at every outlet',
			paragraphs: [
				'A Jalsetu Pressure Boosting System keeps water pressure steady at every outlet, whatever the demand. Two to six vertical multistage centrifugal pumps are mounted on a common base with stainless suction and delivery manifolds, and each pump has its own variable frequency drive, or one shared drive with cascade control. A pressure transmitter on the delivery header feeds a PID controller that speeds pumps up or down to hold the set pressure.',
			],
		},
		{
			heading: 'Less energy, no water hammer',
			paragraphs: [
				'Because pumps run only as fast as demand requires, a variable-speed booster uses much less energy than a fixed-speed pump throttled by a valve or relieving through a bypass, and it eliminates the pressure surges and water hammer common with on-off control. Pumps are rotated so that running hours are shared evenly, and a standby pump takes over automatically if a running pump trips. A diaphragm pressure vessel absorbs small draws and prevents frequent starts at night.',
			],
		},
		{
			heading: 'Pumps, manifolds and protection',
			paragraphs: [
				'Pump hydraulics are SS 304 or SS 316 with mechanical seals suited to potable water, and manifolds are SS 304 with isolation and non-return valves on each pump. Protection includes dry-run detection, low suction pressure cut-off, high delivery pressure alarm, motor overload and phase failure. The panel displays pressure, frequency and running hours, and offers a Modbus or BACnet link to the building management system or plant SCADA.',
			],
		},
		{
			heading: 'Flows, pressures and duties',
			paragraphs: [
				'Sets are built for flows from 2 m³/h to 300 m³/h and pressures up to 16 bar. Typical duties are water supply to high-rise residential towers, hotels and hospitals, feed pressure for RO plants, washing and CIP systems in factories, and irrigation headers. Jalsetu selects pump sizes from the fixture units of the building or the flow profile of the process, so that the set runs efficiently at both low and peak demand.',
			],
		},
		{
			heading: 'Tested against its duty points',
			paragraphs: [
				'Every booster set is hydraulically tested at our works against its duty points before dispatch. Our service team installs and commissions it on site, sets the pressure and PID parameters, and trains building or plant staff on alarms and manual override. Maintenance contracts include seal replacement, VFD and transmitter checks, diaphragm tank precharge testing and an annual performance verification against the original duty.',
			],
		},
	],
	process: [
		'Demand flows and required pressure are calculated from building or process data.',
		'The pressure transmitter continuously measures delivery header pressure.',
		'The controller varies pump speed to hold the set pressure as demand changes.',
		'Additional pumps start in cascade when one pump cannot meet the flow.',
		'Pumps rotate duty automatically to share running hours evenly.',
		'At low demand the diaphragm tank supplies small draws while the pumps rest.',
	],
	whyChoose: [
		'VFD control holds constant delivery pressure',
		'Automatic duty rotation and standby changeover',
		'SS 304 or SS 316 pump hydraulics',
		'BMS connectivity through Modbus or BACnet',
	],
} as const satisfies ServiceCopy
