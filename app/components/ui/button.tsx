import { cva } from 'class-variance-authority'

export const buttonVariants = cva(
	'inline-flex items-center justify-center gap-2 rounded-pill font-bold transition-colors focus-visible:outline-offset-3 [&_svg]:size-4 [&_svg]:shrink-0',
	{
		variants: {
			variant: {
				accent: 'bg-accent text-accent-foreground hover:bg-accent-hover',
				primary: 'bg-primary text-primary-foreground hover:bg-primary-hover',
				outline:
					'border-2 border-primary text-primary hover:bg-primary hover:text-primary-foreground',
				light: 'bg-surface text-primary hover:bg-surface-tint',
			},
			size: {
				sm: 'h-9 px-4 text-sm whitespace-nowrap',
				md: 'h-11 px-6 text-sm whitespace-nowrap',
				lg: 'h-13 px-8 text-base whitespace-nowrap',
				/** Two of them side by side on a 320 px phone, as large from 640 px. */
				lgFromSm: 'h-11 px-4 text-sm whitespace-nowrap sm:h-13 sm:px-8 sm:text-base',
				/** As large, for a long label that wraps instead of running out of a narrow card. */
				wrap: 'min-h-13 px-6 py-3 text-center text-base sm:px-8',
			},
		},
		defaultVariants: { variant: 'accent', size: 'md' },
	},
)
