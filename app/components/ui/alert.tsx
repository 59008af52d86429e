import { cva, type VariantProps } from 'class-variance-authority'
import { type LucideIcon, TriangleAlert } from 'lucide-react'
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

const iconColours = { danger: 'text-danger', success: 'text-link' } as const

type AlertProps = React.ComponentProps<'div'> &
	VariantProps<typeof alertVariants> & {
		/** Drawn beside the message; a warning sign unless given, so a page showing only refusals loads no other. */
		icon?: LucideIcon
	}

// Every error box on the site is this one, so a refusal looks the same wherever it appears.
export function Alert({
	tone,
	icon: Icon = TriangleAlert,
	className,
	children,
	...props
}: AlertProps) {
	return (
		<div data-slot="alert" className={cn(alertVariants({ tone }), className)} {...props}>
			<Icon
				aria-hidden="true"
				className={cn('mt-0.5 size-6 shrink-0', iconColours[tone ?? 'danger'])}
			/>
			<div className="min-w-0 flex-1">{children}</div>
		</div>
	)
}
