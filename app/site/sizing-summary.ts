import { pages } from '#app/content/pages.ts'
import type { LabelledFigure, SizingFigures } from '#app/lib/inbox-protocol.ts'
import { sizeSewagePlant } from '#app/lib/sizing/sewage.ts'
import { parseSewageParams } from '#app/lib/sizing/sewage-params.ts'
import { parseWaterParams } from '#app/lib/sizing/sizing-params.ts'
import { sizeWaterPlant } from '#app/lib/sizing/water.ts'
import { fillingResult } from './sizing-filling-result.ts'
import { fillingReportRows } from './sizing-filling-rows.ts'
import { resultOf, type SizingState } from './sizing-result.ts'
import type { SizingReportRows } from './sizing-rows.ts'
import { sewageReportRows } from './sizing-sewage-rows.ts'
import { waterReportRows } from './sizing-water-rows.ts'

/** The results computed at once: the inbox reads a stored address, not a page being opened. */
const waterResult = resultOf(parseWaterParams, sizeWaterPlant)
const sewageResult = resultOf(parseSewageParams, sizeSewagePlant)

const calculator = <Input, Field extends string, Design>(
	page: { path: string; title: string },
	result: (params: URLSearchParams) => SizingState<Input, Field, Design>,
	reportRows: (input: Input, design: Design) => SizingReportRows,
) => ({
	page,
	rows: (params: URLSearchParams) => {
		const { parsed, design } = result(params)
		return parsed.state === 'valid' && design ? reportRows(parsed.input, design) : undefined
	},
})

const calculators = [
	calculator(pages.plantSizingWater, waterResult, waterReportRows),
	calculator(pages.plantSizingFilling, fillingResult, fillingReportRows),
	calculator(pages.plantSizingSewage, sewageResult, sewageReportRows),
]

const ORIGIN = 'http://calculator.invalid'

const figure = ({ label, value }: LabelledFigure): LabelledFigure => ({ label, value })

/**
 * The labelled inputs and results of a calculator's address (path and query, as an inquiry stores
 * it) with the address that shows them again, or undefined when the address is not one of this
 * site's calculators or its inputs give no result.
 */
export function sizingSummary(address: string): (SizingFigures & { address: string }) | undefined {
	// Only a path on this site: an absolute or protocol-relative address names another origin.
	if (!address.startsWith('/') || address.startsWith('//')) return undefined
	const url = URL.parse(address, ORIGIN)
	if (url?.origin !== ORIGIN) return undefined
	const calculator = calculators.find((candidate) => candidate.page.path === url.pathname)
	const rows = calculator?.rows(url.searchParams)
	if (!calculator || !rows) return undefined
	return {
		tool: calculator.page.title,
		address: `${url.pathname}${url.search}`,
		inputs: rows.inputs.map(figure),
		results: [...rows.results, ...(rows.softener ?? [])].map(figure),
	}
}
