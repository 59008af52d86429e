import { parseWaterParams, type WaterField } from '#app/lib/sizing/sizing-params.ts'
import type { WaterDesign, WaterInput } from '#app/lib/sizing/water.ts'
import type { SizingState } from './sizing-result.ts'

export type WaterSizingState = SizingState<WaterInput, WaterField, WaterDesign>

/**
 * The water tool's result for its route loaders. The design rules (the element-by-element model) load
 * only when the query holds valid inputs, so the page opens without them.
 */
export async function waterResult(params: URLSearchParams): Promise<WaterSizingState> {
	const parsed = parseWaterParams(params)
	const search = params.toString()
	if (parsed.state !== 'valid') return { search, parsed }
	const { sizeWaterPlant } = await import('#app/lib/sizing/water.ts')
	return { search, parsed, design: sizeWaterPlant(parsed.input) }
}
