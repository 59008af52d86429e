import { type FillingDesign, type FillingInput, sizeFillingLine } from '#app/lib/sizing/filling.ts'
import {
	type FillingField,
	type Parsed,
	parseFillingParams,
	parseWaterParams,
	type WaterField,
} from '#app/lib/sizing/sizing-params.ts'
import { sizeWaterPlant, type WaterDesign, type WaterInput } from '#app/lib/sizing/water.ts'

/**
 * What a calculator's query gives: the query itself, the inputs or the fields' errors, and the design
 * when the inputs are valid. The page renders it, whether a server computed it from the request or
 * the browser from its address, so both render the same.
 */
export type SizingState<Input, Field extends string, Design> = {
	search: string
	parsed: Parsed<Input, Field>
	design?: Design
}

export type WaterSizingState = SizingState<WaterInput, WaterField, WaterDesign>
export type FillingSizingState = SizingState<FillingInput, FillingField, FillingDesign>

const resultOf =
	<Input, Field extends string, Design>(
		parse: (params: URLSearchParams) => Parsed<Input, Field>,
		size: (input: Input) => Design,
	) =>
	(params: URLSearchParams): SizingState<Input, Field, Design> => {
		const parsed = parse(params)
		return {
			search: params.toString(),
			parsed,
			design: parsed.state === 'valid' ? size(parsed.input) : undefined,
		}
	}

export const waterResult: (params: URLSearchParams) => WaterSizingState = resultOf(
	parseWaterParams,
	sizeWaterPlant,
)
export const fillingResult: (params: URLSearchParams) => FillingSizingState = resultOf(
	parseFillingParams,
	sizeFillingLine,
)

/** The query of a loader's request, which holds a calculator's inputs. */
export const queryOf = (request: Request) => new URL(request.url).searchParams
