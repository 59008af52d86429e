import { pages } from '#app/content/pages.ts'
import { proposalWords, sizingShared } from '#app/content/plant-sizing-words.ts'
import {
	capacityUnitLabels,
	quoteFormText,
	quoteTimelineLabels,
	quoteWaterSourceLabels,
} from '#app/content/quote.ts'
import { fill } from '#app/lib/fill.ts'
import type { QuoteDetail, SizingFigures } from '#app/lib/inbox-protocol.ts'
import { formatNumber } from '#app/lib/sizing/format.ts'

// A stored quote's figures in the words of its form, for everyone who reads them after it was sent:
// the inbox, the notification e-mail and the spreadsheet export name each field by the form's label
// and each choice by the label the buyer picked.

type Figures = Omit<QuoteDetail, 'report' | 'sizing' | 'sizingFigures'>

const { labels } = quoteFormText

const choice = (names: Readonly<Record<string, string>>, value: string | null) =>
	value === null ? null : (names[value] ?? value)

/** The capacity with its unit, as a person writes it: "2,000 litres per hour". */
export const capacityText = (quote: Figures) =>
	quote.capacity === null
		? null
		: [formatNumber(quote.capacity, 3), choice(capacityUnitLabels, quote.capacityUnit)]
				.filter(Boolean)
				.join(' ')

/** The figures after the capacity, which a reader and a spreadsheet take alike. */
const laterFigures = (quote: Figures | null) => [
	{ label: labels.water_source, value: choice(quoteWaterSourceLabels, quote?.waterSource ?? null) },
	{ label: labels.site_location, value: quote?.siteLocation ?? null },
	{ label: labels.timeline, value: choice(quoteTimelineLabels, quote?.timeline ?? null) },
]

/** Each figure a person reads, under its label, in the form's order; capacity and unit as one line. */
export const quoteFigureLines = (quote: Figures): { label: string; value: string | null }[] => [
	{ label: labels.company, value: quote.company },
	{ label: labels.capacity, value: capacityText(quote) },
	...laterFigures(quote),
]

/** One cell per form field, for a spreadsheet: the capacity stays a number beside its unit. */
export const quoteFigureCells = (
	quote: Figures | null,
): { label: string; value: string | number | null }[] => [
	{ label: labels.company, value: quote?.company ?? null },
	{ label: labels.capacity, value: quote?.capacity ?? null },
	{ label: labels.capacity_unit, value: choice(capacityUnitLabels, quote?.capacityUnit ?? null) },
	...laterFigures(quote),
]

/** The heading of the plant-sizing result a quote carries, and of its water report. */
export const quoteAttachmentLabels = {
	sizing: pages.plantSizing.title,
	sizingFigures: `${pages.plantSizing.title}: ${sizingShared.resultTitle.toLowerCase()}`,
	report: labels.water_report,
} as const

/**
 * The words of the link to a quote's sizing result: named after its tool, since its address (path and
 * inputs, about 140 characters) says nothing to a reader and wraps over several lines on a phone.
 */
export const sizingLinkText = (figures: SizingFigures | null) =>
	figures ? `${sizingTitle(figures)}: open the result` : 'Open the sizing result'

/** The tool and, for a request sent since results carried one, the reference on the result's PDF. */
const sizingTitle = ({ tool, reference }: SizingFigures) =>
	reference ? `${tool}, ${fill(proposalWords.reference, { reference })}` : tool

/** A sizing result's figures in groups, as its page shows them: what was entered, what it gave. */
export const sizingFigureGroups = (figures: SizingFigures) => [
	{ title: sizingShared.inputsTitle, figures: figures.inputs },
	{ title: sizingShared.resultTitle, figures: figures.results },
]

// As plain text lines for the e-mail and the spreadsheet.
export const sizingFigureText = (figures: SizingFigures) =>
	[
		sizingTitle(figures),
		...sizingFigureGroups(figures).flatMap(({ title, figures: group }) => [
			`${title}:`,
			...group.map(({ label, value }) => `  ${label}: ${value}`),
		]),
	].join('\n')
