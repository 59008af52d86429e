import type { OutputUnit } from '#app/lib/sizing/filling.ts'
import type { Container, Product, ProductEquipment } from '#app/lib/sizing/filling-rules.ts'
import { formatNumber } from '#app/lib/sizing/format.ts'
import type { DemandUnit, PretreatmentStep, WaterWarning } from '#app/lib/sizing/water.ts'
import type { WaterSource } from '#app/lib/sizing/water-rules.ts'
import { type Crumb, homeCrumb } from './navigation.ts'
import { pages } from './pages.ts'
import { capacityUnitLabels, quoteWaterSourceLabels } from './quote-choices.ts'

// The words of the plant-sizing pages. The rules and their numbers live in lib/sizing; the labels a
// buyer reads (and the tests look for) live here, once.

export const sizingShared = {
	formTitle: 'Your figures',
	resultTitle: 'First design',
	inputsTitle: 'Inputs',
	assumptionsTitle: 'Assumptions',
	diagramTitle: 'Process diagram',
	warningsTitle: 'Check these figures',
	errorSummary:
		'Some figures are outside the range this tool sizes for. Correct the fields marked below.',
	copyLink: 'Copy link',
	linkCopied: 'Link copied',
	copyFailed: 'Copy the address from the address bar',
	print: 'Print',
	budgetaryNote:
		'This is a budgetary first design from published design rules. The final design follows a full water analysis and a visit to your site by one of our engineers.',
} as const

export const waterLabels = {
	source: 'Water source',
	tds: 'Feed TDS (mg/L)',
	hardness: 'Total hardness (mg/L as CaCO₃)',
	turbidity: 'Turbidity (NTU)',
	iron: 'Iron (mg/L)',
	temperature: 'Water temperature (°C)',
	demand: 'Treated water needed',
	unit: 'Unit',
	hours: 'Operating hours per day',
	submit: 'Size the plant',
} as const

// The sources and units both the calculators and the quote form offer are named once, in the quote's
// words, so a buyer handed from one to the other reads the same choice.
export const waterSourceLabels: Readonly<Record<WaterSource, string>> = {
	borewell: quoteWaterSourceLabels.borewell,
	municipal: quoteWaterSourceLabels.municipal,
	surface: quoteWaterSourceLabels.surface,
	'seawater-beach-well': 'Seawater, beach well',
	'seawater-open-intake': 'Seawater, open intake',
}

export const demandUnitLabels: Readonly<Record<DemandUnit, string>> = {
	lph: capacityUnitLabels.lph,
	m3d: capacityUnitLabels.m3d,
}

export const waterResultLabels = {
	recommendedPlant: 'Recommended plant',
	permeateFlow: 'Treated water made',
	recovery: 'Recovery',
	flux: 'Design flux',
	elements: 'Membrane elements',
	vessels: 'Pressure vessels',
	array: 'Array',
	feedFlow: 'Feed flow',
	rejectFlow: 'Reject flow',
	feedPressure: 'Feed pressure',
	permeateTds: 'Permeate TDS',
	pumpPower: 'Pump power',
	specificEnergy: 'Specific energy',
	pretreatment: 'Pretreatment',
	softenerTitle: 'Softener',
	softenerLead:
		'The feed is already within the drinking-water limit for dissolved solids and only its hardness is high: a softener alone may do.',
	resinVolume: 'Resin volume',
	saltPerRegeneration: 'Salt per regeneration',
} as const

export const pretreatmentLabels: Readonly<Record<PretreatmentStep, string>> = {
	clarifier: 'Coagulation and clarifier',
	'iron-removal': 'Iron removal filter',
	multimedia: 'Multimedia filter',
	ultrafiltration: 'Ultrafiltration (offered)',
	antiscalant: 'Antiscalant dosing',
	cartridge: 'Cartridge filter (5 µm)',
}

export const elementSizeText = (size: '8-inch' | '4-inch', perVessel: number) =>
	`${size} elements, ${perVessel} per vessel`

export function waterWarningText(warning: WaterWarning) {
	switch (warning.kind) {
		case 'unlikely-tds':
			return `${waterSourceLabels[warning.source]} usually has a TDS between ${formatNumber(warning.min)} and ${formatNumber(warning.max)} mg/L. Check the analysis: the design below assumes the figure is right.`
		case 'hardness-above-tds':
			return 'Hardness is part of the dissolved solids, so it cannot be higher than the TDS. Check both figures.'
		case 'plant-larger-than-demand':
			return `The smallest plant that keeps its membranes within their flux makes more than the ${formatNumber(warning.demandFlow * 1000)} litres per hour asked for: it will run fewer hours a day.`
	}
}

export const waterAssumptions = [
	'8-inch elements of 37.2 m² (4-inch of 7.9 m² for small plants), 6 per vessel for brackish water and 7 for seawater.',
	'Design flux by source, kept inside its band: borewell 26 LMH (24–30), municipal 24 (21–25), river or lake 20 (17–24), seawater beach well 15 (14–17), open intake 13 (12–15).',
	'Water permeability 2.2 LMH/bar (brackish elements) and 0.75 LMH/bar (seawater elements) at 25 °C, corrected for temperature; salt rejection 99.5 % and 99.7 %.',
	'Osmotic pressure 0.0007 bar per mg/L of TDS at the log-mean concentration along the train; 0.15 bar pressure drop per element; at least 1 bar of driving pressure left at the concentrate end.',
	'Pump 75 % and motor 92 % efficient; no energy recovery device.',
	'Each vessel takes at most 16 m³/h of feed and keeps at least 3.0 m³/h of concentrate (4-inch: 3.6 and 0.7); small plants return some concentrate to the pump to keep that flow.',
] as const

export const fillingLabels = {
	product: 'Product',
	container: 'Container',
	output: 'Output needed',
	unit: 'Unit',
	submit: 'Size the line',
} as const

export const productLabels: Readonly<Record<Product, string>> = {
	water: 'Packaged drinking water',
	carbonated: 'Carbonated soft drink',
	juice: 'Juice',
}

export const containerLabels: Readonly<Record<Container, string>> = {
	'200ml': '200 ml',
	'250ml': '250 ml',
	'500ml': '500 ml',
	'1l': '1 litre',
	'2l': '2 litres',
	'5l': '5 litres',
	'20l': '20-litre jar',
}

export const outputUnitLabels: Readonly<Record<OutputUnit, string>> = {
	bph: capacityUnitLabels.bph,
	bpm: capacityUnitLabels.bpm,
}

export const fillingResultLabels = {
	recommendedPlant: 'Recommended plant',
	/** A 20-litre jar line is rated in jars, not bottles. */
	jarsPerHour: 'jars per hour',
	filler: 'Recommended filler',
	ratedOutput: 'Rated output',
	treatedWater: 'Treated water needed',
	sizeWaterPlant: 'Size the water plant for this line',
	blowMoulder: 'Blow moulder',
	noBlowMoulder: 'Not needed: returnable jars are washed on the line',
	labeller: 'Labeller',
	packing: 'Packing',
	equipment: 'Also on this line',
	rinseFillCap: 'Rinse-fill-cap',
} as const

export const productEquipmentLabels: Readonly<Record<ProductEquipment, string>> = {
	'isobaric-filler': 'Isobaric (counter-pressure) filler',
	carbonator: 'Carbonator',
	chiller: 'Water chiller',
	'hot-fill': 'Hot-fill line with heat-set bottles',
}

export const fillingAssumptions = [
	'Filler output for 500 ml bottles at the bottom of each model’s range: 14-12-5 2,000 bph, 18-18-6 4,000, 24-24-8 8,000, 32-32-10 12,000, 40-40-12 15,000, 50-50-15 20,000.',
	'Larger bottles stay longer under the filling valve: output falls as 2 ÷ (1 + volume ÷ 0.5 litre), so 1 litre runs at two thirds and 2 litres at 40 %; smaller bottles keep the 500 ml rate.',
	'Blow moulder 110 %, labeller 120 % and packing 130 % of the filler, so the filler never waits; 1,500 bottles per hour per blow-moulding cavity at 500 ml.',
	'Treated water is the output times the volume, plus 15 % for rinsing and cleaning.',
] as const

export const plantSizingOverview = {
	title: 'Size your plant before you talk to us',
	lead: 'Two tools that turn your figures into a first design from the rules membrane, resin and filler makers publish. Every result can be printed and shared by its link.',
	tools: {
		water: {
			title: 'Water treatment plant',
			text: 'From your water analysis and daily demand to recovery, membranes, array, pressure, power and pretreatment.',
			action: 'Size a water plant',
		},
		filling: {
			title: 'Filling line',
			text: 'From your product, container and output to the filler, its rated output, the machines around it and the water it needs.',
			action: 'Size a filling line',
		},
	},
} as const

/** Words inside the process diagrams. */
export const diagramWords = {
	feed: 'Feed',
	permeate: 'Permeate',
	reject: 'Reject',
	concentrate: 'Concentrate',
	pump: 'High-pressure pump',
	stage: (index: number, vessels: number) =>
		`Stage ${index} · ${vessels} ${vessels === 1 ? 'vessel' : 'vessels'}`,
	moreVessels: (count: number) => `and ${count} more`,
	softener: 'Or, for hardness alone: softener',
	treatedWater: 'Treated water',
	returnedJars: 'Returned jars',
	cavities: (count: number) => `${count} ${count === 1 ? 'cavity' : 'cavities'}`,
} as const

/** The trail above each plant-sizing tool. */
export const plantSizingParents: readonly Crumb[] = [
	homeCrumb,
	{ label: pages.plantSizing.title, path: pages.plantSizing.path },
]
