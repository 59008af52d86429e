import { Cpu, Gauge, Settings2, ShieldCheck } from 'lucide-react'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'
import { benefits, homeSections } from '#app/content/home.ts'

// One icon per benefit, in the order of `benefits` in home.ts.
const icons = [Cpu, Settings2, ShieldCheck, Gauge]

export function Benefits() {
	return (
		<section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
			<SectionHeading eyebrow={homeSections.benefits.eyebrow} title={homeSections.benefits.title} />
			<ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
				{benefits.map((benefit, index) => {
					const Icon = icons[index % icons.length] ?? Cpu
					return (
						<li
							key={benefit.id}
							className="rounded-card border border-ink-100 bg-white p-6 shadow-card"
						>
							<span className="grid size-14 place-items-center rounded-full bg-water-50 text-water-700">
								<Icon aria-hidden="true" className="size-7" />
							</span>
							<h3 className="mt-5 text-lg">{benefit.title}</h3>
							<p className="mt-2 leading-relaxed text-ink-600">{benefit.text}</p>
						</li>
					)
				})}
			</ul>
		</section>
	)
}
