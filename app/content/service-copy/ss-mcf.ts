import type { ServiceCopy } from '../service-copy.ts'

export const copy = {
	capacity: '1 to 40+ cartridges, 10 to 40 inch',
	industries: [
		'RO plants',
		'Beverage bottling',
		'Pharmaceuticals',
		'Chemicals',
		'Food processing',
		'Electronics',
	],
	specification: [
		{
			label: 'Typical duty',
			value: 'RO pre-treatment at 5 micron; beverage and pharmaceutical duty at 1 micron or finer',
		},
		{
			label: 'Design pressure',
			value: '6 to 10 bar for RO plants; high-pressure versions for post-pump and seawater service',
		},
		{
			label: 'Materials of construction',
			value:
				'SS 304 for general water; SS 316L for chlorides, product contact and sanitary duty; EPDM, silicone or Viton gaskets',
		},
		{
			label: 'Connections',
			value:
				'Flanged or threaded; tri-clover on sanitary housings; cartridges seated in DOE or code 7 fittings',
		},
		{
			label: 'Control',
			value: 'Inlet and outlet pressure gauges showing differential pressure; vent valve and drain',
		},
		{
			label: 'Standards',
			value:
				'Hydrostatic test pressure recorded on the nameplate; pressure parts to ASME Section VIII Division 1',
		},
	],
	description: [
		{
			heading: 'The last line of defence',
			paragraphs: [
				'A micron cartridge filter, or MCF, is the last line of defence before an RO membrane, a filling valve or a sensitive process. Jalsetu SS MCF housings hold replaceable filter cartridges that capture particles down to the rated size, typically 5 micron ahead of RO membranes and 1 micron or finer for beverage and pharmaceutical duty. Housings are fabricated in-house in SS 304 for general water service and SS 316L where chlorides, product contact or sanitation demand it.',
			],
		},
		{
			heading: 'Housings, closures and gauges',
			paragraphs: [
				'Designs range from single-cartridge housings to multi-round housings holding 40 or more cartridges of 10, 20, 30 or 40 inch length. Cartridges seat in DOE or code 7 fittings with bayonet lock, and the top closure is by swing bolts or a V-band clamp with an EPDM, silicone or Viton gasket chosen for the fluid. Every housing has a vent valve, a drain, and inlet and outlet pressure gauges, so that differential pressure shows when cartridges need changing.',
			],
		},
		{
			heading: 'Pressure ratings and sanitary versions',
			paragraphs: [
				'For RO plants the standard design pressure is 6 to 10 bar with flanged or threaded connections. For food, beverage and pharmaceutical applications, Jalsetu supplies sanitary housings with mirror-polished internal surfaces, tri-clover end connections and crevice-free welds suitable for steam sterilisation. High-pressure versions are made for post-pump and seawater service, and every housing is hydrostatically tested before dispatch, with the test pressure recorded on its nameplate.',
			],
		},
		{
			heading: 'Choosing the cartridge',
			paragraphs: [
				"We help users choose the right cartridge as well as the housing: spun polypropylene for economical sediment removal, pleated polypropylene or glass fibre for higher dirt-holding capacity, carbon block for taste and odour, and PES or PVDF membrane cartridges for sterilising-grade filtration. Flow per cartridge is kept within the manufacturer's rating, so that pressure drop stays low, cartridges last longer and particles are not forced through the media at high velocity.",
			],
		},
	],
	process: [
		'Unfiltered water or liquid enters the housing through the inlet connection.',
		'Flow passes from the outside to the inside of each filter cartridge.',
		'Particles above the micron rating are retained on or within the cartridge media.',
		'Filtered liquid collects in the central core and leaves through the outlet.',
		'Rising differential pressure signals that the cartridges are due for replacement.',
	],
	whyChoose: [
		'SS 304 and SS 316L construction',
		'Swing-bolt or V-clamp quick-opening closures',
		'Sanitary mirror-finish versions for pharma',
		'Hydrostatically tested before every dispatch',
	],
} as const satisfies ServiceCopy
