import { cva } from 'class-variance-authority'

export const buttonVariants = cva(
	'inline-flex items-center justify-center gap-2 rounded-pill font-bold whitespace-nowrap transition-colors focus-visible:outline-offset-3 [&_svg]:size-4 [&_svg]:shrink-0',
	{
		variants: {
			variant: {
				accent: 'bg-accent-500 text-navy-950 hover:bg-accent-400',
				primary: 'bg-navy-900 text-white hover:bg-navy-700',
				outline: 'border-2 border-navy-900 text-navy-900 hover:bg-navy-900 hover:text-white',
				light: 'bg-white text-navy-900 hover:bg-water-50',
			},
			size: {
				sm: 'h-9 px-4 text-sm',
				md: 'h-11 px-6 text-sm',
				lg: 'h-13 px-8 text-base',
			},
		},
		defaultVariants: { variant: 'accent', size: 'md' },
	},
)
