import { CountUp } from '#app/components/ui/count-up.tsx'
import type { Counter } from '#app/content/counters.ts'
import { cn } from '#app/lib/cn.ts'

type CounterListProps = {
	counters: readonly Counter[]
	/** `band`: large centred figures across a dark band (About); `tiles`: compact tiles (Home). */
	layout?: 'band' | 'tiles'
}

export function CounterList({ counters, layout = 'band' }: CounterListProps) {
	const band = layout === 'band'
	return (
		<dl className={band ? 'grid gap-6 sm:grid-cols-3' : 'grid max-w-md grid-cols-2 gap-4'}>
			{counters.map((counter) => (
				<div
					key={counter.id}
					className={cn(
						'rounded-card',
						band ? 'bg-inverse-raised p-8 text-center' : 'bg-inverse p-5 sm:p-6',
					)}
				>
					<dt
						className={cn(
							'text-sm font-bold text-inverse-accent uppercase',
							band ? 'tracking-[0.15em]' : 'tracking-wide',
						)}
					>
						{counter.label}
					</dt>
					<dd
						className={cn(
							'font-extrabold text-inverse-foreground',
							band ? 'mt-2 text-5xl' : 'mt-1 text-3xl',
						)}
					>
						<CountUp value={counter.value} suffix={counter.suffix} />
					</dd>
				</div>
			))}
		</dl>
	)
}
