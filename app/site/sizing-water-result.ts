import { parseWaterParams, type WaterField } from '#app/lib/sizing/sizing-params.ts'
import { sizeWaterPlant, type WaterDesign, type WaterInput } from '#app/lib/sizing/water.ts'
import { resultOf, type SizingState } from './sizing-result.ts'

export type WaterSizingState = SizingState<WaterInput, WaterField, WaterDesign>

export const waterResult: (params: URLSearchParams) => WaterSizingState = resultOf(
	parseWaterParams,
	sizeWaterPlant,
)
