import { mkdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { sizingCallout, uiText } from '../app/content/copy.ts'
import { fillingLabels, fillingResultLabels } from '../app/content/filling-sizing-words.ts'
import { pages } from '../app/content/pages.ts'
import { waterSourceLabels } from '../app/content/plant-sizing.ts'
import { diagramWords, sizingShared } from '../app/content/plant-sizing-words.ts'
import { quoteCallToAction, quoteWaterSourceLabels } from '../app/content/quote.ts'
import { capacityUnitLabels } from '../app/content/quote-choices.ts'
import { findService, servicePath, services } from '../app/content/services.ts'
import { sewageLabels } from '../app/content/sewage-sizing-words.ts'
import {
	limitingFactorLabels,
	waterResultLabels,
	waterWarningText,
} from '../app/content/water-result-words.ts'
import { waterLabels } from '../app/content/water-sizing-words.ts'
import { fill } from '../app/lib/fill.ts'
import { QUOTE_PATH } from '../app/lib/quote-address.ts'
import { sizeFillingLine } from '../app/lib/sizing/filling.ts'
import { fillingSearch, parseFillingParams } from '../app/lib/sizing/filling-params.ts'
import { formatFixed, formatNumber } from '../app/lib/sizing/format.ts'
import { sewageSearch } from '../app/lib/sizing/sewage-params.ts'
import {
	parseWaterParams,
	typicalFields,
	waterFields,
	waterSearch,
} from '../app/lib/sizing/sizing-params.ts'
import { designWater, sizeWaterPlant } from '../app/lib/sizing/water.ts'
import { publishedWellWater } from '../app/lib/sizing/worked-examples.ts'
import { recommendedFillingPlant, recommendedWaterPlant } from '../app/site/plant-sizing.ts'
import { readQuotePrefill } from '../app/site/quote-link.ts'
import { inlineScriptHashes, securityHeaders } from '../app/site/security-headers.ts'
import { sizingToolFor } from '../app/site/sizing-tools.ts'
import { waterNotKnownHints } from '../app/site/sizing-water-hints.ts'
import { waterValidityText } from '../app/site/sizing-water-rows.ts'
import { expect, test, waitForHydration } from './support/fixtures.ts'
import {
	axeViolations,
	recreatedElements,
	rememberPrerenderedElements,
	resultValue,
} from './support/page-checks.ts'

const waterPath = pages.plantSizingWater.path
const fillingPath = pages.plantSizingFilling.path
const beachWell = {
	...publishedWellWater,
	source: 'seawater-beach-well' as const,
	tds: 35_000,
	hardness: 6000,
}
/** A seawater plant large enough for an energy recovery device. */
const seawater = { ...beachWell, demand: 240, hoursPerDay: 24 }
/** A brackish plant small enough to recirculate concentrate. */
const smallBrackish = { ...publishedWellWater, tds: 1000, demand: 1000, unit: 'lph' as const }
/** Warm seawater with the most boron the form takes: its first pass passes more than the guideline. */
const highBoronSeawater = {
	...seawater,
	source: 'seawater-open-intake' as const,
	tds: 30_000,
	temperature: 35,
	demand: 200,
	boron: 10,
}
const sharedWaterUrl = `${waterPath}${waterSearch(publishedWellWater)}`
const screenshots = new URL('../screenshots/', import.meta.url).pathname

/**
 * What the quote form would read from the result's hand-off link, and the address of the result the
 * browser shows, which the link must carry.
 */
async function handOff(page: Page) {
	const link = page.getByRole('link', { name: quoteCallToAction.fromSizing })
	await expect(link).toBeVisible()
	const target = new URL((await link.getAttribute('href')) ?? '', page.url())
	const shown = new URL(page.url())
	expect(target.pathname).toBe(QUOTE_PATH)
	return {
		prefill: readQuotePrefill(target.searchParams),
		address: `${shown.pathname}${shown.search}`,
	}
}

const numberFieldNames = waterFields.filter(
	(field) => field !== 'source' && field !== 'standard' && field !== 'unit',
)

test.describe('water-treatment sizing', () => {
	test('each field refuses an out-of-range value with a message on that field, and nothing is computed', async ({
		page,
		openHydrated,
	}) => {
		const outOfRange: Partial<Record<(typeof waterFields)[number], string>> = {
			tds: '45001',
			hardness: '10001',
			turbidity: '501',
			iron: '21',
			temperature: '4',
			temperatureRange: '21',
			demand: '0',
			hours: '25',
			ph: '10.5',
			alkalinity: '1001',
			calcium: '5001',
			sulphate: '10001',
			silica: '151',
			sdi: '7',
			manganese: '10.5',
			boron: '10.5',
			sourceFlow: '2001',
		}
		for (const field of numberFieldNames) {
			const params = new URLSearchParams(waterSearch(publishedWellWater))
			params.set(field, outOfRange[field] ?? '')
			const parsed = parseWaterParams(params, sizingShared.refusals)
			const message = parsed.state === 'invalid' ? parsed.errors[field] : undefined
			expect(message, field).toBeDefined()
			await openHydrated(`${waterPath}?${params}`)
			const input = page.getByLabel(waterLabels[field], { exact: true })
			await expect(input, field).toHaveAttribute('aria-invalid', 'true')
			// An analysis field is described by its "not known" hint, then its message.
			const hint = (waterNotKnownHints() as Partial<Record<string, string>>)[field]
			await expect(input, field).toHaveAccessibleDescription(
				hint ? `${hint} ${message}` : (message ?? ''),
			)
			await expect(page.getByText(message ?? '', { exact: true }), field).toBeVisible()
			await expect(page.locator('[aria-invalid="true"]'), field).toHaveCount(1)
			await expect(
				page.getByRole('heading', { name: sizingShared.resultTitle }),
				field,
			).toHaveCount(0)
		}
	})

	test('sending the form puts the inputs in the URL and moves focus to the first field in error, or to the design', async ({
		page,
		openHydrated,
	}) => {
		await openHydrated(waterPath)
		const example = new URLSearchParams(waterSearch(publishedWellWater))
		// The example's figures; the folded analysis it leaves out stays folded and empty.
		for (const field of numberFieldNames.filter((name) => example.has(name))) {
			await page.getByLabel(waterLabels[field], { exact: true }).fill(example.get(field) ?? '')
		}
		const demand = page.getByLabel(waterLabels.demand, { exact: true })
		await demand.fill('0')
		await page.getByRole('button', { name: waterLabels.submit }).click()
		await expect(demand).toBeFocused()
		await expect(demand).toHaveAttribute('aria-invalid', 'true')
		await demand.fill(example.get('demand') ?? '')
		await page.getByRole('button', { name: waterLabels.submit }).click()
		// The analysis fields left empty travel as empty values, which stand for "not known".
		await expect
			.poll(() => {
				const url = new URL(page.url())
				const given = [...url.searchParams].filter(([, value]) => value !== '')
				return `${url.pathname}?${new URLSearchParams(given)}`
			})
			.toBe(`${waterPath}?${example}`)
		await expect(page.getByRole('heading', { name: sizingShared.resultTitle })).toBeFocused()
		const design = sizeWaterPlant(publishedWellWater)
		await expect(resultValue(page, waterResultLabels.elements)).toContainText(
			String(design.elements),
		)
	})

	test('the detailed analysis is folded under one disclosure; its fields say what an empty one assumes; a figure given goes into the URL, changes the design and keeps them unfolded', async ({
		page,
		openHydrated,
	}) => {
		await openHydrated(sharedWaterUrl)
		const silica = page.getByLabel(waterLabels.silica, { exact: true })
		await expect(silica).toBeHidden()
		await page.locator('summary', { hasText: waterLabels.analysis }).click()
		await expect(silica).toBeVisible()
		await expect(silica).toHaveValue('')
		await expect(silica).toHaveAccessibleDescription(waterNotKnownHints().silica)
		await silica.fill('60')
		await page.getByRole('button', { name: waterLabels.submit }).click()
		await expect(page).toHaveURL(/[?&]silica=60(&|$)/)
		await expect(resultValue(page, waterResultLabels.limitingFactor)).toHaveText(
			limitingFactorLabels.silica,
		)
		await expect(page.getByLabel(waterLabels.silica, { exact: true })).toBeVisible()
	})

	test('a demand given in m³ per hour sizes the same plant as its day over the hours run', async ({
		page,
		openHydrated,
	}) => {
		await openHydrated(sharedWaterUrl)
		const figures = [
			waterResultLabels.elements,
			waterResultLabels.feedFlow,
			waterResultLabels.feedPressure,
		]
		const shown = () => Promise.all(figures.map((term) => resultValue(page, term).innerText()))
		const daily = await shown()
		const hourly = publishedWellWater.demand / publishedWellWater.hoursPerDay
		await page
			.getByLabel(waterLabels.unit, { exact: true })
			.selectOption({ label: capacityUnitLabels.m3h })
		await page.getByLabel(waterLabels.demand, { exact: true }).fill(String(hourly))
		await page.getByRole('button', { name: waterLabels.submit }).click()
		const query = () => {
			const search = new URL(page.url()).searchParams
			return [search.get('demand'), search.get('unit')]
		}
		await expect.poll(query).toEqual([String(hourly), 'm3h'])
		await expect.poll(shown).toEqual(daily)
	})

	test('what the source can give, when it is less than the plant draws, sizes a raw-water tank or says a day is beyond the source', async ({
		page,
		openHydrated,
	}) => {
		await openHydrated(sharedWaterUrl)
		const sourceFlow = page.getByLabel(waterLabels.sourceFlow, { exact: true })
		await expect(sourceFlow).toHaveAccessibleDescription(waterNotKnownHints().sourceFlow)
		const { feedFlow } = sizeWaterPlant(publishedWellWater)
		const warnings = page
			.getByRole('region', { name: sizingShared.resultTitle })
			.getByRole('listitem')
		// Enough over a day, short while the plant runs; then short even around the clock.
		for (const given of [feedFlow * 0.9, feedFlow * 0.5]) {
			const rounded = Math.round(given * 10) / 10
			await sourceFlow.fill(String(rounded))
			await page.getByRole('button', { name: waterLabels.submit }).click()
			await expect(page).toHaveURL(new RegExp(`[?&]sourceFlow=${rounded}(&|$)`))
			const design = sizeWaterPlant({ ...publishedWellWater, sourceFlow: rounded })
			const warning = design.warnings.find((each) => each.kind.startsWith('source-'))
			if (!warning) throw new Error(`no warning about the source at ${rounded} m³/h`)
			expect(warning.kind).toBe(given === feedFlow * 0.9 ? 'source-needs-tank' : 'source-too-small')
			await expect(warnings.filter({ hasText: waterWarningText(warning) })).toHaveCount(1)
		}
	})

	test('a shared link shows the same design, and so does a reload', async ({
		page,
		openHydrated,
	}) => {
		const design = sizeWaterPlant(publishedWellWater)
		await openHydrated(sharedWaterUrl)
		for (const visit of ['shared link', 'reload']) {
			await expect(resultValue(page, waterResultLabels.vessels), visit).toHaveText(
				String(design.vessels),
			)
			await expect(resultValue(page, waterResultLabels.array), visit).toHaveText(
				design.array.join(':'),
			)
			await expect(resultValue(page, waterResultLabels.elements), visit).toContainText(
				String(design.elements),
			)
			await expect(page.getByLabel(waterLabels.tds, { exact: true }), visit).toHaveValue(
				String(publishedWellWater.tds),
			)
			await expect(
				resultValue(page, waterResultLabels.recommendedPlant).getByRole('link'),
				visit,
			).toHaveAttribute('href', /^\/services\//)
			if (visit === 'shared link') {
				await page.reload()
				await waitForHydration(page)
			}
		}
	})

	test('a shared result offers a quote filled in with its plant, demand, unit and water source, carrying its address', async ({
		page,
		openHydrated,
	}) => {
		const seawater = { ...beachWell, demand: 2500, unit: 'lph' as const }
		for (const input of [publishedWellWater, seawater]) {
			await openHydrated(`${waterPath}${waterSearch(input)}`)
			const { prefill, address } = await handOff(page)
			expect(prefill.sizing).toBe(address)
			expect(prefill.service).toBe(recommendedWaterPlant(input, sizeWaterPlant(input)).slug)
			await expect(
				resultValue(page, waterResultLabels.recommendedPlant).getByRole('link'),
			).toHaveAttribute('href', servicePath({ slug: prefill.service ?? '' }))
			expect(prefill.capacity).toBe(input.demand)
			expect(prefill.unit).toBe(input.unit)
			// The quote form names sources more broadly (any seawater is one), never differently.
			expect(prefill.source).toBeDefined()
			expect(waterSourceLabels[input.source]).toContain(
				quoteWaterSourceLabels[prefill.source ?? 'not-sure'],
			)
		}
		await page.emulateMedia({ media: 'print' })
		await expect(page.getByRole('link', { name: quoteCallToAction.fromSizing })).toBeHidden()
	})

	test('a result states the ranges its rules hold for, and a day made in one hour is refused on the demand field', async ({
		page,
		openHydrated,
	}) => {
		await openHydrated(sharedWaterUrl)
		await expect(
			page.getByRole('region', { name: sizingShared.resultTitle }).getByText(waterValidityText()),
		).toBeVisible()
		await openHydrated(
			`${waterPath}${waterSearch({ ...publishedWellWater, demand: 10_000, unit: 'm3d', hoursPerDay: 1 })}`,
		)
		await expect(page.getByLabel(waterLabels.demand, { exact: true })).toHaveAttribute(
			'aria-invalid',
			'true',
		)
		await expect(page.getByRole('heading', { name: sizingShared.resultTitle })).toHaveCount(0)
	})

	test('a hard drinkable water on 24-hour duty gets a twin-column softener, duty and standby, with its hardness leakage, in the list and the diagram', async ({
		page,
		openHydrated,
	}) => {
		const input = {
			...publishedWellWater,
			source: 'municipal' as const,
			tds: 420,
			hardness: 320,
			hoursPerDay: 24,
		}
		const softener = sizeWaterPlant(input).softener
		await openHydrated(`${waterPath}${waterSearch(input)}`)
		await expect(resultValue(page, waterResultLabels.columns)).toHaveText(
			waterResultLabels.twinColumns,
		)
		await expect(resultValue(page, waterResultLabels.hardnessLeakage)).toHaveText(
			fill(waterResultLabels.leakageBelow, {
				value: formatFixed(softener?.leakage ?? Number.NaN, 1),
			}),
		)
		await expect(page.getByRole('img', { name: sizingShared.diagramTitle })).toHaveAccessibleName(
			new RegExp(
				`${diagramWords.softener}: 2 × ${formatNumber(softener?.resinVolume ?? 0)} L resin`,
			),
		)
	})

	test('"Copy link" copies the address that restores the result', async ({
		page,
		context,
		openHydrated,
	}) => {
		await context.grantPermissions(['clipboard-read', 'clipboard-write'])
		await openHydrated(sharedWaterUrl)
		await page.getByRole('button', { name: sizingShared.copyLink }).click()
		await expect(
			page.getByRole('status').filter({ hasText: sizingShared.linkCopied }),
		).toBeVisible()
		expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())
	})

	test("the diagram draws every stage with as many vessels as the result's array, and says so in its text alternative", async ({
		page,
		openHydrated,
	}) => {
		// A seawater design has one stage, the well water two: both must match what the list says.
		for (const input of [publishedWellWater, beachWell]) {
			await openHydrated(`${waterPath}${waterSearch(input)}`)
			const array = (await resultValue(page, waterResultLabels.array).innerText())
				.split(':')
				.map(Number)
			const diagram = page.getByRole('img', { name: sizingShared.diagramTitle })
			const stages = diagram.locator('[data-stage]')
			await expect(stages).toHaveCount(array.length)
			for (const [index, vessels] of array.entries()) {
				await expect(stages.nth(index).locator('[data-vessel]')).toHaveCount(vessels)
				await expect(diagram).toHaveAccessibleName(
					new RegExp(`Stage ${index + 1} · ${vessels} vessel`),
				)
			}
			expect(array.reduce((sum, count) => sum + count, 0)).toBe(
				Number(await resultValue(page, waterResultLabels.vessels).innerText()),
			)
		}
	})

	test('the diagram shows the feed pump ahead of the pretreatment, the energy recovery device of a seawater plant, the recirculated concentrate of a small brackish one, the booster between the stages of a salty well water, the second pass of a high-boron seawater, the mineral dosing of packaged drinking water and the calcite contactor of a seawater plant, in its drawing and its text alternative', async ({
		page,
		openHydrated,
	}) => {
		const saltyWell = { ...publishedWellWater, tds: 5000, silica: 5, alkalinity: 50, calcium: 20 }
		for (const [input, label] of [
			[publishedWellWater, waterResultLabels.feedPump],
			[seawater, waterResultLabels.energyRecovery],
			[smallBrackish, waterResultLabels.recirculation],
			[saltyWell, waterResultLabels.interstageBoost],
			[highBoronSeawater, waterResultLabels.secondPass],
		] as const) {
			await openHydrated(`${waterPath}${waterSearch(input)}`)
			const diagram = page.getByRole('img', { name: sizingShared.diagramTitle })
			await expect(diagram.locator('text', { hasText: label })).toBeVisible()
			await expect(diagram).toHaveAccessibleName(new RegExp(label))
			await expect(resultValue(page, label)).toBeVisible()
		}
		await openHydrated(
			`${waterPath}${waterSearch({ ...publishedWellWater, standard: 'is-14543' })}`,
		)
		const packaged = page.getByRole('img', { name: sizingShared.diagramTitle })
		await expect(packaged.locator('text', { hasText: diagramWords.mineralDosing })).toBeVisible()
		await expect(packaged).toHaveAccessibleName(new RegExp(diagramWords.mineralDosing))
		await expect(resultValue(page, waterResultLabels.remineralisation)).toBeVisible()
		// The loop itself is drawn only where concentrate is returned.
		await openHydrated(`${waterPath}${waterSearch(smallBrackish)}`)
		await expect(page.locator('[data-recirculation]')).toHaveCount(1)
		await openHydrated(`${waterPath}${waterSearch(seawater)}`)
		await expect(page.locator('[data-recirculation]')).toHaveCount(0)
		const desalination = page.getByRole('img', { name: sizingShared.diagramTitle })
		await expect(
			desalination.locator('text', { hasText: diagramWords.calciteContactor }),
		).toBeVisible()
		await expect(resultValue(page, waterResultLabels.remineralisation)).toBeVisible()
	})

	test('the result looks right on a phone, on a wide screen and on paper', async ({
		page,
		openHydrated,
	}) => {
		mkdirSync(screenshots, { recursive: true })
		const hardMunicipal = `${waterPath}${waterSearch({ ...publishedWellWater, source: 'municipal', tds: 420, hardness: 320, turbidity: 3, iron: 0.4 })}`
		for (const width of [375, 1440]) {
			await page.setViewportSize({ width, height: 900 })
			await openHydrated(sharedWaterUrl)
			const diagram = page.getByRole('img', { name: sizingShared.diagramTitle })
			const box = await diagram.boundingBox()
			expect(box?.width ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(width)
			await page.screenshot({
				path: `${screenshots}plant-sizing-water-${width}.png`,
				fullPage: true,
			})
			await openHydrated(hardMunicipal)
			await page.screenshot({
				path: `${screenshots}plant-sizing-water-softener-${width}.png`,
				fullPage: true,
			})
		}
		await page.setViewportSize({ width: 1440, height: 900 })
		await openHydrated(sharedWaterUrl)
		await page.emulateMedia({ media: 'print' })
		// On paper: no form, but the inputs, the figures, the assumptions and who to contact.
		await expect(page.getByRole('button', { name: waterLabels.submit })).toBeHidden()
		await expect(page.getByRole('heading', { name: sizingShared.inputsTitle })).toBeVisible()
		await expect(page.getByText(sizingShared.budgetaryNote)).toBeVisible()
		await expect(page.locator('address').filter({ hasText: waterPath })).toBeVisible()
		await page.screenshot({ path: `${screenshots}plant-sizing-water-print.png`, fullPage: true })
	})
})

test.describe('filling-line sizing', () => {
	test('an output beyond the largest line is refused on its field, and nothing is computed', async ({
		page,
		openHydrated,
	}) => {
		await openHydrated(`${fillingPath}?product=water&container=500ml&output=999999&unit=bph`)
		const output = page.getByLabel(fillingLabels.output, { exact: true })
		await expect(output).toHaveAttribute('aria-invalid', 'true')
		await expect(page.getByRole('heading', { name: sizingShared.resultTitle })).toHaveCount(0)
	})

	test('the line, its diagram and the link that sizes its water plant follow from the URL', async ({
		page,
		openHydrated,
	}) => {
		const input = { product: 'carbonated', container: '1l', output: '100', unit: 'bpm' } as const
		const design = sizeFillingLine({ ...input, output: Number(input.output) })
		await openHydrated(`${fillingPath}?${new URLSearchParams(input)}`)
		await expect(resultValue(page, fillingResultLabels.filler)).toContainText(design.heads)
		await expect(resultValue(page, fillingResultLabels.isobaricDerating)).toContainText(
			`${(design.isobaricDerating ?? 0) * 100} %`,
		)
		const diagram = page.getByRole('img', { name: sizingShared.diagramTitle })
		await expect(diagram).toHaveAccessibleName(new RegExp(design.heads))
		await expect(diagram.locator('[data-machine]')).toHaveCount(4)
		const chiller = findService('water-chiller-plant')
		await expect(
			resultValue(page, fillingResultLabels.equipment).getByRole('link'),
		).toHaveAttribute('href', servicePath(chiller ?? { slug: '' }))
		await resultValue(page, fillingResultLabels.treatedWater)
			.getByRole('link', { name: fillingResultLabels.sizeWaterPlant })
			.click()
		await expect(page).toHaveURL(new RegExp(`^[^?]*${waterPath}\\?`))
		await expect(page.getByLabel(waterLabels.demand, { exact: true })).toHaveValue(
			String(Math.ceil(design.treatedWater)),
		)
	})

	test('5-litre containers get a linear filler named with its heads, in the result and the diagram', async ({
		page,
		openHydrated,
	}) => {
		await openHydrated(`${fillingPath}?product=water&container=5l&output=1000&unit=bph`)
		const filler = resultValue(page, fillingResultLabels.filler)
		await expect(filler).toContainText(fillingResultLabels.linearFiller)
		await expect(filler).not.toContainText(fillingResultLabels.rinseFillCap)
		await expect(page.getByRole('img', { name: sizingShared.diagramTitle })).toHaveAccessibleName(
			new RegExp(fillingResultLabels.linearFiller),
		)
		await expect(resultValue(page, fillingResultLabels.isobaricDerating)).toHaveCount(0)
	})

	test('a shared line offers a quote filled in with its plant, output and unit, carrying its address', async ({
		page,
		openHydrated,
	}) => {
		for (const input of [
			{ product: 'juice', container: '1l', output: 50, unit: 'bpm' },
			{ product: 'water', container: '20l', output: 300, unit: 'bph' },
		] as const) {
			await openHydrated(`${fillingPath}${fillingSearch(input)}`)
			const { prefill, address } = await handOff(page)
			expect(prefill.sizing).toBe(address)
			expect(prefill.service).toBe(recommendedFillingPlant(input).slug)
			expect(prefill.capacity).toBe(input.output)
			expect(prefill.unit).toBe(input.unit)
			expect(prefill.source).toBeUndefined()
		}
		await page.emulateMedia({ media: 'print' })
		await expect(page.getByRole('link', { name: quoteCallToAction.fromSizing })).toBeHidden()
	})

	test('the result looks right on a phone, on a wide screen and on paper', async ({
		page,
		openHydrated,
	}) => {
		mkdirSync(screenshots, { recursive: true })
		const url = `${fillingPath}?product=juice&container=500ml&output=6000&unit=bph`
		for (const width of [375, 1440]) {
			await page.setViewportSize({ width, height: 900 })
			await openHydrated(url)
			await expect(resultValue(page, fillingResultLabels.filler)).toBeVisible()
			await page.screenshot({
				path: `${screenshots}plant-sizing-filling-${width}.png`,
				fullPage: true,
			})
		}
		await page.emulateMedia({ media: 'print' })
		await expect(page.getByRole('button', { name: fillingLabels.submit })).toBeHidden()
		await page.screenshot({ path: `${screenshots}plant-sizing-filling-print.png`, fullPage: true })
	})
})

/** Fills a calculator's form with a query's values, typing the figures and choosing the options. */
async function fillForm(page: Page, search: string) {
	for (const [name, value] of new URLSearchParams(search)) {
		const field = page.locator(`form [name="${name}"]`)
		if ((await field.evaluate((element) => element.tagName)) === 'SELECT')
			await field.selectOption(value)
		else await field.fill(value)
	}
}

/** Every term of a result's definition lists with its value, in page order. */
const resultFigures = (page: Page) =>
	page
		.getByRole('region', { name: sizingShared.resultTitle })
		.locator('dl > div')
		.evaluateAll((rows) => rows.map((row) => (row as HTMLElement).innerText))

test.describe('results without JavaScript, where the Node server serves', () => {
	const fillingInput = {
		product: 'carbonated',
		container: '500ml',
		output: 6000,
		unit: 'bph',
	} as const
	const calculators = [
		{
			path: waterPath,
			submit: waterLabels.submit,
			search: waterSearch(publishedWellWater),
			stages: sizeWaterPlant(publishedWellWater).array.length,
		},
		{
			path: fillingPath,
			submit: fillingLabels.submit,
			search: fillingSearch(fillingInput),
			stages: undefined,
		},
		{
			path: pages.plantSizingSewage.path,
			submit: sewageLabels.submit,
			search: sewageSearch({
				building: 'hotel',
				count: 120,
				standard: 'cpcb-metro',
				reuse: 'gardening',
			}),
			stages: undefined,
		},
	]

	for (const calculator of calculators) {
		test(`sending the form on ${calculator.path} without JavaScript shows the result, its diagram and the quote link; with JavaScript the same address hydrates over the same figures`, async ({
			browser,
			baseURL,
			page,
			openHydrated,
		}) => {
			const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
			const plain = await context.newPage()
			await plain.goto(calculator.path)
			await fillForm(plain, calculator.search)
			await plain.getByRole('button', { name: calculator.submit }).click()
			await expect(plain).toHaveURL(new RegExp(`${calculator.path}\\?.+`))
			await expect(plain.getByRole('heading', { name: sizingShared.resultTitle })).toBeVisible()
			const diagram = plain.getByRole('img', { name: sizingShared.diagramTitle })
			await expect(diagram).toBeVisible()
			if (calculator.stages !== undefined)
				await expect(diagram.locator('[data-stage]')).toHaveCount(calculator.stages)
			const { prefill, address } = await handOff(plain)
			expect(prefill.sizing).toBe(address)
			const withoutScript = await resultFigures(plain)
			expect(withoutScript.length).toBeGreaterThan(5)
			await context.close()

			// Hydration keeps every element the server rendered: a mismatch would draw them again.
			await rememberPrerenderedElements(page)
			await openHydrated(address)
			expect(await resultFigures(page)).toEqual(withoutScript)
			expect(await recreatedElements(page)).toEqual([])
		})
	}

	test('without JavaScript, a figure out of range comes back marked on its field with its message, and nothing is computed', async ({
		browser,
		baseURL,
	}) => {
		const params = new URLSearchParams(fillingSearch({ ...fillingInput, output: 999_999 }))
		const parsed = parseFillingParams(params, sizingShared.refusals)
		const message = parsed.state === 'invalid' ? parsed.errors.output : undefined
		expect(message).toBeDefined()
		const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
		const plain = await context.newPage()
		await plain.goto(`${fillingPath}?${params}`)
		const output = plain.getByLabel(fillingLabels.output, { exact: true })
		await expect(output).toHaveAttribute('aria-invalid', 'true')
		await expect(output).toHaveAccessibleDescription(message ?? '')
		await expect(output).toHaveValue(String(params.get('output')))
		await expect(plain.getByRole('heading', { name: sizingShared.resultTitle })).toHaveCount(0)
		await context.close()
	})

	test("a calculator's query is rendered per request with the security headers and a CSP for its own scripts; without a query the prerendered page is served", async ({
		request,
	}) => {
		const rendered = await request.get(sharedWaterUrl)
		expect(rendered.status()).toBe(200)
		const headers = rendered.headers()
		for (const [name, value] of Object.entries(securityHeaders))
			expect(headers[name.toLowerCase()], name).toBe(value)
		expect(headers['cache-control']).toBe('no-store')
		const html = await rendered.text()
		const hashes = inlineScriptHashes(html)
		expect(hashes.length).toBeGreaterThan(0)
		for (const hash of hashes) expect(headers['content-security-policy']).toContain(hash)
		expect(html).toContain(sizingShared.resultTitle)
		const prerendered = await request.get(waterPath)
		expect(prerendered.headers().etag).toBeDefined()
		expect(await prerendered.text()).not.toContain(sizingShared.resultTitle)
	})

	test('where a static host answers every query with the prerendered page, the browser computes the same result once it hydrates', async ({
		page,
		baseURL,
		openHydrated,
	}) => {
		const design = sizeWaterPlant(publishedWellWater)
		await page.route(
			(url) => url.pathname === waterPath && url.search !== '',
			async (route) => {
				const response = await route.fetch({ url: `${baseURL}${waterPath}` })
				await route.fulfill({ response })
			},
		)
		const document = await openHydrated(sharedWaterUrl)
		expect(await document?.text()).not.toContain(sizingShared.resultTitle)
		await expect(resultValue(page, waterResultLabels.vessels)).toHaveText(String(design.vessels))
		await expect(resultValue(page, waterResultLabels.array)).toHaveText(design.array.join(':'))
	})
})

test('a result with its quote link, softener and warnings has no axe violations on either calculator', async ({
	page,
	openHydrated,
}) => {
	const hardAndUnlikely = {
		...publishedWellWater,
		source: 'municipal' as const,
		tds: 450,
		hardness: 3000,
	}
	for (const url of [
		sharedWaterUrl,
		`${waterPath}${waterSearch(hardAndUnlikely)}`,
		`${fillingPath}${fillingSearch({ product: 'carbonated', container: '1l', output: 80, unit: 'bpm' })}`,
	]) {
		await openHydrated(url)
		await expect(page.getByRole('link', { name: quoteCallToAction.fromSizing }), url).toBeVisible()
		expect(await axeViolations(page), url).toEqual([])
	}
})

test('home, services, contact and the footer link to plant sizing; so does every service page a tool sizes', async ({
	page,
	openHydrated,
}) => {
	for (const path of [pages.home.path, pages.services.path, pages.contact.path]) {
		await openHydrated(path)
		await expect(
			page.getByRole('main').getByRole('link', { name: sizingCallout.title }),
			path,
		).toHaveAttribute('href', pages.plantSizing.path)
		const footer = page.getByRole('navigation', { name: pages.plantSizing.title })
		for (const tool of [
			pages.plantSizingWater,
			pages.plantSizingFilling,
			pages.plantSizingSewage,
		]) {
			await expect(footer.getByRole('link', { name: tool.title }), path).toHaveAttribute(
				'href',
				tool.path,
			)
		}
	}
	for (const service of services) {
		const tool = sizingToolFor(service)
		if (!tool) continue
		await openHydrated(servicePath(service))
		await expect(
			page.getByRole('link', { name: sizingCallout.servicePageTitle }),
			service.slug,
		).toHaveAttribute('href', tool.path)
	}
	await openHydrated(pages.plantSizing.path)
	await page
		.getByRole('main')
		.getByRole('link', { name: /water plant/i })
		.click()
	await expect(page).toHaveURL(waterPath)
})

test.describe('on a phone', () => {
	const phone = { width: 375, height: 812 }
	test.use({ viewport: phone })

	const calculators = [
		{
			path: waterPath,
			submit: waterLabels.submit,
			search: waterSearch(publishedWellWater),
		},
		{
			path: fillingPath,
			submit: fillingLabels.submit,
			search: fillingSearch({ product: 'water', container: '500ml', output: 6000, unit: 'bph' }),
		},
	]

	for (const calculator of calculators) {
		test(`after "${calculator.submit}" the first result row starts in the upper 60 % of the screen, under the fixed header, and shows whole`, async ({
			page,
			openHydrated,
		}) => {
			await openHydrated(calculator.path)
			await fillForm(page, calculator.search)
			await page.getByRole('button', { name: calculator.submit }).click()
			const firstRow = page
				.getByRole('region', { name: sizingShared.resultTitle })
				.locator('dl > div')
				.first()
			await expect(firstRow).toBeVisible()
			// Wait for the scroll to settle before measuring where the row sits.
			await expect
				.poll(() => page.evaluate(() => window.scrollY), { timeout: 2000 })
				.toBeGreaterThan(0)
			await page.waitForTimeout(300)
			const header = await page.locator('[data-fixed]').boundingBox()
			const row = await firstRow.boundingBox()
			expect(header, 'the header is fixed once the page has scrolled').not.toBeNull()
			expect(row?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0))
			// Its top, not its foot: a browser whose text sets a little wider wraps the quote button
			// above it onto a second line, which moves the row down by that line and no more.
			expect(row?.y ?? phone.height).toBeLessThanOrEqual(phone.height * 0.6)
			expect((row?.y ?? phone.height) + (row?.height ?? 0)).toBeLessThanOrEqual(phone.height)
		})
	}

	test('a buyer on a phone who knows only the TDS and the demand gets a design: those two are the fields marked required, and each figure left empty is printed as not known with the value assumed', async ({
		page,
		openHydrated,
	}) => {
		await page.setViewportSize({ width: 375, height: 812 })
		await openHydrated(waterPath)
		await page.getByRole('button', { name: waterLabels.submit }).click()
		const [before] = sizingShared.missingSummary.split('{fields}')
		const summary = page.getByText(before ?? '', { exact: false })
		await expect(summary).toBeVisible()
		for (const field of waterFields) {
			const required = field === 'tds' || field === 'demand'
			if (required) await expect(summary, field).toContainText(waterLabels[field])
			else await expect(summary, field).not.toContainText(waterLabels[field])
			const control = page.getByLabel(waterLabels[field], { exact: true })
			if (required) await expect(control, field).toHaveAttribute('required')
			else await expect(control, field).not.toHaveAttribute('required')
		}
		await expect(page.getByText(sizingShared.errorSummary)).toHaveCount(0)
		for (const field of typicalFields) {
			await expect(
				page.getByLabel(waterLabels[field], { exact: true }),
			).toHaveAccessibleDescription(waterNotKnownHints()[field])
		}

		await page.getByLabel(waterLabels.tds, { exact: true }).fill('1200')
		await page.getByLabel(waterLabels.demand, { exact: true }).fill('20')
		await page.getByRole('button', { name: waterLabels.submit }).click()
		const input = {
			source: 'borewell',
			tds: 1200,
			demand: 20,
			unit: 'm3d',
			hoursPerDay: 20,
		} as const
		await expect(resultValue(page, waterResultLabels.vessels)).toHaveText(
			String(sizeWaterPlant(input).vessels),
		)
		await page.emulateMedia({ media: 'print' })
		const assumed = designWater(input)
		for (const field of typicalFields) {
			await expect(resultValue(page, waterLabels[field]), field).toHaveText(
				fill(waterLabels.notKnown, { value: formatNumber(assumed[field], 2) }),
			)
		}
	})

	test('the breadcrumb wraps without leaving a separator at the end of a line', async ({
		page,
		openHydrated,
	}) => {
		for (const path of [waterPath, fillingPath]) {
			await openHydrated(path)
			const trail = page.getByRole('navigation', { name: uiText.breadcrumb })
			// Each separator must sit on the same line as the crumb after it.
			const strandedSeparators = await trail.locator('svg').evaluateAll(
				(separators) =>
					separators.filter((separator) => {
						const after = separator.parentElement?.querySelector('a, [aria-current]')
						const next =
							after && after !== separator
								? after
								: separator.closest('li')?.nextElementSibling?.querySelector('a, [aria-current]')
						if (!next) return true
						const a = separator.getBoundingClientRect()
						const b = next.getBoundingClientRect()
						return Math.abs(a.top + a.height / 2 - (b.top + b.height / 2)) > a.height
					}).length,
			)
			expect(strandedSeparators, path).toBe(0)
		}
	})

	test('every label of both process diagrams renders at least 12 CSS px high', async ({
		page,
		openHydrated,
	}) => {
		for (const url of [
			sharedWaterUrl,
			`${waterPath}${waterSearch(seawater)}`,
			`${waterPath}${waterSearch(smallBrackish)}`,
			`${waterPath}${waterSearch(highBoronSeawater)}`,
			`${fillingPath}${fillingSearch({ product: 'water', container: '500ml', output: 6000, unit: 'bph' })}`,
		]) {
			await openHydrated(url)
			const diagram = page.getByRole('img', { name: sizingShared.diagramTitle })
			const sizes = await diagram.locator('text').evaluateAll((texts) =>
				texts.map((text) => {
					const scale = (text as SVGTextElement).getScreenCTM()?.a ?? 0
					return {
						text: text.textContent,
						px: Number.parseFloat(getComputedStyle(text).fontSize) * scale,
					}
				}),
			)
			expect(sizes.length, url).toBeGreaterThan(3)
			expect(
				sizes.filter(({ px }) => px < 12),
				url,
			).toEqual([])
		}
	})

	test('a result opens with a strip of its four key figures above the table', async ({
		page,
		openHydrated,
	}) => {
		const design = sizeWaterPlant(publishedWellWater)
		await openHydrated(sharedWaterUrl)
		const strip = page.getByRole('list', { name: sizingShared.summaryTitle })
		await expect(strip.getByRole('listitem')).toHaveCount(4)
		await expect(strip).toContainText(`${formatNumber(design.recovery * 100)} %`)
		await expect(strip).toContainText(`${design.elements}`)
		await expect(strip).toContainText(`${design.vessels}`)
		await expect(strip).toContainText(formatFixed(design.feedPressure, 1))
		await expect(strip).toContainText(formatFixed(design.pumpPower, 1))
		const stripBox = await strip.boundingBox()
		const table = await resultValue(page, waterResultLabels.recommendedPlant).boundingBox()
		expect(stripBox?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(table?.y ?? 0)
	})

	test('Print gives a report of one or two pages', async ({ page, openHydrated }) => {
		for (const url of [
			sharedWaterUrl,
			`${waterPath}${waterSearch({ ...publishedWellWater, source: 'municipal', tds: 420, hardness: 320, turbidity: 3, iron: 0.4 })}`,
			`${fillingPath}${fillingSearch({ product: 'carbonated', container: '1l', output: 80, unit: 'bpm' })}`,
			`${pages.plantSizingSewage.path}${sewageSearch({ building: 'housing', count: 1200 })}`,
		]) {
			await openHydrated(url)
			await page.emulateMedia({ media: 'print' })
			const pdf = (await page.pdf({ format: 'A4' })).toString('latin1')
			const pageCount = pdf.match(/\/Type\s*\/Page[^s]/g)?.length ?? 0
			expect(pageCount, url).toBeGreaterThanOrEqual(1)
			expect(pageCount, url).toBeLessThanOrEqual(2)
			await page.emulateMedia({ media: 'screen' })
		}
	})
})
