import { Link, type LinkProps } from 'react-router'
import { cn } from '#app/lib/cn.ts'

type ResultRow = { label: string; value: React.ReactNode }

type ResultListProps = { rows: readonly ResultRow[]; className?: string }

/** Results as a definition list: each term beside its value, stacked on a phone. */
export function ResultList({ rows, className }: ResultListProps) {
	return (
		<dl className={className}>
			{rows.map((row) => (
				<div
					key={row.label}
					className="grid gap-1 border-b border-border py-3 last:border-0 sm:grid-cols-[14rem_1fr] sm:gap-4 print:grid-cols-[14rem_1fr] print:py-1"
				>
					<dt className="font-semibold text-muted-foreground">{row.label}</dt>
					<dd className="font-bold text-primary">{row.value}</dd>
				</div>
			))}
		</dl>
	)
}

/** A link inside a result: to the recommended plant, the chiller, the other calculator. */
export function ResultLink({ className, ...props }: LinkProps) {
	return (
		<Link
			{...props}
			className={cn('text-link underline underline-offset-4 hover:text-primary', className)}
		/>
	)
}
