import { parseWaterParams, type WaterField } from '#app/lib/sizing/sizing-params.ts'
import type { WaterDesign, WaterInput } from '#app/lib/sizing/water.ts'
import { lazyResultOf, type SizingState } from './sizing-result.ts'

export type WaterSizingState = SizingState<WaterInput, WaterField, WaterDesign>

/** The water tool's result for its route loaders, its element-by-element model loaded on demand. */
export const waterResult = lazyResultOf(
	parseWaterParams,
	async () => (await import('#app/lib/sizing/water.ts')).sizeWaterPlant,
)
