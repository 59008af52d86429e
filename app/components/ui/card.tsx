import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '#app/lib/cn.ts'

export const cardVariants = cva('rounded-card border shadow-card', {
	variants: {
		tone: {
			white: 'border-border bg-surface',
			water: 'border-border bg-surface-tint',
			navy: 'border-inverse bg-inverse text-inverse-foreground',
		},
		/** `none` for cards whose rows run edge to edge and pad themselves. */
		padding: { default: 'p-6 sm:p-8', compact: 'p-5 sm:p-6', spacious: 'p-6 sm:p-10', none: '' },
		/** A card that is one link target lifts under the pointer. */
		interactive: { true: 'transition-shadow hover:shadow-raised', false: '' },
	},
	defaultVariants: { tone: 'white', padding: 'default', interactive: false },
})

// Attributes every element shares, since a card may be one of several elements.
type CardProps = React.HTMLAttributes<HTMLElement> &
	VariantProps<typeof cardVariants> & {
		/** The element a card is, where it is more than a box: a case study is an `article`. */
		as?: 'div' | 'article' | 'section' | 'li' | 'figure'
	}

export function Card({
	as: Element = 'div',
	tone,
	padding,
	interactive,
	className,
	...props
}: CardProps) {
	return (
		<Element
			data-slot="card"
			className={cn(cardVariants({ tone, padding, interactive }), className)}
			{...props}
		/>
	)
}
