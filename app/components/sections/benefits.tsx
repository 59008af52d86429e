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
			<ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
				{benefits.map((benefit, index) => {
					const Icon = icons[index % icons.length] ?? Cpu
					return (
						<Card as="li" key={benefit.id} padding="compact">
							<span className="grid size-14 place-items-center rounded-full bg-surface-tint text-link">
								<Icon aria-hidden="true" className="size-7" />
							</span>
							<h3 className="mt-5 text-lg">{benefit.title}</h3>
							<p className="mt-2 leading-relaxed text-muted-foreground">{benefit.text}</p>
						</Card>
					)
				})}
			</ul>
		</Section>
	)
}
