import { Link, type LinkProps } from 'react-router'
import { cn } from '#app/lib/cn.ts'
import type { SizingRow } from '#app/site/sizing-rows.ts'

type ResultListProps = { rows: readonly SizingRow[]; className?: string }

/** Results as a definition list: each term beside its value, stacked on a phone. */
export function ResultList({ rows, className }: ResultListProps) {
	return (
		<dl className={className}>
			{rows.map((row) => (
				<div
					key={row.label}
					className="grid break-inside-avoid gap-1 border-b border-border py-3 first:pt-0 last:border-0 sm:grid-cols-[14rem_1fr] sm:gap-4 print:grid-cols-[14rem_1fr] print:py-1"
				>
					<dt className="font-semibold text-muted-foreground">{row.label}</dt>
					<dd className="font-bold text-primary">
						<RowValue row={row} />
					</dd>
				</div>
			))}
		</dl>
	)
}

function RowValue({ row }: { row: SizingRow }) {
	if (row.list) {
		const List = row.list.ordered ? 'ol' : 'ul'
		return (
			<List className={cn('space-y-1', row.list.ordered && 'list-decimal pl-5')}>
				{row.list.items.map((item) => (
					<li key={item.text}>
						{item.href ? <ResultLink to={item.href}>{item.text}</ResultLink> : item.text}
					</li>
				))}
			</List>
		)
	}
	const value = row.href ? <ResultLink to={row.href}>{row.value}</ResultLink> : row.value
	if (!row.action) return value
	return (
		<>
			{value}{' '}
			<ResultLink to={row.action.href} className="font-semibold print:hidden">
				{row.action.text}
			</ResultLink>
		</>
	)
}

export function ResultLink({ className, ...props }: LinkProps) {
	return (
		<Link
			{...props}
			className={cn('text-link underline underline-offset-4 hover:text-primary', className)}
		/>
	)
}
