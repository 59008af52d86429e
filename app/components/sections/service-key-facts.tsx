import type { ServiceCopy } from '#app/content/service-copy.ts'
import { servicePageContent } from '#app/content/service-page.ts'
import type { Service } from '#app/content/services.ts'
import { cn } from '#app/lib/cn.ts'

/** Navy in the banner from 768 px; light under a phone's banner. */
const TONES = {
	navy: {
		lede: 'text-inverse-muted',
		figure: 'border-inverse-glow bg-inverse-raised',
		label: 'text-inverse-accent',
		value: 'text-inverse-foreground',
	},
	light: {
		lede: 'text-foreground',
		figure: 'border-rule bg-surface-tint',
		label: 'text-link',
		value: 'text-primary',
	},
} as const

type ServiceKeyFactsProps = {
	service: Pick<Service, 'summary'>
	copy: Pick<ServiceCopy, 'capacity' | 'keyFigures'>
	tone: keyof typeof TONES
	className?: string
}

/**
 * What a buyer scans for first on a plant's page: what it is, and its capacity with its unit beside two
 * or three key figures.
 */
export function ServiceKeyFacts({ service, copy, tone, className }: ServiceKeyFactsProps) {
	const colours = TONES[tone]
	const figures = [
		{ label: servicePageContent.capacityRangeLabel, value: copy.capacity },
		...copy.keyFigures,
	]
	return (
		<div data-slot="key-facts" className={cn('flex w-full flex-col gap-4', className)}>
			<p className={cn('max-w-2xl leading-relaxed lg:text-lg', colours.lede)}>{service.summary}</p>
			<dl className="grid max-w-2xl grid-cols-2 gap-2 sm:gap-3">
				{figures.map((figure) => (
					<div
						key={figure.label}
						className={cn('rounded-card border px-3 py-2 sm:px-4 sm:py-3', colours.figure)}
					>
						<dt className={cn('text-sm font-bold', colours.label)}>{figure.label}</dt>
						<dd className={cn('font-bold text-balance sm:text-lg', colours.value)}>
							{figure.value}
						</dd>
					</div>
				))}
			</dl>
		</div>
	)
}
