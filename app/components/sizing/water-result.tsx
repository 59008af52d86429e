import { pages } from '#app/content/pages.ts'
import { waterAssumptions, waterResultLabels, waterWarningText } from '#app/content/plant-sizing.ts'
import { servicePath } from '#app/content/services.ts'
import type { WaterDesign, WaterInput } from '#app/lib/sizing/water.ts'
import { softenerPlant, waterQuotePath } from '#app/site/plant-sizing.ts'
import { waterReportRows, waterValidityText } from '#app/site/sizing-water-rows.ts'
import { ResultLink, ResultList } from './result-list.tsx'
import type { ResultProps } from './sizing-calculator.tsx'
import { SizingReport } from './sizing-report.tsx'
import { WaterDiagram } from './water-diagram.tsx'

type WaterResultProps = ResultProps<WaterInput, WaterDesign>

export function WaterResult({ input, design, headingRef, search }: WaterResultProps) {
	const labels = waterResultLabels
	const { summary, results, softener, inputs } = waterReportRows(input, design)
	const link = `${pages.plantSizingWater.path}?${search}`
	const softenerPage = softenerPlant()
	return (
		<SizingReport
			headingRef={headingRef}
			warnings={design.warnings.map(waterWarningText)}
			summary={summary}
			results={results}
			extra={
				softener ? (
					<section aria-labelledby="softener-heading" className="space-y-2">
						<h3 id="softener-heading" className="text-xl">
							{labels.softenerTitle}
						</h3>
						<p className="text-muted-foreground">
							{labels.softenerLead}{' '}
							<ResultLink to={servicePath(softenerPage)}>{softenerPage.title}</ResultLink>
						</p>
						<ResultList rows={softener} />
					</section>
				) : null
			}
			diagram={<WaterDiagram design={design} />}
			inputs={inputs}
			assumptions={[waterValidityText(), ...waterAssumptions]}
			link={link}
			quote={waterQuotePath(input, design, link)}
		/>
	)
}
