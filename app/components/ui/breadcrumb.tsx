import { ChevronRight } from 'lucide-react'
import { Fragment } from 'react'
import { Link } from 'react-router'
import type { Crumb } from '#app/content/navigation.ts'
import { uiText } from '#app/content/ui-text.ts'

type BreadcrumbProps = { trail: readonly Crumb[] }

/** The last crumb is the current page and is not a link. */
export function Breadcrumb({ trail }: BreadcrumbProps) {
	return (
		<nav aria-label={uiText.breadcrumb} className="print:hidden">
			<ol className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-sm font-semibold">
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
