import type { SewageDesign, SewageInput } from '#app/lib/sizing/sewage.ts'
import { parseSewageParams, type SewageField } from '#app/lib/sizing/sewage-params.ts'
import { lazyResultOf, type SizingState } from './sizing-result.ts'

export type SewageSizingState = SizingState<SewageInput, SewageField, SewageDesign>

/** The sewage tool's result for its route loaders, its design rules loaded on demand. */
export const sewageResult = lazyResultOf(
	parseSewageParams,
	async () => (await import('#app/lib/sizing/sewage.ts')).sizeSewagePlant,
)
