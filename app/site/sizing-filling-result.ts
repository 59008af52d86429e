import { type FillingDesign, type FillingInput, sizeFillingLine } from '#app/lib/sizing/filling.ts'
import { type FillingField, parseFillingParams } from '#app/lib/sizing/filling-params.ts'
import { resultOf, type SizingState } from './sizing-result.ts'

export type FillingSizingState = SizingState<FillingInput, FillingField, FillingDesign>

export const fillingResult = resultOf(parseFillingParams, sizeFillingLine)
