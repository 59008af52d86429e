import { waterWarningText } from '#app/content/water-result-words.ts'
import type { WaterDesign, WaterInput } from '#app/lib/sizing/water.ts'
import { waterQuotePath } from '#app/site/plant-sizing.ts'
import {
	waterAssumptionsText,
	waterReportRows,
	waterValidityText,
} from '#app/site/sizing-water-rows.ts'
import type { ResultProps } from './sizing-calculator.tsx'
import { type ReportParts, SizingReport } from './sizing-report.tsx'
import { WaterDiagram } from './water-diagram.tsx'

export const waterReport = (input: WaterInput, design: WaterDesign): ReportParts => ({
	rows: waterReportRows(input, design),
	warnings: design.warnings.map(waterWarningText),
	diagram: <WaterDiagram design={design} />,
	assumptions: [waterValidityText(), ...waterAssumptionsText()],
})

export function WaterResult({
	input,
	design,
	headingRef,
	link,
}: ResultProps<WaterInput, WaterDesign>) {
	return (
		<SizingReport
			{...waterReport(input, design)}
			headingRef={headingRef}
			link={link}
			quote={waterQuotePath(input, design, link)}
		/>
	)
}
