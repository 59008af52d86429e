import { cva, type VariantProps } from 'class-variance-authority'
import { CheckCircle2, TriangleAlert } from 'lucide-react'
import { cn } from '#app/lib/cn.ts'

const alertVariants = cva(
	'flex gap-3 rounded-card border-2 p-4 text-primary focus:outline-none focus-visible:outline-2 focus-visible:outline-ring',
	{
		variants: {
			tone: {
				danger: 'border-danger bg-danger-surface',
				success: 'border-ring bg-surface-tint',
			},
		},
		defaultVariants: { tone: 'danger' },
	},
)

const toneIcons = {
	danger: { Icon: TriangleAlert, className: 'text-danger' },
	success: { Icon: CheckCircle2, className: 'text-link' },
} as const

type AlertProps = React.ComponentProps<'div'> & VariantProps<typeof alertVariants>

/**
 * A boxed message with its tone's icon: what went wrong (danger) or what went right (success). Every
 * error box on the site is this one, so a refusal looks the same wherever it appears.
 */
export function Alert({ tone, className, children, ...props }: AlertProps) {
	const { Icon, className: iconClass } = toneIcons[tone ?? 'danger']
	return (
		<div data-slot="alert" className={cn(alertVariants({ tone }), className)} {...props}>
			<Icon aria-hidden="true" className={cn('mt-0.5 size-6 shrink-0', iconClass)} />
			<div className="min-w-0 flex-1">{children}</div>
		</div>
	)
}
