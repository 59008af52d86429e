import { type SewageDesign, type SewageInput, sizeSewagePlant } from '#app/lib/sizing/sewage.ts'
import { parseSewageParams, type SewageField } from '#app/lib/sizing/sewage-params.ts'
import { resultOf, type SizingState } from './sizing-result.ts'

export type SewageSizingState = SizingState<SewageInput, SewageField, SewageDesign>

export const sewageResult = resultOf(parseSewageParams, sizeSewagePlant)
