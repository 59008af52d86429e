import { fill } from '../fill.ts'
import type { SewageInput } from './sewage.ts'
import { fewestOccupants } from './sewage-flow.ts'
import {
	type Building,
	buildings,
	flowRange,
	occupancy,
	type Reuse,
	reuses,
	type Standard,
	standards,
	type Technology,
	technologies,
} from './sewage-rules.ts'
import {
	hasAny,
	oneOf,
	type Parsed,
	type RefusalWords,
	readNumber,
	searchOf,
} from './sizing-params.ts'

// The sewage plant's inputs in the URL, read and refused field by field like the other tools'.

export const sewageFields = [
	'building',
	'count',
	'flow',
	'standard',
	'reuse',
	'space',
	'technology',
] as const
export type SewageField = (typeof sewageFields)[number]

export const technologyChoices = ['auto', ...technologies] as const satisfies readonly (
	| Technology
	| 'auto'
)[]

/** The most occupants the count field takes: the flow then leaves the tool's range (a referral). */
const MOST_OCCUPANTS = 1_000_000
/** m² the space field takes. */
const spaceRange = { min: 10, max: 100_000 } as const

export function parseSewageParams(
	params: URLSearchParams,
	words: RefusalWords,
): Parsed<SewageInput, SewageField> {
	if (!hasAny(params, sewageFields)) return { state: 'empty' }
	const errors: Partial<Record<SewageField, string>> = {}
	const building = oneOf<Building>(buildings, params.get('building'))
	if (!building) errors.building = words.building
	const standard = oneOf<Standard>(standards, params.get('standard')) ?? standards[0]
	const reuse = oneOf<Reuse>(reuses, params.get('reuse')) ?? reuses[0]
	const technology =
		oneOf<Technology | 'auto'>(technologyChoices, params.get('technology')) ?? 'auto'
	const given = (field: SewageField) => Boolean(params.get(field)?.trim())
	let count: number | undefined
	let flow: number | undefined
	if (given('flow')) {
		const result = readNumber(params, 'flow', { ...flowRange, unit: 'KLD' }, words)
		if ('error' in result) errors.flow = result.error
		else flow = result.value
	} else if (building && building !== 'industrial') {
		const occupants = words.occupants[occupancy[building].occupant]
		const fewest = fewestOccupants(building)
		const unit = fill(words.fewestOccupants, { occupants, fewest, flow: flowRange.min })
		const result = readNumber(params, 'count', { min: fewest, max: MOST_OCCUPANTS, unit }, words)
		if (!given('count')) errors.count = fill(words.countMissing, { occupants })
		else if ('error' in result) errors.count = result.error
		else if (!Number.isInteger(result.value)) errors.count = fill(words.wholeNumber, { occupants })
		else count = result.value
	}
	let space: number | undefined
	if (given('space')) {
		const result = readNumber(params, 'space', { ...spaceRange, unit: 'm²' }, words)
		if ('error' in result) errors.space = result.error
		else space = result.value
	}
	if (!building || Object.keys(errors).length > 0) return { state: 'invalid', errors }
	return {
		state: 'valid',
		input: { building, count, flow, standard, reuse, space, technology },
	}
}

/** The query that gives a sewage plant's inputs back. */
export const sewageSearch = (input: Partial<SewageInput>) =>
	searchOf(sewageFields, {
		building: input.building,
		count: input.count,
		flow: input.flow,
		standard: input.standard,
		reuse: input.reuse,
		space: input.space,
		technology: input.technology,
	})
