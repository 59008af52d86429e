import type { ServiceCopy } from '../service-copy.ts'

export const copy = {
	capacity: '1,000 LPH to 100,000 LPH',
	industries: [
		'Coastal townships',
		'Chemical plants',
		'Textile processing',
		'Seafood processing',
		'Hotels and resorts',
		'Greenhouse agriculture',
	],
	specification: [
		{
			label: 'Typical feed',
			value:
				'Brackish borewell water and saline industrial feeds above 10,000 mg/l TDS, up to seawater',
		},
		{
			label: 'Product',
			value:
				'Permeate for drinking or process use; reject to a second-stage RO or an evaporator where zero discharge applies',
		},
		{
			label: 'Materials of construction',
			value:
				'FRP filter vessels with polyethylene liners; FRP membrane housings rated 300 psi brackish or 1,000 psi seawater; epoxy-coated MS or SS 304 skid; SS 316 high-pressure piping',
		},
		{
			label: 'Power and utilities',
			value: '415 V three-phase, 50 Hz; energy recovery device on larger seawater units',
		},
		{
			label: 'Control',
			value:
				'Relay panel with level switches, or PLC with HMI, conductivity and flow monitoring, automatic backwash and CIP connections',
		},
		{
			label: 'Standards',
			value:
				'IS 10500:2012 for drinking water permeate; CPCB and state board norms for reject disposal',
		},
	],
	description: [
		{
			heading: 'Why fibre-reinforced plastic',
			paragraphs: [
				'Jalsetu FRP RO Systems use fibre-reinforced plastic for the pressure vessels that carry water through filtration and desalination. FRP does not rust, is unaffected by chlorides and is far lighter than steel, which makes it the practical choice for brackish borewell water along the Gujarat coast, for saline industrial feeds and for sites where the plant must be carried into a basement or onto a roof. Membrane chemistry and product water quality are the same as in our stainless plants.',
			],
		},
		{
			heading: 'Vessels, housings and skid',
			paragraphs: [
				'The pre-treatment train uses FRP pressure vessels with polyethylene liners, filled with graded sand, anthracite or activated carbon and controlled by top-mounted multiport valves, manual or automatic. Thin-film composite membranes sit in FRP side-port housings rated for 300 psi in brackish service, or 1,000 psi and above for seawater duty. The skid is epoxy-coated mild steel or SS 304, and high-pressure piping is SS 316 wherever pressure exceeds what uPVC can safely carry.',
			],
		},
		{
			heading: 'Sizing for brackish and seawater feeds',
			paragraphs: [
				'Capacities range from 1,000 LPH to 100,000 LPH. For feeds above 10,000 mg/l TDS we design with high-rejection membranes, interstage booster pumps and, on larger seawater units, an energy recovery device that lowers specific power consumption. Reject water can be routed to a second-stage RO or an evaporator where the site has a zero discharge obligation. Every design is run through membrane projection software so that flux, recovery and permeate quality are known before fabrication begins.',
			],
		},
		{
			heading: 'Controls and cleaning',
			paragraphs: [
				'Controls range from a simple relay panel with level switches for small units to a full PLC with HMI, conductivity and flow monitoring, automatic filter backwash and clean-in-place connections. Because FRP is non-conductive and chemically inert, the same vessels accept acidic cleaning solutions and chlorinated backwash water without protective coatings to maintain, which keeps maintenance work and costs predictable across the working life of the plant, even on the most aggressive coastal and industrial feeds.',
			],
		},
		{
			heading: 'Supply, handover and maintenance',
			paragraphs: [
				'Jalsetu supplies, installs and commissions FRP RO systems across India and for export customers. Handover includes operator training, a log-sheet format for daily pressure, flow and conductivity readings, and a troubleshooting guide. Annual maintenance contracts include chemical cleaning of membranes, support with membrane autopsy when performance drops unexpectedly, and replacement of sand and carbon media once the filter beds are exhausted.',
			],
		},
	],
	process: [
		'Feed water is pumped through an FRP multi-grade filter to remove turbidity and suspended solids.',
		'An activated carbon filter in an FRP vessel removes free chlorine and organics.',
		'Antiscalant and, where needed, sodium metabisulphite are dosed ahead of the cartridge filter.',
		'The high-pressure pump drives water through membranes held in FRP pressure housings.',
		'Permeate passes to storage while reject is drained or sent for further recovery.',
		'Filters are backwashed on schedule through multiport or automatic valves.',
	],
	whyChoose: [
		'FRP vessels immune to chloride corrosion',
		'Membrane housings rated up to 1,000 psi',
		'Lighter skids for rooftop or basement installation',
		'Membrane projection done before every fabrication',
	],
} as const satisfies ServiceCopy
