import { Card } from '#app/components/ui/card.tsx'
import type { SpecificationRow } from '#app/content/service-copy.ts'
import { servicePageContent } from '#app/content/service-page.ts'

type ServiceSpecificationProps = {
	/** The capacity range, always the first row. */
	capacity: string
	rows: readonly SpecificationRow[]
}

// One table per page, so a fixed id names it.
const HEADING_ID = 'specification'

// A figure and its unit stay on one line ("500\u00a0ppb"), however narrow the column.
const keepFiguresWithUnits = (value: string) => value.replace(/(\d) (?=\S)/g, '$1\u00a0')

/**
 * A buyer compares plants on these figures, so they read as a datasheet table, not as prose. On a
 * phone each value sits under its label, at full width.
 */
export function ServiceSpecification({ capacity, rows }: ServiceSpecificationProps) {
	return (
		<section className="space-y-5 print:space-y-2">
			<h2 id={HEADING_ID} className="text-2xl sm:text-3xl print:text-lg">
				{servicePageContent.specificationTitle}
			</h2>
			<Card padding="none" className="overflow-hidden print:rounded-none print:shadow-none">
				<table
					aria-labelledby={HEADING_ID}
					className="w-full border-collapse text-left max-sm:block"
				>
					<tbody className="max-sm:block">
						{[{ label: servicePageContent.capacityRangeLabel, value: capacity }, ...rows].map(
							(row) => (
								<tr
									key={row.label}
									className="border-b border-border align-baseline last:border-0 even:bg-surface-muted max-sm:block max-sm:py-3 print:break-inside-avoid"
								>
									<th
										scope="row"
										className="px-4 text-sm font-bold text-primary max-sm:block sm:w-52 sm:px-6 sm:py-4 print:w-44 print:py-1.5"
									>
										{row.label}
									</th>
									<td className="px-4 pt-1 leading-relaxed text-foreground max-sm:block sm:px-6 sm:py-4 print:py-1.5 print:text-sm">
										{keepFiguresWithUnits(row.value)}
									</td>
								</tr>
							),
						)}
					</tbody>
				</table>
			</Card>
		</section>
	)
}
