import { pages } from '#app/content/pages.ts'
import {
	demandUnitLabels,
	elementSizeText,
	pretreatmentLabels,
	waterAssumptions,
	waterLabels,
	waterResultLabels,
	waterSourceLabels,
	waterWarningText,
} from '#app/content/plant-sizing.ts'
import { servicePath } from '#app/content/services.ts'
import type { WaterDesign, WaterInput } from '#app/lib/sizing/water.ts'
import { recommendedWaterPlant, softenerPlant } from '#app/site/plant-sizing.ts'
import { formatFixed, formatFlow, formatNumber, withUnit } from './format-figures.ts'
import { ResultLink, ResultList } from './result-list.tsx'
import type { ResultProps } from './sizing-calculator.tsx'
import { SizingReport } from './sizing-report.tsx'
import { WaterDiagram } from './water-diagram.tsx'

type WaterResultProps = ResultProps<WaterInput, WaterDesign>

export function WaterResult({ input, design, headingRef, search }: WaterResultProps) {
	const plant = recommendedWaterPlant(input, design)
	const labels = waterResultLabels
	const results = [
		{
			label: labels.recommendedPlant,
			value: <ResultLink to={servicePath(plant)}>{plant.title}</ResultLink>,
		},
		{ label: labels.permeateFlow, value: withUnit(formatFlow(design.permeateFlow), 'm³/h') },
		{ label: labels.recovery, value: withUnit(formatNumber(design.recovery * 100), '%') },
		{ label: labels.flux, value: withUnit(formatFixed(design.flux, 1), 'LMH') },
		{
			label: labels.elements,
			value: `${formatNumber(design.elements)} (${elementSizeText(design.elementSize, design.elementsPerVessel)})`,
		},
		{ label: labels.vessels, value: formatNumber(design.vessels) },
		{ label: labels.array, value: design.array.join(':') },
		{ label: labels.feedFlow, value: withUnit(formatFlow(design.feedFlow), 'm³/h') },
		{ label: labels.rejectFlow, value: withUnit(formatFlow(design.rejectFlow), 'm³/h') },
		{ label: labels.feedPressure, value: withUnit(formatFixed(design.feedPressure, 1), 'bar') },
		{ label: labels.permeateTds, value: withUnit(formatFixed(design.permeateTds, 1), 'mg/L') },
		{ label: labels.pumpPower, value: withUnit(formatFixed(design.pumpPower, 1), 'kW') },
		{
			label: labels.specificEnergy,
			value: withUnit(formatFixed(design.specificEnergy, 2), 'kWh/m³'),
		},
		{
			label: labels.pretreatment,
			value: (
				<ol className="list-decimal space-y-1 pl-5">
					{design.pretreatment.map((step) => (
						<li key={step}>{pretreatmentLabels[step]}</li>
					))}
				</ol>
			),
		},
	]
	const softener = design.softener
	const inputs = [
		{ label: waterLabels.source, value: waterSourceLabels[input.source] },
		{ label: waterLabels.tds, value: formatNumber(input.tds, 1) },
		{ label: waterLabels.hardness, value: formatNumber(input.hardness, 1) },
		{ label: waterLabels.turbidity, value: formatNumber(input.turbidity, 2) },
		{ label: waterLabels.iron, value: formatNumber(input.iron, 2) },
		{ label: waterLabels.temperature, value: formatNumber(input.temperature, 1) },
		{
			label: waterLabels.demand,
			value: withUnit(formatNumber(input.demand, 2), demandUnitLabels[input.unit]),
		},
		{ label: waterLabels.hours, value: formatNumber(input.hoursPerDay, 1) },
	]
	return (
		<SizingReport
			headingRef={headingRef}
			warnings={design.warnings.map(waterWarningText)}
			results={results}
			extra={
				softener ? (
					<section aria-labelledby="softener-heading" className="space-y-2">
						<h3 id="softener-heading" className="text-xl">
							{labels.softenerTitle}
						</h3>
						<p className="text-muted-foreground">
							{labels.softenerLead}{' '}
							<ResultLink to={servicePath(softenerPlant())}>{softenerPlant().title}</ResultLink>
						</p>
						<ResultList
							rows={[
								{
									label: labels.resinVolume,
									value: withUnit(formatNumber(softener.resinVolume), 'L'),
								},
								{
									label: labels.saltPerRegeneration,
									value: withUnit(formatNumber(softener.saltPerRegeneration, 1), 'kg'),
								},
							]}
						/>
					</section>
				) : null
			}
			diagram={<WaterDiagram design={design} />}
			inputs={inputs}
			assumptions={waterAssumptions}
			link={`${pages.plantSizingWater.path}?${search}`}
		/>
	)
}
