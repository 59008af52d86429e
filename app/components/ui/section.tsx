import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '#app/lib/cn.ts'

const containerVariants = cva('mx-auto w-full px-4 sm:px-6', {
	variants: {
		/** `page` lines up with the header and footer; the narrower widths keep prose readable. */
		width: { page: 'max-w-7xl', wide: 'max-w-5xl', prose: 'max-w-4xl', narrow: 'max-w-3xl' },
	},
	defaultVariants: { width: 'page' },
})

type ContainerProps = React.ComponentProps<'div'> & VariantProps<typeof containerVariants>

/** The one place that sets the content width and the side padding of the page. */
export function Container({ width, className, ...props }: ContainerProps) {
	return (
		<div data-slot="container" className={cn(containerVariants({ width }), className)} {...props} />
	)
}

const sectionVariants = cva('', {
	variants: {
		tone: {
			default: '',
			muted: 'bg-surface-muted',
			navy: 'bg-inverse text-inverse-foreground',
		},
		// `top` and `bottom` where a section continues the one before or after it. On phones the last
		// section keeps room below for the footer's wave that rises into it and a card's shadow.
		spacing: {
			default: 'py-10 max-sm:last:pb-16 sm:py-16 lg:py-24',
			top: 'pt-10 sm:pt-16 lg:pt-24',
			bottom: 'pb-10 max-sm:last:pb-16 sm:pb-16 lg:pb-24',
			compact: 'py-10',
		},
	},
	defaultVariants: { tone: 'default', spacing: 'default' },
})

type SectionProps = React.ComponentProps<'section'> &
	VariantProps<typeof sectionVariants> &
	VariantProps<typeof containerVariants> & {
		/** Classes of the inner container, for a section that lays its content out as a grid. */
		containerClassName?: string
	}

/** A page section's background, vertical rhythm and container, so no section retypes them. */
export function Section({
	tone,
	spacing,
	width,
	className,
	containerClassName,
	children,
	...props
}: SectionProps) {
	return (
		<section
			data-slot="section"
			className={cn(sectionVariants({ tone, spacing }), className)}
			{...props}
		>
			<Container width={width} className={containerClassName}>
				{children}
			</Container>
		</section>
	)
}
