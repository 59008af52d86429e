import { cn } from '#app/lib/cn.ts'

type SectionHeadingProps = {
	eyebrow: string
	title: string
	children?: React.ReactNode
	align?: 'center' | 'start'
	/** Heading level; sections under a page's h1 use h2. */
	as?: 'h2' | 'h3'
	className?: string
}

export function SectionHeading({
	eyebrow,
	title,
	children,
	align = 'center',
	as: Heading = 'h2',
	className,
}: SectionHeadingProps) {
	return (
		<div
			className={cn(
				'flex max-w-3xl flex-col gap-3 sm:gap-4',
				align === 'center' ? 'mx-auto items-center text-center' : 'items-start',
				className,
			)}
		>
			<p className="flex items-center gap-3 text-sm font-bold tracking-[0.18em] text-link uppercase">
				<span aria-hidden="true" className="h-0.5 w-8 rounded-pill bg-accent" />
				{eyebrow}
			</p>
			<Heading className="text-2xl text-balance sm:text-3xl">{title}</Heading>
			{children ? (
				<div className="leading-relaxed text-muted-foreground sm:text-lg">{children}</div>
			) : null}
		</div>
	)
}
