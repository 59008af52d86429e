import { Cpu, Gauge, Settings2, ShieldCheck } from 'lucide-react'
import { Card } from '#app/components/ui/card.tsx'
import { Section } from '#app/components/ui/section.tsx'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'
import { benefits, homeSections } from '#app/content/home.ts'

// One icon per benefit, in the order of `benefits` in home.ts.
const icons = [Cpu, Settings2, ShieldCheck, Gauge]

export function Benefits() {
	return (
		<Section>
			<SectionHeading eyebrow={homeSections.benefits.eyebrow} title={homeSections.benefits.title} />
			<ul className="mt-8 lg:mt-12 grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
				{benefits.map((benefit, index) => {
					const Icon = icons[index % icons.length] ?? Cpu
					return (
						<Card as="li" key={benefit.id} padding="compact">
							<h3 className="flex items-center gap-3 text-lg sm:flex-col sm:items-start sm:gap-4">
								<span className="grid size-12 shrink-0 place-items-center rounded-full bg-surface-tint text-link">
									<Icon aria-hidden="true" className="size-6" />
								</span>
								{benefit.title}
							</h3>
							<p className="mt-2 text-sm leading-relaxed text-muted-foreground sm:text-base">
								{benefit.text}
							</p>
						</Card>
					)
				})}
			</ul>
		</Section>
	)
}
