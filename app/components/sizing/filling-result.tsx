import { pages } from '#app/content/pages.ts'
import {
	containerLabels,
	fillingAssumptions,
	fillingLabels,
	fillingResultLabels,
	outputUnitLabels,
	productEquipmentLabels,
	productLabels,
} from '#app/content/plant-sizing.ts'
import { servicePath } from '#app/content/services.ts'
import type { FillingDesign, FillingInput } from '#app/lib/sizing/filling.ts'
import { waterSearch } from '#app/lib/sizing/sizing-params.ts'
import { chillerPlant, recommendedFillingPlant } from '#app/site/plant-sizing.ts'
import { FillingDiagram } from './filling-diagram.tsx'
import { formatNumber, withUnit } from './format-figures.ts'
import { ResultLink } from './result-list.tsx'
import type { ResultProps } from './sizing-calculator.tsx'
import { SizingReport } from './sizing-report.tsx'

type FillingResultProps = ResultProps<FillingInput, FillingDesign>

export function FillingResult({ input, design, headingRef, search }: FillingResultProps) {
	const plant = recommendedFillingPlant(input)
	const chiller = chillerPlant()
	const labels = fillingResultLabels
	const perHour = design.isJarLine ? labels.jarsPerHour : outputUnitLabels.bph
	const rated = (value: number) => withUnit(formatNumber(value), perHour)
	const treatedWater = Math.ceil(design.treatedWater)
	const results = [
		{
			label: labels.recommendedPlant,
			value: <ResultLink to={servicePath(plant)}>{plant.title}</ResultLink>,
		},
		{ label: labels.filler, value: `${labels.rinseFillCap} ${design.heads}` },
		{ label: labels.ratedOutput, value: rated(design.ratedOutput) },
		{
			label: labels.treatedWater,
			value: (
				<>
					{withUnit(formatNumber(treatedWater), 'L/h')}{' '}
					<ResultLink
						to={`${pages.plantSizingWater.path}${waterSearch({ demand: treatedWater, unit: 'lph' })}`}
						className="font-semibold print:hidden"
					>
						{labels.sizeWaterPlant}
					</ResultLink>
				</>
			),
		},
		{
			label: labels.blowMoulder,
			value: design.blowMoulder
				? `${rated(design.blowMoulder.rating)}, ${design.blowMoulder.cavities} cavities`
				: labels.noBlowMoulder,
		},
		{ label: labels.labeller, value: rated(design.labeller) },
		{ label: labels.packing, value: rated(design.packing) },
		...(design.equipment.length > 0
			? [
					{
						label: labels.equipment,
						value: (
							<ul className="space-y-1">
								{design.equipment.map((item) => (
									<li key={item}>
										{item === 'chiller' ? (
											<ResultLink to={servicePath(chiller)}>
												{productEquipmentLabels[item]}
											</ResultLink>
										) : (
											productEquipmentLabels[item]
										)}
									</li>
								))}
							</ul>
						),
					},
				]
			: []),
	]
	const inputs = [
		{ label: fillingLabels.product, value: productLabels[input.product] },
		{ label: fillingLabels.container, value: containerLabels[input.container] },
		{
			label: fillingLabels.output,
			value: withUnit(formatNumber(input.output, 1), outputUnitLabels[input.unit]),
		},
	]
	return (
		<SizingReport
			headingRef={headingRef}
			warnings={[]}
			results={results}
			diagram={<FillingDiagram design={design} unitLabel={design.isJarLine ? 'jph' : 'bph'} />}
			inputs={inputs}
			assumptions={fillingAssumptions}
			link={`${pages.plantSizingFilling.path}?${search}`}
		/>
	)
}
