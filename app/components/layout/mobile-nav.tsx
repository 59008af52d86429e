import { Menu, X } from 'lucide-react'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { uiText } from '#app/content/copy.ts'
import { BrochureLink } from './brochure-link.tsx'
import { LanguageSwitch } from './language-switch.tsx'
import { MainNav } from './main-nav.tsx'

/**
 * Below 1280 px the navigation is an HTML popover, so it opens, closes on Escape or a tap on the scrim,
 * and returns focus before and without JavaScript. It hangs from the header's main bar (the anchor
 * `--site-header-bar`), so the logo and the close button stay clear.
 */
export function MobileNav() {
	const menu = useRef<HTMLElement>(null)
	const menuId = useId()
	const { pathname } = useLocation()
	// Unknown until hydration: before it the browser itself reports the popover button's state.
	const [open, setOpen] = useState<boolean>()

	const close = useCallback(() => {
		if (menu.current?.matches(':popover-open')) menu.current.hidePopover()
	}, [])

	// A visitor may have opened the menu before the app hydrated.
	useEffect(() => setOpen(menu.current?.matches(':popover-open') ?? false), [])

	// Only a change of path closes it: a menu opened before hydration stays open through it.
	const shownPath = useRef(pathname)
	useEffect(() => {
		if (shownPath.current === pathname) return
		shownPath.current = pathname
		close()
	}, [pathname, close])

	return (
		<div className="group xl:hidden">
			<button
				type="button"
				popoverTarget={menuId}
				aria-expanded={open}
				aria-controls={menuId}
				className="grid size-11 place-items-center rounded-card text-inverse-foreground hover:bg-inverse-raised"
			>
				<Menu aria-hidden="true" className="size-7 group-has-[:popover-open]:hidden" />
				<X aria-hidden="true" className="hidden size-7 group-has-[:popover-open]:block" />
				<span className="sr-only group-has-[:popover-open]:hidden">{uiText.openMenu}</span>
				<span className="sr-only hidden group-has-[:popover-open]:inline">{uiText.closeMenu}</span>
			</button>
			<nav
				ref={menu}
				id={menuId}
				popover="auto"
				aria-label={uiText.mainNav}
				onToggle={(event) => setOpen(event.newState === 'open')}
				className="inset-x-0 top-[calc(var(--spacing-topbar)+var(--spacing-header))] bottom-auto m-0 max-h-[92vh] w-auto overflow-y-auto rounded-b-card border-x-0 border-t border-b-4 border-t-inverse-raised border-b-inverse-accent bg-inverse p-0 pb-6 text-inverse-foreground shadow-raised [position-anchor:--site-header-bar] [position-visibility:always] backdrop:bg-inverse-deep/70 supports-[top:anchor(--a_bottom)]:top-[anchor(--site-header-bar_bottom)] supports-[top:anchor(--a_bottom)]:backdrop:top-[anchor(--site-header-bar_bottom)]"
			>
				<MainNav layout="menu" onNavigate={close} />
				<div className="px-6 pt-2 sm:hidden">
					<BrochureLink className="w-full" />
				</div>
				<div className="px-6 pt-4">
					<LanguageSwitch className="flex min-h-11 items-center font-semibold text-inverse-accent underline underline-offset-4" />
				</div>
			</nav>
		</div>
	)
}
