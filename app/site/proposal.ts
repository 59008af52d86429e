import { editionDate } from '#app/content/dates.ts'
import { editionPath, locale } from '#app/content/edition.ts'
import { locales } from '#app/content/locales.ts'
import { proposalWords, sizingShared } from '#app/content/plant-sizing-words.ts'
import { siteConfig, siteUrl } from '#app/content/site-config.ts'
import { waterResultLabels } from '#app/content/water-result-words.ts'
import { fill } from '#app/lib/fill.ts'
import { slugify } from '#app/lib/slugify.ts'
import { companyOnPaper } from './datasheet.ts'
import type { Paper, PaperBlock, PaperDrawing } from './paper.ts'
import { companyDay, proposalReference } from './proposal-reference.ts'
import type { SizingReportRows } from './sizing-rows.ts'

type Proposal = {
	/** The tool's name: "Water treatment plant". */
	tool: string
	/** The calculator's path and query that give this result on the page. */
	address: string
	/** When it is made: the day it is dated and its reference. */
	at: Date
	rows: SizingReportRows
	warnings?: readonly string[]
	assumptions: readonly string[]
	note?: string
	diagram: PaperDrawing
}

/** The process diagram's width on paper: its 13-unit labels come out near 8 pt. */
const DIAGRAM_WIDTH = 220

/** The name a result's PDF is saved under: company, tool and reference, as a person files it. */
export const proposalFileName = (tool: string, reference: string) =>
	`${slugify(siteConfig.shortName)}-${slugify(tool)}-${reference}.pdf`

/**
 * A result as the document a buyer forwards: dated, with its reference, the inputs and key figures
 * beside the process diagram, the design, what to check, the budgetary note and the assumptions, as
 * the page prints them.
 */
export function proposalPaper(proposal: Proposal): Paper {
	const { rows } = proposal
	const title = fill(proposalWords.title, { tool: proposal.tool })
	const warnings: PaperBlock[] = proposal.warnings?.length
		? [
				{ kind: 'heading', text: sizingShared.warningsTitle },
				{ kind: 'list', items: proposal.warnings },
			]
		: []
	const softener: PaperBlock[] = rows.softener
		? [
				{ kind: 'heading', text: waterResultLabels.softenerTitle },
				{ kind: 'text', text: waterResultLabels.softenerLead },
				{ kind: 'rows', rows: rows.softener },
			]
		: []
	return {
		lang: locales[locale].hreflang,
		title,
		kind: proposalWords.kind,
		subject: `${title}: ${rows.summary.map((figure) => `${figure.label} ${figure.value}`).join(', ')}`,
		meta: [
			fill(proposalWords.reference, {
				reference: proposalReference(proposal.address, proposal.at),
			}),
			editionDate(companyDay(proposal.at)),
		],
		blocks: [
			{ kind: 'facts', facts: rows.summary },
			{
				kind: 'beside',
				blocks: [
					{ kind: 'heading', text: sizingShared.inputsTitle },
					{ kind: 'rows', rows: rows.inputs },
				],
				figure: { ...proposal.diagram, width: DIAGRAM_WIDTH },
			},
			...warnings,
			{ kind: 'heading', text: sizingShared.resultTitle },
			{ kind: 'rows', rows: rows.results },
			...softener,
			{ kind: 'text', text: proposal.note ?? sizingShared.budgetaryNote, tone: 'note' },
			{ kind: 'heading', text: sizingShared.assumptionsTitle },
			{ kind: 'list', items: proposal.assumptions },
		],
		company: companyOnPaper(),
		link: { label: proposalWords.link, url: siteUrl(editionPath(proposal.address)) },
	}
}
