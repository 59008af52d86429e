import { cn } from '#app/lib/cn.ts'

export function Card({ className, ...props }: React.ComponentProps<'div'>) {
	return (
		<div
			className={cn(
				'rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-8',
				className,
			)}
			{...props}
		/>
	)
}
