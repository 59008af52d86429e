import { expect, test } from 'vitest'
import { fillingAssumptionTemplates } from '#app/content/filling-sizing-words.ts'
import { sewageAssumptionTemplates } from '#app/content/sewage-sizing-words.ts'
import { waterAssumptionTemplates } from '#app/content/water-result-words.ts'
import { waterLabels } from '#app/content/water-sizing-words.ts'
import { linearRating } from '#app/lib/sizing/filling.ts'
import * as fillingRules from '#app/lib/sizing/filling-rules.ts'
import { formatFixed, formatNumber, formatPercent } from '#app/lib/sizing/format.ts'
import { elementModels } from '#app/lib/sizing/membrane-elements.ts'
import { typicalChemistry, typicalSeawaterChemistry } from '#app/lib/sizing/scaling.ts'
import * as sewageRules from '#app/lib/sizing/sewage-rules.ts'
import { feedPumpPressure, motorEfficiency, pumpEfficiency } from '#app/lib/sizing/water.ts'
import {
	ENERGY_RECOVERY_EFFICIENCY,
	elementLimits,
	FLOW_FACTOR,
	fluxBySource,
	IE3_TWO_POLE,
	maxElementsPerVessel,
	PLUNGER_PUMP_EFFICIENCY,
	STATED_PUMP_FLOWS,
	TEMPERATURE_BAND,
} from '#app/lib/sizing/water-rules.ts'
import { fillingAssumptionsText } from './sizing-filling-rows.ts'
import { sewageAssumptionsText } from './sizing-sewage-rows.ts'
import { waterNotKnownHints } from './sizing-water-hints.ts'
import { waterAssumptionsText } from './sizing-water-rows.ts'

/** The figures a sentence shows, as written: "2,000" and "82.7" whole. */
const figuresIn = (sentences: readonly string[]) =>
	new Set(sentences.flatMap((sentence) => sentence.match(/\d+(?:[.,]\d+)*/g) ?? []))

/**
 * The sentences as shown carry every figure of their rules, and the editors' copy none of them: a
 * figure typed into the copy would stay behind when its rule changed.
 */
function expectFiguresFromRules(
	rendered: readonly string[],
	templates: readonly string[],
	ruleFigures: readonly string[],
) {
	expect([...figuresIn(rendered)]).toEqual(expect.arrayContaining([...ruleFigures]))
	const typed = figuresIn(templates.map((template) => template.replaceAll(/\{\w+\}/g, '')))
	expect(ruleFigures.filter((figure) => typed.has(figure))).toEqual([])
}

test("the water tool's assumptions take every element, pressure rating, vessel limit of every source, flux band and efficiency from the rules", () => {
	const assumptions = waterAssumptionsText()
	const models = Object.values(elementModels)
	for (const model of models) expect(assumptions.join(' ')).toContain(model.name)
	expectFiguresFromRules(assumptions, waterAssumptionTemplates, [
		...models.map((model) => formatNumber(model.maxPressure, 1)),
		...Object.values(maxElementsPerVessel).map((most) => formatNumber(most)),
		...Object.values(fluxBySource).flatMap((band) => [
			formatNumber(band.min),
			formatNumber(band.max),
		]),
		...[FLOW_FACTOR, PLUNGER_PUMP_EFFICIENCY, ENERGY_RECOVERY_EFFICIENCY].map(formatPercent),
		...[false, true].map((isobaric) => formatFixed(feedPumpPressure(isobaric), 1)),
		...Object.values(STATED_PUMP_FLOWS).flatMap((flow) => [
			formatNumber(flow),
			formatNumber(pumpEfficiency(flow) * 100),
		]),
		...[IE3_TWO_POLE.smallest, IE3_TWO_POLE.largest].flatMap((power) => [
			formatNumber(power, 2),
			formatNumber(motorEfficiency(power) * 100, 1),
		]),
		formatNumber(TEMPERATURE_BAND),
		...Object.values(elementLimits).flatMap((limits) => [
			...Object.values(limits.maxFeed).map((feed) => formatNumber(feed, 1)),
			...Object.values(limits.minConcentrate).map((least) => formatFixed(least, 1)),
		]),
	])
})

test('each "not known" hint takes the typical value the design assumes for its field from the rules', () => {
	const hints = waterNotKnownHints()
	const expected = {
		temperatureRange: [formatNumber(TEMPERATURE_BAND)],
		ph: [typicalChemistry.ph, typicalSeawaterChemistry.ph].map((ph) => formatNumber(ph, 1)),
		alkalinity: [typicalChemistry.alkalinity, typicalSeawaterChemistry.alkalinity].map(
			(alkalinity) => formatNumber(alkalinity, 1),
		),
		calcium: [
			typicalChemistry.calciumShareOfHardness,
			typicalSeawaterChemistry.calciumShareOfHardness,
		].map(formatPercent),
		sulphate: [formatPercent(typicalChemistry.sulphateShareOfTds)],
		silica: [formatNumber(typicalChemistry.silica, 1)],
		sdi: [typicalChemistry.sdi, typicalChemistry.openWaterSdi].map((sdi) => formatNumber(sdi, 1)),
		boron: [formatNumber(typicalChemistry.boron, 1)],
	}
	for (const [field, figures] of Object.entries(expected)) {
		const name = field as keyof typeof expected
		expectFiguresFromRules([hints[name]], [waterLabels.notKnownHints[name]], figures)
	}
})

test("the filling tool's assumptions take each filler's heads and rating, and every other figure of the line, from the rules", () => {
	const assumptions = fillingAssumptionsText()
	for (const filler of fillingRules.fillers) expect(assumptions.join(' ')).toContain(filler.heads)
	expectFiguresFromRules(assumptions, fillingAssumptionTemplates, [
		...fillingRules.fillers.map((filler) => formatNumber(filler.min)),
		formatNumber(fillingRules.REFERENCE_LITRES * 1000),
		formatNumber(fillingRules.REFERENCE_LITRES, 1),
		formatPercent(fillingRules.containerFactor(fillingRules.containerLitres['2l'])),
		...Object.values(fillingRules.lineMachineRatings).map(formatPercent),
		...Object.values(fillingRules.bottlesPerCavity).map((bottles) => formatNumber(bottles)),
		...[
			fillingRules.RINSE_AND_CLEANING_ALLOWANCE,
			fillingRules.LINE_EFFICIENCY,
			fillingRules.ISOBARIC_DERATING,
		].map(formatPercent),
		formatNumber(Math.min(...fillingRules.linearFillerHeads)),
		formatNumber(Math.max(...fillingRules.linearFillerHeads)),
		formatNumber(fillingRules.LINEAR_FILL_SECONDS),
		formatNumber(fillingRules.LINEAR_INDEX_SECONDS),
		formatNumber(linearRating(1)),
	])
})

test("the sewage tool's assumptions take every supply, loading, transfer and sludge figure from the rules", () => {
	const { occupancy } = sewageRules
	expectFiguresFromRules(sewageAssumptionsText(), sewageAssumptionTemplates, [
		formatNumber(occupancy.housing.litres),
		formatNumber(occupancy.hotel.litres),
		formatNumber(occupancy.hospital.litres),
		formatNumber(sewageRules.SMALL_HOSPITAL_LITRES),
		formatPercent(sewageRules.SEWAGE_SHARE),
		formatNumber(sewageRules.RAW_BOD),
		formatNumber(sewageRules.MEDIA_SPECIFIC_SURFACE),
		formatNumber(sewageRules.MBR_FLUX),
		formatNumber(sewageRules.OXYGEN_PER_BOD, 2),
		formatNumber(sewageRules.OXYGEN_PER_TKN, 1),
		formatPercent(sewageRules.transferPerMetre.fine),
		formatNumber(sewageRules.SLUDGE_PER_BOD, 2),
		formatNumber(sewageRules.PLANT_ROOM_AREA),
	])
})
