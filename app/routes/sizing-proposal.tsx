import { renderToStaticMarkup } from 'react-dom/server'
import { fillingReport } from '#app/components/sizing/filling-result.tsx'
import { sewageReport } from '#app/components/sizing/sewage-result.tsx'
import type { ReportParts } from '#app/components/sizing/sizing-report.tsx'
import { waterReport } from '#app/components/sizing/water-result.tsx'
import { editionPath } from '#app/content/edition.ts'
import { pages } from '#app/content/pages.ts'
import { plantSizingOverview, proposalWords } from '#app/content/plant-sizing-words.ts'
import { proposalFileName, proposalPaper } from '#app/site/proposal.ts'
import { proposalReference } from '#app/site/proposal-reference.ts'
import { fillingResult } from '#app/site/sizing-filling-result.ts'
import { queryOf, type SizingState } from '#app/site/sizing-result.ts'
import { sewageResult } from '#app/site/sizing-sewage-result.ts'
import { waterResult } from '#app/site/sizing-water-result.ts'
import { pdfResponse, proposalPdf } from '#server/documents/proposals.ts'
import type { Route } from './+types/sizing-proposal'

/**
 * A calculator as its PDF needs it: its page, its tool's name, its result for a query and the report
 * of a design (none for a design it only refers to an engineer).
 */
const proposalTool = <Input, Field extends string, Design>(
	page: { path: string },
	tool: string,
	result: (params: URLSearchParams) => Promise<SizingState<Input, Field, Design>>,
	report: (input: Input, design: Design) => ReportParts | undefined,
) => ({
	path: page.path,
	run: async (params: URLSearchParams) => {
		const { search, parsed, design } = await result(params)
		const errors: string[] =
			parsed.state === 'invalid'
				? Object.values<string | undefined>(parsed.errors).flatMap((error) => error ?? [])
				: []
		const parts = parsed.state === 'valid' && design ? report(parsed.input, design) : undefined
		return { tool, address: `${page.path}?${search}`, errors, parts }
	},
})

const { tools } = plantSizingOverview
const calculators = [
	proposalTool(pages.plantSizingWater, tools.water.title, waterResult, waterReport),
	proposalTool(
		pages.plantSizingFilling,
		tools.filling.title,
		async (params) => fillingResult(params),
		fillingReport,
	),
	proposalTool(pages.plantSizingSewage, tools.sewage.title, sewageResult, (input, design) =>
		design.kind === 'plant' ? sewageReport(input, design) : undefined,
	),
]

const ENTITIES: Readonly<Record<string, string>> = {
	'&amp;': '&',
	'&lt;': '<',
	'&gt;': '>',
	'&quot;': '"',
	'&#x27;': "'",
}
/** The diagram's own text alternative, its `<desc>`, as plain text. */
const descriptionOf = (svg: string) =>
	(/<desc[^>]*>([^<]*)<\/desc>/.exec(svg)?.[1] ?? '').replace(
		/&(?:amp|lt|gt|quot|#x27);/g,
		(entity) => ENTITIES[entity] ?? entity,
	)

const refusal = (lines: readonly string[]) =>
	new Response(`${lines.join('\n')}\n`, {
		status: 400,
		headers: { 'Content-Type': 'text/plain; charset=utf-8' },
	})

/**
 * `/plant-sizing/<tool>/proposal.pdf?<the page's query>`: the result the page shows for that query as
 * a PDF; the page's own messages, with status 400, where the query gives no design.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
	const path = `${pages.plantSizing.path}/${params.tool}`
	const calculator = calculators.find((candidate) => candidate.path === path)
	if (!calculator) return new Response('Not found\n', { status: 404 })
	const { tool, address, errors, parts } = await calculator.run(queryOf(request))
	if (!parts) return refusal(errors.length > 0 ? errors : [proposalWords.noDesign])
	const at = new Date()
	// Kept by its address in its edition: each language's document is its own.
	const pdf = await proposalPdf(editionPath(address), at, () => {
		// The diagram the page draws, as markup: its classes become colours in the PDF.
		const svg = renderToStaticMarkup(parts.diagram)
		return proposalPaper({
			...parts,
			tool,
			address,
			at,
			diagram: { svg, alt: descriptionOf(svg) },
		})
	})
	return pdfResponse(pdf, proposalFileName(tool, proposalReference(address, at)))
}
