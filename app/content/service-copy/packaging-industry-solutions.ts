import type { ServiceCopy } from '../service-copy.ts'

export const copy = {
	capacity: 'Matched to lines up to 500 BPM',
	industries: [
		'Beverages',
		'Packaged drinking water',
		'Edible oils',
		'Pharmaceuticals',
		'Home care products',
		'Dairy',
	],
	specification: [
		{
			label: 'Typical feed',
			value: 'Filled and capped PET bottles, jars and containers of irregular shape',
		},
		{
			label: 'Product',
			value:
				'Bundles of 6, 12 or 24 bottles, cartons and stretch-wrapped pallets; pouches from 100 ml to 1 litre',
		},
		{
			label: 'Materials of construction',
			value: 'SS 304 or powder-coated frames; acetal or stainless slat-chain conveyors',
		},
		{
			label: 'Power and utilities',
			value:
				'415 V three-phase, 50 Hz; steam or hot air for shrink tunnels; compressed air at 6 bar',
		},
		{
			label: 'Control',
			value:
				'PLC with HMI recipes for each pack format; servo drives where registration matters; optional camera code verification',
		},
		{
			label: 'Standards',
			value:
				'Legal Metrology (Packaged Commodities) Rules, 2011 for MRP and date marking; FSSAI labelling',
		},
	],
	description: [
		{
			heading: 'Everything after the capper',
			paragraphs: [
				'A filling line is only as fast as its slowest packing station. Jalsetu Packaging Industry Solutions cover everything after the capper: primary labelling, coding for traceability, secondary packing into shrink-wrapped bundles or cartons, and the conveyors that connect them. We also supply form-fill-seal machines for water and liquid pouches. Equipment is selected for the same throughput as the filling machine, with buffer conveyors sized so that a short stop at one station does not halt the whole line.',
			],
		},
		{
			heading: 'Labelling and coding',
			paragraphs: [
				'Labelling options include BOPP roll-fed labellers with hot-melt glue for high-speed PET lines, shrink sleeve applicators with steam or hot-air tunnels for full-body decoration, and self-adhesive sticker labellers for jars and containers of irregular shape. Batch numbers, dates and MRP details are printed by continuous inkjet or CO2 laser coders, with camera verification available where printed codes must be checked on every single pack before it leaves the line.',
			],
		},
		{
			heading: 'Secondary packing and pouches',
			paragraphs: [
				'For secondary packing, automatic shrink wrapping machines collate bottles into 6, 12 or 24-bottle bundles, wrap them in LDPE film and shrink it in a heat tunnel, with or without a corrugated tray. Carton erectors, drop packers and tape sealers serve brands that ship in boxes, and stretch wrappers secure finished pallets for transport. Form-fill-seal machines produce water and juice pouches from 100 ml to 1 litre, with UV sterilisation of the film.',
			],
		},
		{
			heading: 'Frames, drives and conveyors',
			paragraphs: [
				'Machines are built on SS 304 or powder-coated frames depending on the environment, use servo drives where registration accuracy matters, and are controlled by PLC with HMI recipes for each pack format. Conveyors use acetal or stainless slat chains and are laid out from a line study, so that accumulation, lane dividing and product turning happen without manual handling. Film and label specifications are checked against each machine before commissioning.',
			],
		},
		{
			heading: 'Integration and maintenance',
			paragraphs: [
				"Jalsetu integrates packaging equipment with our own filling lines and with lines supplied by other manufacturers. Services include layout drawings, installation, trial runs with the customer's own film and labels, operator training, and annual maintenance contracts with regular calibration of sensors, coders and heating zones, so that labels stay aligned and shrink bundles stay tight throughout the production season.",
			],
		},
	],
	process: [
		'A line study fixes the pack formats, speeds and buffer lengths required.',
		'Filled bottles are labelled by BOPP, shrink sleeve or sticker labellers.',
		'Inkjet or laser coders print batch, date and price details on each unit.',
		'Bottles are collated and wrapped into bundles or packed into cartons.',
		'Finished packs are palletised and stretch wrapped for dispatch.',
	],
	whyChoose: [
		'Sized to match your filling line speed',
		'BOPP, shrink sleeve and sticker labelling',
		'Inkjet and laser coding for traceability',
		'Form-fill-seal machines for water pouches',
	],
} as const satisfies ServiceCopy
