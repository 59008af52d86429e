import { cva } from 'class-variance-authority'

/** Text inputs and textareas of both inquiry forms; `invalid` marks a field whose error shows below it. */
export const fieldVariants = cva(
	'w-full rounded-card border-2 bg-surface px-4 py-3 text-primary transition-colors placeholder:text-muted-foreground focus:border-ring focus:outline-none',
	{
		variants: { invalid: { true: 'border-danger', false: 'border-input' } },
		defaultVariants: { invalid: false },
	},
)
