import { expect, test } from 'vitest'
import { sizingShared } from '#app/content/plant-sizing-words.ts'
import { largestOutput } from './filling.ts'
import { parseFillingParams } from './filling-params.ts'
import { parseWaterParams, typicalFields, waterSearch } from './sizing-params.ts'
import { sizeWaterPlant } from './water.ts'
import { typicalWater } from './water-rules.ts'
import { publishedWellWater } from './worked-examples.ts'

const { refusals } = sizingShared

const valid = Object.fromEntries(new URLSearchParams(waterSearch(publishedWellWater)))
const water = (changes: Record<string, string> = {}) =>
	parseWaterParams(new URLSearchParams({ ...valid, ...changes }), refusals)

test('a URL without inputs is an empty form, not a list of errors', () => {
	expect(parseWaterParams(new URLSearchParams(), refusals)).toEqual({ state: 'empty' })
	expect(parseFillingParams(new URLSearchParams(), refusals)).toEqual({ state: 'empty' })
})

test("the inputs in a URL become the design inputs, and a design's inputs become its URL", () => {
	expect(water()).toEqual({ state: 'valid', input: publishedWellWater })
})

test.each([
	['tds', '49'],
	['tds', '45001'],
	['hardness', '-1'],
	['hardness', '10001'],
	['turbidity', '501'],
	['iron', '20.5'],
	['temperature', '4'],
	['temperature', '46'],
	['demand', '0'],
	['demand', '10001'],
	['hours', '25'],
	['tds', 'salty'],
	['tds', ''],
	['ph', '3.9'],
	['ph', '10.1'],
	['silica', '151'],
	['sdi', 'clear'],
	['manganese', '-0.1'],
	['manganese', '10.5'],
	['temperatureRange', '-1'],
	['temperatureRange', '21'],
	['boron', '0.4'],
	['boron', '10.5'],
	['sourceFlow', '0'],
	['sourceFlow', '2001'],
])('%s = "%s" is refused on its own field and nothing is computed', (field, value) => {
	const parsed = water({ [field]: value })
	expect(parsed.state).toBe('invalid')
	if (parsed.state === 'invalid') expect(Object.keys(parsed.errors)).toEqual([field])
})

test('an analysis figure left empty is not known: the inputs carry none, and a given one comes back from the URL', () => {
	expect(water({ ph: '', silica: '' })).toEqual({ state: 'valid', input: publishedWellWater })
	const given = { ...publishedWellWater, ph: 8.1, silica: 35, manganese: 0.2 }
	expect(parseWaterParams(new URLSearchParams(waterSearch(given)), refusals)).toEqual({
		state: 'valid',
		input: given,
	})
})

test('a demand in litres per hour is limited to 10,000 m³ over the hours run', () => {
	expect(water({ unit: 'lph', demand: '500000', hours: '20' }).state).toBe('valid')
	expect(water({ unit: 'lph', demand: '500001', hours: '20' }).state).toBe('invalid')
})

test('a demand in m³ per hour is the same plant as its day over the hours run, limited to 10,000 m³ a day', () => {
	// 2 m³/h over 20 hours is 40 m³ a day.
	const hourly = water({ unit: 'm3h', demand: '2', hours: '20' })
	const daily = water({ unit: 'm3d', demand: '40', hours: '20' })
	if (hourly.state !== 'valid' || daily.state !== 'valid') throw new Error('both are valid inputs')
	expect(sizeWaterPlant(hourly.input)).toEqual(sizeWaterPlant(daily.input))
	expect(water({ unit: 'm3h', demand: '500', hours: '20' }).state).toBe('valid')
	expect(water({ unit: 'm3h', demand: '500.1', hours: '20' })).toMatchObject({
		state: 'invalid',
		errors: { demand: expect.stringContaining('m³ per hour over 20 hours') },
	})
})

test('a demand under 1 m³ a day is refused on its field, so 0.001 L/h never becomes the smallest plant', () => {
	expect(water({ unit: 'lph', demand: '0.001', hours: '20' })).toMatchObject({
		state: 'invalid',
		errors: { demand: expect.any(String) },
	})
	expect(water({ unit: 'm3d', demand: '0.9' }).state).toBe('invalid')
	// 50 L/h over 20 hours is the 1 m³ a day the tool starts from.
	expect(water({ unit: 'lph', demand: '50', hours: '20' }).state).toBe('valid')
	expect(water({ unit: 'm3d', demand: '1' }).state).toBe('valid')
})

test('a day made in a few hours may not ask for more than 500 m³/h: 10,000 m³ a day at one hour a day is refused on the demand field', () => {
	const parsed = water({ unit: 'm3d', demand: '10000', hours: '1' })
	expect(parsed.state).toBe('invalid')
	if (parsed.state === 'invalid') expect(Object.keys(parsed.errors)).toEqual(['demand'])
	expect(water({ unit: 'm3d', demand: '500', hours: '1' }).state).toBe('valid')
	expect(water({ unit: 'm3d', demand: '10000', hours: '20' }).state).toBe('valid')
	expect(water({ unit: 'lph', demand: '500001', hours: '4' }).state).toBe('invalid')
})

test('operating hours default to 20 when left empty', () => {
	const parsed = water({ hours: '' })
	expect(parsed.state === 'valid' && parsed.input.hoursPerDay).toBe(20)
})

test('a filling output above what the largest lines make for its container is refused on the output field', () => {
	const filling = (output: number, container = '500ml', unit = 'bph') =>
		parseFillingParams(
			new URLSearchParams({ product: 'water', container, output: String(output), unit }),
			refusals,
		)
	const largest = largestOutput('500ml', 'water')
	expect(filling(largest).state).toBe('valid')
	expect(filling(largest + 1)).toMatchObject({
		state: 'invalid',
		errors: { output: expect.any(String) },
	})
	expect(filling(0).state).toBe('invalid')
	expect(filling(Math.floor(largest / 60) + 1, '500ml', 'bpm').state).toBe('invalid')
})

test('a temperature range left empty keeps the default band; a given one comes back from the URL', () => {
	expect(water({ temperatureRange: '' })).toEqual({ state: 'valid', input: publishedWellWater })
	const given = { ...publishedWellWater, temperatureRange: 8 }
	expect(parseWaterParams(new URLSearchParams(waterSearch(given)), refusals)).toEqual({
		state: 'valid',
		input: given,
	})
})

test("a borewell owner who knows only the TDS and the demand gets a design: hardness, turbidity, iron and temperature left empty take the source's typical water, as if typed in", () => {
	const parsed = parseWaterParams(
		new URLSearchParams('source=borewell&tds=1200&demand=20&unit=m3d'),
		refusals,
	)
	if (parsed.state !== 'valid') throw new Error(`refused: ${JSON.stringify(parsed)}`)
	for (const field of typicalFields) expect(parsed.input[field], field).toBeUndefined()
	const typical = typicalWater.borewell
	const typed = {
		...parsed.input,
		hardness: 1200 * typical.hardnessShareOfTds,
		turbidity: typical.turbidity,
		iron: typical.iron,
		temperature: typical.temperature,
	}
	expect(sizeWaterPlant(parsed.input)).toEqual(sizeWaterPlant(typed))
	// The link a result shares keeps them not known, rather than turning the assumption into a figure.
	expect(waterSearch(parsed.input)).not.toMatch(/hardness|turbidity|iron|temperature/)
})

test('a carbonated drink or a juice in a 20-litre jar is refused on the container field; water in one is sized', () => {
	for (const product of ['carbonated', 'juice']) {
		const parsed = parseFillingParams(
			new URLSearchParams({ product, container: '20l', output: '100', unit: 'bph' }),
			refusals,
		)
		expect(parsed.state, product).toBe('invalid')
		if (parsed.state === 'invalid') expect(Object.keys(parsed.errors)).toEqual(['container'])
	}
	const water = parseFillingParams(
		new URLSearchParams({ product: 'water', container: '20l', output: '100', unit: 'bph' }),
		refusals,
	)
	expect(water.state).toBe('valid')
})
