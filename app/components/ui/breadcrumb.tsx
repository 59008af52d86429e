import { ChevronRight } from 'lucide-react'
import { Link } from 'react-router'
import { uiText } from '#app/content/copy.ts'
import type { Crumb } from '#app/content/navigation.ts'
import { cn } from '#app/lib/cn.ts'

type BreadcrumbProps = {
	trail: readonly Crumb[]
	/** `start` lines the trail up with a left-aligned title from 768 px. */
	align?: 'center' | 'start'
}

export function Breadcrumb({ trail, align = 'center' }: BreadcrumbProps) {
	return (
		<nav aria-label={uiText.breadcrumb} className="print:hidden">
			<ol
				className={cn(
					'flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-sm font-semibold',
					align === 'start' && 'md:justify-start',
				)}
			>
				{trail.map((crumb, index) => {
					const current = index === trail.length - 1
					// The separator belongs to the crumb after it, so a wrapped trail never ends a line with one.
					return (
						<li key={crumb.path} className="inline-flex items-center gap-2">
							{index > 0 ? (
								<ChevronRight aria-hidden="true" className="size-4 shrink-0 text-inverse-accent" />
							) : null}
							{current ? (
								<span aria-current="page" className="text-inverse-accent">
									{crumb.label}
								</span>
							) : (
								<Link
									to={crumb.path}
									className="inline-flex min-h-6 items-center rounded-sm text-inverse-foreground hover:text-inverse-accent"
								>
									{crumb.label}
								</Link>
							)}
						</li>
					)
				})}
			</ol>
		</nav>
	)
}
