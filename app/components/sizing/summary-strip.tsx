import { sizingShared } from '#app/content/plant-sizing.ts'
import type { LabelledFigure } from '#app/lib/inbox-protocol.ts'

type SummaryStripProps = { figures: readonly LabelledFigure[] }

/** A result's key figures side by side, read before the full table. */
export function SummaryStrip({ figures }: SummaryStripProps) {
	return (
		<ul
			aria-label={sizingShared.summaryTitle}
			className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3 print:grid-cols-4 print:gap-2"
		>
			{figures.map((figure) => (
				<li
					key={figure.label}
					className="rounded-card bg-surface-tint px-3 py-1.5 print:border print:border-border print:px-2 print:py-1"
				>
					<span className="block text-xs font-semibold text-muted-foreground sm:text-sm">
						{figure.label}
					</span>
					<span className="block font-bold text-primary sm:text-lg">{figure.value}</span>
				</li>
			))}
		</ul>
	)
}
