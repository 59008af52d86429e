import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { buttonVariants } from '#app/components/ui/button.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { sewageResultLabels } from '#app/content/sewage-sizing-words.ts'
import type { SewageDesign, SewageInput, SewagePlant } from '#app/lib/sizing/sewage.ts'
import { sewageQuotePath } from '#app/site/plant-sizing.ts'
import {
	referralText,
	sewageAssumptionsText,
	sewageReportRows,
} from '#app/site/sizing-sewage-rows.ts'
import { SewageDiagram } from './sewage-diagram.tsx'
import type { ResultProps } from './sizing-calculator.tsx'
import { type ReportParts, ResultHeading, SizingReport } from './sizing-report.tsx'

export function SewageResult({
	input,
	design,
	headingRef,
	link,
}: ResultProps<SewageInput, SewageDesign>) {
	const quote = sewageQuotePath(design, link)
	if (design.kind === 'referral') {
		// No design: what the tool does not size goes to an engineer, with the figures given.
		return (
			<Card tone="water" className="space-y-4">
				<ResultHeading headingRef={headingRef}>{sewageResultLabels.referralTitle}</ResultHeading>
				<p className="max-w-prose text-lg">{referralText(design)}</p>
				<Link to={quote} className={buttonVariants({ size: 'wrap' })}>
					{sewageResultLabels.referralAction}
					<ArrowRight aria-hidden="true" />
				</Link>
			</Card>
		)
	}
	return (
		<SizingReport
			{...sewageReport(input, design)}
			headingRef={headingRef}
			link={link}
			quote={quote}
		/>
	)
}

/** A designed plant's report; a referral has none. */
export const sewageReport = (input: SewageInput, design: SewagePlant): ReportParts => ({
	rows: sewageReportRows(input, design),
	diagram: <SewageDiagram design={design} />,
	assumptions: sewageAssumptionsText(),
	note: sewageResultLabels.budgetaryNote,
})
