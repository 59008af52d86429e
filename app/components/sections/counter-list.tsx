import { CountUp } from '#app/components/ui/count-up.tsx'
import type { Counter } from '#app/content/counters.ts'

type CounterListProps = { counters: readonly Counter[] }

export function CounterList({ counters }: CounterListProps) {
	return (
		<dl className="grid gap-6 sm:grid-cols-3">
			{counters.map((counter) => (
				<div key={counter.id} className="rounded-card bg-navy-800 p-8 text-center">
					<dt className="text-sm font-bold tracking-[0.15em] text-water-200 uppercase">
						{counter.label}
					</dt>
					<dd className="mt-2 text-5xl font-extrabold text-white">
						<CountUp value={counter.value} suffix={counter.suffix} />
					</dd>
				</div>
			))}
		</dl>
	)
}
