import { AlertTriangle, Info } from 'lucide-react'
import { Card } from '#app/components/ui/card.tsx'
import { editionPath } from '#app/content/edition.ts'
import { sizingShared } from '#app/content/plant-sizing-words.ts'
import { servicePath } from '#app/content/service-links.ts'
import { postalAddress, siteConfig, siteUrl } from '#app/content/site-config.ts'
import { waterResultLabels } from '#app/content/water-result-words.ts'
import { softenerPlant } from '#app/site/plant-sizing.ts'
import { proposalPath } from '#app/site/proposal-address.ts'
import type { SizingReportRows } from '#app/site/sizing-rows.ts'
import { ResultActions } from './result-actions.tsx'
import { ResultLink, ResultList } from './result-list.tsx'

/** What a result shows, on its page and in its PDF. */
export type ReportParts = {
	rows: SizingReportRows
	warnings?: readonly string[]
	diagram: React.ReactElement
	assumptions: readonly string[]
	/** What the design is and is not; the water tools' words unless a tool has its own. */
	note?: string
}

type SizingReportProps = ReportParts & {
	/** The result heading takes focus after the form is sent, so the answer is announced. */
	headingRef: React.Ref<HTMLHeadingElement>
	/** The page and query that show this result again, printed with the contact line. */
	link: string
	quote: string
}

/** A result's heading, which takes focus after the form is sent so the answer is announced. */
export function ResultHeading({
	headingRef,
	children,
}: {
	headingRef: React.Ref<HTMLHeadingElement>
	children: React.ReactNode
}) {
	return (
		<h2
			id="sizing-result-heading"
			ref={headingRef}
			tabIndex={-1}
			className="scroll-mt-[calc(var(--spacing-header)+0.5rem)] text-2xl sm:text-3xl focus:outline-none"
		>
			{children}
		</h2>
	)
}

/**
 * One result, on screen and on paper: warnings, the figures, the diagram, the inputs (printed only,
 * since the form shows them on screen), the assumptions, the budgetary note and the contact line.
 */
export function SizingReport({
	headingRef,
	rows: { summary, results, softener, inputs },
	warnings = [],
	diagram,
	assumptions,
	link,
	quote,
	note = sizingShared.budgetaryNote,
}: SizingReportProps) {
	const softenerPage = softenerPlant()
	return (
		<section
			aria-labelledby="sizing-result-heading"
			className="space-y-6 sm:space-y-8 print:space-y-4 print:text-sm"
		>
			<div className="flex flex-wrap items-center justify-between gap-4">
				<ResultHeading headingRef={headingRef}>{sizingShared.resultTitle}</ResultHeading>
				<ResultActions quote={quote} proposal={editionPath(proposalPath(link))} />
			</div>
			{warnings.length > 0 ? (
				<Card tone="water" padding="compact" className="space-y-2 border-accent">
					<h3 className="flex items-center gap-2 text-lg">
						<AlertTriangle aria-hidden="true" className="size-5 text-warning" />
						{sizingShared.warningsTitle}
					</h3>
					<ul className="list-disc space-y-1 pl-6">
						{warnings.map((warning) => (
							<li key={warning}>{warning}</li>
						))}
					</ul>
				</Card>
			) : null}
			{/* The key figures side by side, read before the full table. On paper the table gives each
			    figure once, and the sheet keeps its room for the figures an engineer checks. */}
			<ul
				aria-label={sizingShared.summaryTitle}
				className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3 print:hidden"
			>
				{summary.map((figure) => (
					<li key={figure.label} className="rounded-card bg-surface-tint px-3 py-1.5">
						<span className="block text-xs font-semibold text-muted-foreground sm:text-sm">
							{figure.label}
						</span>
						<span className="block font-bold text-primary sm:text-lg">{figure.value}</span>
					</li>
				))}
			</ul>
			<div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] print:grid-cols-[minmax(0,1fr)_16rem] print:gap-4">
				<ResultList rows={results} />
				{/*
				 * The softener takes a grid row of its own under the list, beside no diagram: the diagram
				 * cannot break across sheets, and a row holding both would move to the next sheet whole.
				 */}
				{softener ? (
					<section aria-labelledby="softener-heading" className="space-y-2">
						<h3 id="softener-heading" className="text-xl">
							{waterResultLabels.softenerTitle}
						</h3>
						<p className="text-muted-foreground">
							{waterResultLabels.softenerLead}{' '}
							<ResultLink to={servicePath(softenerPage)}>{softenerPage.title}</ResultLink>
						</p>
						<ResultList rows={softener} />
					</section>
				) : null}
				<figure className="space-y-2 lg:col-start-2 lg:row-start-1 print:col-start-2 print:row-start-1">
					{diagram}
					<figcaption className="text-center text-sm text-muted-foreground">
						{sizingShared.diagramTitle}
					</figcaption>
				</figure>
			</div>
			<p className="flex gap-3 rounded-card bg-surface-muted p-4 text-foreground print:p-0">
				<Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-link print:hidden" />
				{note}
			</p>
			<div className="hidden break-inside-avoid print:block">
				<h3 className="text-lg">{sizingShared.inputsTitle}</h3>
				{/* Two columns on paper: the inputs are short, and a softener's rows must still fit two pages. */}
				<ResultList
					rows={inputs}
					className="print:columns-2 print:gap-6 print:*:grid-cols-[10rem_1fr]"
				/>
			</div>
			<details
				className="break-inside-avoid rounded-card border border-border p-4 print:border-0 print:p-0"
				open
			>
				<summary className="cursor-pointer font-bold text-primary">
					{sizingShared.assumptionsTitle}
				</summary>
				<ul className="mt-3 list-disc space-y-1 pl-6 text-sm text-foreground">
					{assumptions.map((assumption) => (
						<li key={assumption}>{assumption}</li>
					))}
				</ul>
			</details>
			{/* Only on paper: who to contact, and where this result lives. */}
			<address className="hidden break-inside-avoid border-t-2 border-primary pt-3 text-sm not-italic print:block">
				<strong className="text-primary">{siteConfig.name}</strong>
				{` · ${postalAddress()} · ${siteConfig.phone.display} · ${siteConfig.email} · ${siteUrl(editionPath(link))}`}
			</address>
		</section>
	)
}
