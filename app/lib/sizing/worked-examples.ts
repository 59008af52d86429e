import { type ElementModel, elementModel, modelOf } from './membrane-elements.ts'
import { type IonAnalysis, MG_PER_MOL_CACO3, MOLAR_MASS } from './ro-physics.ts'
import type { TrainConditions } from './ro-train.ts'
import type { DesignWater } from './water.ts'
import { DEFAULT_STANDARD } from './water-rules.ts'

/**
 * A large brackish design as DuPont's WAVE program reports it: well water at 470 mg/L and 25 °C,
 * 99.9 m³/h of feed at 75 % recovery (75 m³/h of permeate, 1,500 m³ over a 20-hour day).
 */
export const publishedWellWater: DesignWater = {
	source: 'borewell',
	tds: 470,
	hardness: 180,
	turbidity: 0.5,
	iron: 0,
	temperature: 25,
	demand: 1500,
	unit: 'm3d',
	hoursPerDay: 20,
	standard: DEFAULT_STANDARD,
}

/** mg/L as CaCO₃ per mg/L of each ion: CaCO₃'s mass per equivalent over the ion's. */
const AS_CACO3 = {
	calcium: MG_PER_MOL_CACO3 / MOLAR_MASS.calcium,
	magnesium: MG_PER_MOL_CACO3 / MOLAR_MASS.magnesium,
	bicarbonate: MG_PER_MOL_CACO3 / 2 / MOLAR_MASS.bicarbonate,
	carbonate: MG_PER_MOL_CACO3 / MOLAR_MASS.carbonate,
}

/** A report's ions, mg/L each, as the design's analysis takes them. */
const analysisOf = (ions: {
	tds: number
	calcium: number
	magnesium: number
	bicarbonate: number
	carbonate: number
	sulphate: number
	silica: number
}): IonAnalysis => ({
	tds: ions.tds,
	hardness: ions.calcium * AS_CACO3.calcium + ions.magnesium * AS_CACO3.magnesium,
	calcium: ions.calcium * AS_CACO3.calcium,
	alkalinity: ions.bicarbonate * AS_CACO3.bicarbonate + ions.carbonate * AS_CACO3.carbonate,
	sulphate: ions.sulphate,
	silica: ions.silica,
})

/** A design someone else published, with its own array held fixed and the figures it reports. */
export type WorkedExample = {
	name: string
	/** Where the figures are published; docs/sizing.md gives the full reference. */
	source: string
	element: ElementModel
	array: readonly number[]
	/** One count for every stage, or one per stage. */
	elementsPerVessel: number | readonly number[]
	/** °C */
	temperature: number
	/** mg/L */
	tds: number
	recovery: number
	/** m³/h of permeate */
	permeate: number
	/** Its raw water's analysis as the design takes one. */
	analysis?: IonAnalysis
	/** bar its design program holds on the permeate and loses before each stage, where it states them. */
	pipework?: Pick<TrainConditions, 'permeatePressure' | 'stageInletLoss'>
	published: { feedPressure: number; permeateTds?: number; boron?: number }
}

export const workedExamples: readonly WorkedExample[] = [
	{
		name: 'large brackish well water, 25 °C',
		source: 'DuPont WAVE report, BW30-400, 10 vessels of 6, flow factor 0.85',
		element: elementModel('brackish', '8-inch'),
		array: [10],
		elementsPerVessel: 6,
		temperature: 25,
		tds: 470,
		recovery: 0.75,
		permeate: 74.9,
		analysis: analysisOf({
			tds: 470.1,
			calcium: 82.4,
			magnesium: 9.04,
			bicarbonate: 240.4,
			carbonate: 1.05,
			sulphate: 62.69,
			silica: 60.7,
		}),
		published: { feedPressure: 13.1, permeateTds: 4.85 },
	},
	{
		name: 'seawater pilot, 15.6 °C (60 °F)',
		source: 'Affordable Desalination Collaboration pilot, 9.0 gfd, 48 % recovery, 885 psi',
		element: elementModel('seawater', '8-inch'),
		array: [1],
		elementsPerVessel: 7,
		temperature: 15.6,
		tds: 31_742,
		recovery: 0.48,
		// 9.0 gfd is 15.3 LMH over seven 41 m² elements.
		permeate: (15.3 * 7 * 41) / 1000,
		published: { feedPressure: 61.0, permeateTds: 156, boron: 0.8 },
	},
	{
		name: 'seawater plant, 28 °C',
		source:
			'Energy Recovery PX white paper, a 250 MLD projection at 42 % recovery, 57.5–58.1 bar at the membranes; its flux and element are not stated, so 15 LMH on seven SW30HRLE-440i is ours',
		element: elementModel('seawater', '8-inch'),
		array: [1],
		elementsPerVessel: 7,
		temperature: 28,
		tds: 42_000,
		recovery: 0.42,
		permeate: (15 * 7 * 41) / 1000,
		// The middle of the range it gives.
		published: { feedPressure: 57.8 },
	},
	{
		name: 'surface water after ultrafiltration, 25 °C',
		source:
			'DuPont ROSA 9.1 projection TEC-17-7, 3 vessels of 4 then 2 of 3 BW30HRLE-440i, 24 m³/h at 75 % with 2 m³/h of concentrate recirculated, flow factor 0.85',
		element: modelOf({
			name: 'FilmTec BW30HRLE-440i',
			family: 'brackish',
			size: '8-inch',
			area: 40.9,
			maxPressure: 41,
			test: { permeatePerDay: 47.9, pressure: 10.3, tds: 2000, recovery: 0.15, rejection: 0.993 },
		}),
		array: [3, 2],
		elementsPerVessel: [4, 3],
		temperature: 25,
		// The pump's 26 m³/h: 24 of raw water at 680 mg/L and 2 of recirculated concentrate.
		tds: 832.3,
		recovery: 18 / 26,
		permeate: 18,
		analysis: analysisOf({
			tds: 680.09,
			calcium: 104.21,
			magnesium: 24.31,
			bicarbonate: 414.83,
			carbonate: 7.21,
			sulphate: 36.8,
			silica: 0,
		}),
		pipework: { permeatePressure: 0.5, stageInletLoss: 0.34 },
		published: { feedPressure: 6.76, permeateTds: 18.3 },
	},
]
