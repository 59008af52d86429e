import { pages } from '#app/content/pages.ts'
import { fillingAssumptions } from '#app/content/plant-sizing.ts'
import type { FillingDesign, FillingInput } from '#app/lib/sizing/filling.ts'
import { fillingQuotePath } from '#app/site/plant-sizing.ts'
import { fillingReportRows } from '#app/site/sizing-filling-rows.ts'
import { FillingDiagram } from './filling-diagram.tsx'
import type { ResultProps } from './sizing-calculator.tsx'
import { SizingReport } from './sizing-report.tsx'

type FillingResultProps = ResultProps<FillingInput, FillingDesign>

export function FillingResult({ input, design, headingRef, search }: FillingResultProps) {
	const { summary, results, inputs } = fillingReportRows(input, design)
	const link = `${pages.plantSizingFilling.path}?${search}`
	return (
		<SizingReport
			headingRef={headingRef}
			warnings={[]}
			summary={summary}
			results={results}
			diagram={<FillingDiagram design={design} unitLabel={design.isJarLine ? 'jph' : 'bph'} />}
			inputs={inputs}
			assumptions={fillingAssumptions}
			link={link}
			quote={fillingQuotePath(input, link)}
		/>
	)
}
