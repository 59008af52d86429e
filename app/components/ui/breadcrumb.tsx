import { ChevronRight } from 'lucide-react'
import { Fragment } from 'react'
import { Link } from 'react-router'
import type { Crumb } from '#app/content/navigation.ts'
import { uiText } from '#app/content/ui-text.ts'
import { cn } from '#app/lib/cn.ts'

type BreadcrumbProps = {
	trail: readonly Crumb[]
	/** `start` lines the trail up with a left-aligned title from 768 px. */
	align?: 'center' | 'start'
}

/** The last crumb is the current page and is not a link. */
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
					return (
						<Fragment key={crumb.path}>
							{index > 0 ? (
								<li aria-hidden="true" className="text-inverse-accent">
									<ChevronRight className="size-4" />
								</li>
							) : null}
							<li>
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
						</Fragment>
					)
				})}
			</ol>
		</nav>
	)
}
