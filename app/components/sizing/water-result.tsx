import { waterWarningText } from '#app/content/plant-sizing.ts'
import type { WaterDesign, WaterInput } from '#app/lib/sizing/water.ts'
import { waterQuotePath } from '#app/site/plant-sizing.ts'
import {
	waterAssumptionsText,
	waterReportRows,
	waterValidityText,
} from '#app/site/sizing-water-rows.ts'
import type { ResultProps } from './sizing-calculator.tsx'
import { SizingReport } from './sizing-report.tsx'
import { WaterDiagram } from './water-diagram.tsx'

export function WaterResult({
	input,
	design,
	headingRef,
	link,
}: ResultProps<WaterInput, WaterDesign>) {
	return (
		<SizingReport
			headingRef={headingRef}
			rows={waterReportRows(input, design)}
			warnings={design.warnings.map(waterWarningText)}
			diagram={<WaterDiagram design={design} />}
			assumptions={[waterValidityText(), ...waterAssumptionsText()]}
			link={link}
			quote={waterQuotePath(input, design, link)}
		/>
	)
}
