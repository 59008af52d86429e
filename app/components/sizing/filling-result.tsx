import type { FillingDesign, FillingInput } from '#app/lib/sizing/filling.ts'
import { fillingQuotePath } from '#app/site/plant-sizing.ts'
import { fillingAssumptionsText, fillingReportRows } from '#app/site/sizing-filling-rows.ts'
import { FillingDiagram } from './filling-diagram.tsx'
import type { ResultProps } from './sizing-calculator.tsx'
import { type ReportParts, SizingReport } from './sizing-report.tsx'

export const fillingReport = (input: FillingInput, design: FillingDesign): ReportParts => ({
	rows: fillingReportRows(input, design),
	diagram: <FillingDiagram design={design} />,
	assumptions: fillingAssumptionsText(),
})

export function FillingResult({
	input,
	design,
	headingRef,
	link,
}: ResultProps<FillingInput, FillingDesign>) {
	return (
		<SizingReport
			{...fillingReport(input, design)}
			headingRef={headingRef}
			link={link}
			quote={fillingQuotePath(input, link)}
		/>
	)
}
