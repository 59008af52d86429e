import { Menu, X } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { BrochureLink } from './brochure-link.tsx'
import { MainNav } from './main-nav.tsx'

/**
 * Below 1280 px, where the six links no longer fit one row beside the logo, the navigation collapses
 * into this menu.
 */
export function MobileNav() {
	const [open, setOpen] = useState(false)
	const button = useRef<HTMLButtonElement>(null)
	const menuId = useId()
	const { pathname } = useLocation()

	// biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, any change closes the menu
	useEffect(() => setOpen(false), [pathname])

	useEffect(() => {
		if (!open) return
		const onKeyDown = (event: KeyboardEvent) => {
			if (event.key !== 'Escape') return
			setOpen(false)
			button.current?.focus()
		}
		document.addEventListener('keydown', onKeyDown)
		return () => document.removeEventListener('keydown', onKeyDown)
	}, [open])

	return (
		<div className="xl:hidden">
			<button
				ref={button}
				type="button"
				aria-expanded={open}
				aria-controls={menuId}
				onClick={() => setOpen((wasOpen) => !wasOpen)}
				className="grid size-11 place-items-center rounded-card text-white hover:bg-navy-800"
			>
				{open ? (
					<X aria-hidden="true" className="size-7" />
				) : (
					<Menu aria-hidden="true" className="size-7" />
				)}
				<span className="sr-only">{open ? 'Close menu' : 'Open menu'}</span>
			</button>
			<nav
				id={menuId}
				aria-label="Main"
				hidden={!open}
				className="absolute inset-x-0 top-full max-h-[92vh] overflow-y-auto border-t border-navy-800 bg-navy-900 pb-6 shadow-raised"
			>
				<MainNav layout="menu" onNavigate={() => setOpen(false)} />
				<div className="px-6 pt-2 sm:hidden">
					<BrochureLink className="w-full" />
				</div>
			</nav>
		</div>
	)
}
