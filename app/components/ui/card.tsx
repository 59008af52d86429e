import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '#app/lib/cn.ts'

const cardVariants = cva('rounded-card border border-ink-100 shadow-card', {
	variants: {
		tone: { white: 'bg-white', water: 'bg-water-50' },
		/** `none` for cards whose rows run edge to edge and pad themselves. */
		padding: { default: 'p-6 sm:p-8', none: '' },
	},
	defaultVariants: { tone: 'white', padding: 'default' },
})

type CardProps = React.ComponentProps<'div'> &
	VariantProps<typeof cardVariants> & {
		/** The element a card is, where it is more than a box: a case study is an `article`. */
		as?: 'div' | 'article'
	}

export function Card({ as: Element = 'div', tone, padding, className, ...props }: CardProps) {
	return <Element className={cn(cardVariants({ tone, padding }), className)} {...props} />
}
