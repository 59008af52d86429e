import { cn } from '#app/lib/cn.ts'

type SectionHeadingProps = {
	eyebrow: string
	title: string
	children?: React.ReactNode
	align?: 'center' | 'start'
}

export function SectionHeading({
	eyebrow,
	title,
	children,
	align = 'center',
}: SectionHeadingProps) {
	return (
		<div
			className={cn(
				'flex max-w-3xl flex-col gap-3 sm:gap-4',
				align === 'center' ? 'mx-auto items-center text-center' : 'items-start',
			)}
		>
			<p className="flex items-center gap-3 text-sm font-bold tracking-[0.18em] text-link uppercase">
				<span aria-hidden="true" className="h-0.5 w-8 rounded-pill bg-accent" />
				{eyebrow}
			</p>
			<h2 className="text-2xl text-balance sm:text-3xl">{title}</h2>
			{children ? (
				<div className="leading-relaxed text-muted-foreground sm:text-lg">{children}</div>
			) : null}
		</div>
	)
}
