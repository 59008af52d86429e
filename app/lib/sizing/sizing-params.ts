import { fill, type Template } from '../fill.ts'
import { formatNumber } from './format.ts'
import type { WaterChemistry } from './scaling.ts'
import type { Occupant } from './sewage-rules.ts'
import type { DemandUnit, WaterInput } from './water.ts'
import {
	DEFAULT_HOURS,
	DEFAULT_STANDARD,
	type DrinkingStandard,
	drinkingStandards,
	type WaterSource,
	waterRanges,
	waterSources,
} from './water-rules.ts'

// A design's inputs live in the URL, so a reload or a shared link shows the same result. These read
// the URL's query and refuse out-of-range values field by field: nothing is computed then.

/**
 * How each tool words a refused figure, in the page's language: the plant-sizing words of the
 * content, handed in by the page, since the rules here read no content.
 */
export type RefusalWords = {
	value: Template<'range'>
	number: Template<'range'>
	from: Template<'min' | 'max' | 'unit'>
	above: Template<'min' | 'max' | 'unit'>
	source: string
	product: string
	container: string
	jarWaterOnly: string
	building: string
	countMissing: Template<'occupants'>
	wholeNumber: Template<'occupants'>
	fewestOccupants: Template<'occupants' | 'fewest' | 'flow'>
	occupants: Readonly<Record<Occupant, string>>
	hours: string
	perDay: Template<'hours'>
	litresPerHour: Template<'hours'>
	cubicMetresPerHour: Template<'hours'>
	bottlesPerHour: string
	bottlesPerMinute: string
}

/** A calculator's reading of its query, which words a refused figure in the page's language. */
export type Parse<Input, Field extends string> = (
	params: URLSearchParams,
	words: RefusalWords,
) => Parsed<Input, Field>

export type Parsed<Input, Field extends string> =
	| { state: 'empty' }
	| { state: 'invalid'; errors: Partial<Record<Field, string>> }
	| { state: 'valid'; input: Input }

/** The analysis a visitor may leave out: an empty field takes the typical value. */
export const chemistryFields = [
	'ph',
	'alkalinity',
	'calcium',
	'sulphate',
	'silica',
	'sdi',
	'manganese',
	'boron',
] as const satisfies readonly (keyof WaterChemistry)[]
export type ChemistryField = (typeof chemistryFields)[number]

/** The figures a visitor may leave "not known" that the source's typical water then gives. */
export const typicalFields = ['hardness', 'turbidity', 'iron', 'temperature'] as const
export type TypicalField = (typeof typicalFields)[number]

export const waterFields = [
	'source',
	'standard',
	'tds',
	'hardness',
	'turbidity',
	'iron',
	'temperature',
	'temperatureRange',
	'demand',
	'unit',
	'hours',
	'sourceFlow',
	...chemistryFields,
] as const
export type WaterField = (typeof waterFields)[number]

export const demandUnits = ['lph', 'm3h', 'm3d'] as const satisfies readonly DemandUnit[]

/**
 * Fields an empty value leaves to a stated default: the analysis (the source's typical water), how
 * far the temperature swings, and what the source can give (all the plant draws).
 */
const optionalFields = [
	...typicalFields,
	...chemistryFields,
	'temperatureRange',
	'sourceFlow',
] as const
type OptionalField = (typeof optionalFields)[number]

/**
 * The figures a design cannot be made without, marked on the form: every other field is a choice
 * with a default, the hours a day (20 when empty) or an optional figure.
 */
export const requiredWaterFields: readonly WaterField[] = ['tds', 'demand']

const optionalUnits: Readonly<Record<OptionalField, string>> = {
	hardness: 'mg/L',
	turbidity: 'NTU',
	iron: 'mg/L',
	temperature: '°C',
	ph: '',
	alkalinity: 'mg/L as CaCO₃',
	calcium: 'mg/L as CaCO₃',
	sulphate: 'mg/L',
	silica: 'mg/L',
	sdi: '',
	manganese: 'mg/L',
	boron: 'mg/L',
	temperatureRange: '°C',
	sourceFlow: 'm³/h',
}

export const oneOf = <Option extends string>(options: readonly Option[], value: string | null) =>
	options.find((option) => option === value)

export type NumberRule = { min: number; max: number; unit: string; exclusiveMin?: boolean }

export type NumberResult = { error: string } | { value: number }

export function readNumber(
	params: URLSearchParams,
	name: string,
	rule: NumberRule,
	words: RefusalWords,
): NumberResult {
	const text = params.get(name)?.trim() ?? ''
	const bounds = { min: formatNumber(rule.min), max: formatNumber(rule.max), unit: rule.unit }
	// A figure without a unit (pH, SDI) leaves no gap where the unit would be.
	const range = fill(rule.exclusiveMin ? words.above : words.from, bounds)
		.replace(/\s+/g, ' ')
		.trim()
	if (text === '') return { error: fill(words.value, { range }) }
	const value = Number(text)
	if (!Number.isFinite(value)) return { error: fill(words.number, { range }) }
	const tooLow = rule.exclusiveMin ? value <= rule.min : value < rule.min
	if (tooLow || value > rule.max) return { error: fill(words.value, { range }) }
	return { value }
}

export const hasAny = (params: URLSearchParams, fields: readonly string[]) =>
	fields.some((field) => params.has(field))

/**
 * The demand's range: a daily volume, and a flow while the plant runs, so a flow in litres per hour is
 * checked over the hours run and a day's volume made in a few hours may not ask for a vast plant.
 */
export function demandRule(unit: DemandUnit, hoursPerDay: number, words: RefusalWords): NumberRule {
	const { dailyDemand, permeateFlow } = waterRanges
	const daily = {
		min: dailyDemand.min,
		max: Math.min(dailyDemand.max, permeateFlow.max * hoursPerDay),
	}
	const hours = formatNumber(hoursPerDay)
	if (unit === 'm3d') return { ...daily, unit: fill(words.perDay, { hours }) }
	// A flow while the plant runs: the day's volume spread over the hours run.
	const litres = unit === 'lph' ? 1000 : 1
	return {
		min: (daily.min * litres) / hoursPerDay,
		max: (daily.max * litres) / hoursPerDay,
		unit: fill(unit === 'lph' ? words.litresPerHour : words.cubicMetresPerHour, { hours }),
	}
}

export function parseWaterParams(
	params: URLSearchParams,
	words: RefusalWords,
): Parsed<WaterInput, WaterField> {
	if (!hasAny(params, waterFields)) return { state: 'empty' }
	const errors: Partial<Record<WaterField, string>> = {}
	const source = oneOf<WaterSource>(waterSources, params.get('source'))
	if (!source) errors.source = words.source
	const unit = oneOf<DemandUnit>(demandUnits, params.get('unit')) ?? 'm3d'
	const standard =
		oneOf<DrinkingStandard>(drinkingStandards, params.get('standard')) ?? DEFAULT_STANDARD
	const numbers = {
		tds: readNumber(params, 'tds', { ...waterRanges.tds, unit: 'mg/L' }, words),
		hours: params.get('hours')?.trim()
			? readNumber(params, 'hours', { ...waterRanges.hours, unit: words.hours }, words)
			: ({ value: DEFAULT_HOURS } as NumberResult),
	}
	for (const [field, result] of Object.entries(numbers)) {
		if ('error' in result) errors[field as WaterField] = result.error
	}
	const hoursPerDay = 'value' in numbers.hours ? numbers.hours.value : DEFAULT_HOURS
	const demand = readNumber(params, 'demand', demandRule(unit, hoursPerDay, words), words)
	if ('error' in demand) errors.demand = demand.error
	const optional: Partial<Pick<WaterInput, OptionalField>> = {}
	for (const field of optionalFields) {
		if (!params.get(field)?.trim()) continue
		const rule = { ...waterRanges[field], unit: optionalUnits[field] }
		const result = readNumber(params, field, rule, words)
		if ('error' in result) errors[field] = result.error
		else optional[field] = result.value
	}
	if (
		optionalFields.some((field) => errors[field]) ||
		!source ||
		'error' in demand ||
		'error' in numbers.tds ||
		'error' in numbers.hours
	) {
		return { state: 'invalid', errors }
	}
	const input: WaterInput = {
		source,
		tds: numbers.tds.value,
		demand: demand.value,
		unit,
		hoursPerDay: numbers.hours.value,
		standard,
		...optional,
	}
	return { state: 'valid', input }
}

/** The query that gives these inputs back: what a shared link and a pre-filled form carry. */
export function waterSearch(input: Partial<WaterInput>) {
	const values: Record<WaterField, unknown> = {
		source: input.source,
		standard: input.standard,
		tds: input.tds,
		hardness: input.hardness,
		turbidity: input.turbidity,
		iron: input.iron,
		temperature: input.temperature,
		temperatureRange: input.temperatureRange,
		demand: input.demand,
		unit: input.unit,
		hours: input.hoursPerDay,
		sourceFlow: input.sourceFlow,
		ph: input.ph,
		alkalinity: input.alkalinity,
		calcium: input.calcium,
		sulphate: input.sulphate,
		silica: input.silica,
		sdi: input.sdi,
		manganese: input.manganese,
		boron: input.boron,
	}
	return searchOf(waterFields, values)
}

export function searchOf<Field extends string>(
	fields: readonly Field[],
	values: Record<Field, unknown>,
) {
	const params = new URLSearchParams()
	for (const field of fields) {
		const value = values[field]
		if (value !== undefined) params.set(field, String(value))
	}
	return `?${params}`
}
