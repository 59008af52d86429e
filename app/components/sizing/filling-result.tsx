import type { FillingDesign, FillingInput } from '#app/lib/sizing/filling.ts'
import { fillingQuotePath } from '#app/site/plant-sizing.ts'
import { fillingAssumptionsText, fillingReportRows } from '#app/site/sizing-filling-rows.ts'
import { FillingDiagram } from './filling-diagram.tsx'
import type { ResultProps } from './sizing-calculator.tsx'
import { SizingReport } from './sizing-report.tsx'

export function FillingResult({
	input,
	design,
	headingRef,
	link,
}: ResultProps<FillingInput, FillingDesign>) {
	return (
		<SizingReport
			headingRef={headingRef}
			rows={fillingReportRows(input, design)}
			diagram={<FillingDiagram design={design} />}
			assumptions={fillingAssumptionsText()}
			link={link}
			quote={fillingQuotePath(input, link)}
		/>
	)
}
