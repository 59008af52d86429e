import { type FillingInput, largestOutput, type OutputUnit } from './filling.ts'
import {
	type Container,
	containers,
	fillsContainer,
	type Product,
	products,
} from './filling-rules.ts'
import type { RefusalWords } from './sizing-params.ts'
import { hasAny, oneOf, type Parsed, readNumber, searchOf } from './sizing-params.ts'

// The filling line's inputs in the URL, read and refused field by field like the water tool's, in a
// module of their own so the water tool's page does not carry the filling line's rules.

export const fillingFields = ['product', 'container', 'output', 'unit'] as const
export type FillingField = (typeof fillingFields)[number]

export const outputUnits = ['bph', 'bpm'] as const satisfies readonly OutputUnit[]

export function parseFillingParams(
	params: URLSearchParams,
	words: RefusalWords,
): Parsed<FillingInput, FillingField> {
	if (!hasAny(params, fillingFields)) return { state: 'empty' }
	const errors: Partial<Record<FillingField, string>> = {}
	const product = oneOf<Product>(products, params.get('product'))
	if (!product) errors.product = words.product
	const container = oneOf<Container>(containers, params.get('container'))
	if (!container) errors.container = words.container
	else if (product && !fillsContainer(product, container)) {
		errors.container = words.jarWaterOnly
	}
	const unit = oneOf<OutputUnit>(outputUnits, params.get('unit')) ?? 'bph'
	const perHour = largestOutput(container ?? '500ml', product ?? 'water')
	const output = readNumber(
		params,
		'output',
		{
			min: 0,
			max: unit === 'bpm' ? Math.floor(perHour / 60) : perHour,
			unit: unit === 'bpm' ? words.bottlesPerMinute : words.bottlesPerHour,
			exclusiveMin: true,
		},
		words,
	)
	if ('error' in output) errors.output = output.error
	if (!product || !container || errors.container || 'error' in output) {
		return { state: 'invalid', errors }
	}
	return { state: 'valid', input: { product, container, output: output.value, unit } }
}

/** The query that gives a filling line's inputs back. */
export const fillingSearch = (input: Partial<FillingInput>) =>
	searchOf(fillingFields, {
		product: input.product,
		container: input.container,
		output: input.output,
		unit: input.unit,
	})
