import { servicePageContent } from '#app/content/service-page.ts'
import { cn } from '#app/lib/cn.ts'

type ProcessStepsProps = { steps: readonly string[] }

/**
 * The process as a flow: numbered markers joined by a water line. The list itself is an `<ol>`, so
 * the markers' numbers are only drawn, not read out a second time.
 */
export function ProcessSteps({ steps }: ProcessStepsProps) {
	return (
		<section className="space-y-6 print:space-y-2">
			<h2 className="text-2xl sm:text-3xl print:text-lg">{servicePageContent.processTitle}</h2>
			<ol>
				{steps.map((step, index) => {
					const last = index === steps.length - 1
					return (
						<li
							key={step}
							className={cn(
								'relative flex gap-4 sm:gap-5 print:break-inside-avoid',
								!last && 'pb-4 print:pb-1',
							)}
						>
							{last ? null : (
								<span
									aria-hidden="true"
									className="absolute top-11 bottom-0 left-[calc(1.25rem-1px)] border-l-2 border-rule print:top-8 print:left-[calc(0.875rem-1px)] print:border-border-strong"
								/>
							)}
							<span
								aria-hidden="true"
								className="grid size-10 shrink-0 place-items-center rounded-full bg-inverse font-extrabold text-inverse-foreground ring-4 ring-tint print:size-7 print:border-2 print:border-primary print:bg-surface print:text-sm print:text-primary print:ring-0"
							>
								{index + 1}
							</span>
							<p className="flex-1 rounded-card border border-border bg-surface-muted px-4 py-3 leading-relaxed text-foreground sm:px-5 print:border-0 print:bg-surface print:p-0 print:pt-0.5 print:text-sm">
								{step}
							</p>
						</li>
					)
				})}
			</ol>
		</section>
	)
}
