import { Link, useLocation } from 'react-router'
import { isNavItemActive, mainNav } from '#app/content/navigation.ts'
import { cn } from '#app/lib/cn.ts'

type MainNavProps = {
	/** `bar`: the desktop row; `menu`: the stacked list of the mobile menu. */
	layout: 'bar' | 'menu'
	onNavigate?: () => void
}

export function MainNav({ layout, onNavigate }: MainNavProps) {
	const { pathname } = useLocation()
	return (
		<ul className={layout === 'bar' ? 'flex items-center gap-1' : 'flex flex-col py-2'}>
			{mainNav.map((item) => {
				const active = isNavItemActive(item, pathname)
				return (
					<li key={item.path}>
						<Link
							to={item.path}
							// Hovered, focused or touched, the page's code starts loading before the click.
							prefetch="intent"
							aria-current={active ? 'page' : undefined}
							onClick={onNavigate}
							className={cn(
								'font-bold transition-colors',
								layout === 'bar'
									? 'relative block rounded-pill px-4 py-2 text-primary hover:text-link aria-[current=page]:text-link aria-[current=page]:after:absolute aria-[current=page]:after:inset-x-4 aria-[current=page]:after:-bottom-0.5 aria-[current=page]:after:h-0.5 aria-[current=page]:after:rounded-pill aria-[current=page]:after:bg-highlight'
									: 'flex min-h-12 items-center border-l-4 border-transparent px-6 text-lg text-inverse-foreground hover:bg-inverse-raised aria-[current=page]:border-inverse-accent aria-[current=page]:bg-inverse-raised aria-[current=page]:text-inverse-accent',
							)}
						>
							{item.label}
						</Link>
					</li>
				)
			})}
		</ul>
	)
}
