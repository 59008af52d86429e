import { useCallback, useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import {
	renderOffscreenBlocksAbove,
	renderOffscreenBlocksNow,
} from '#app/lib/offscreen-rendering.ts'
import { readItem, writeItem } from '#app/lib/safe-storage.ts'
import { parseVisitedPages, VISITED_PAGES_KEY, withOffset } from '#app/lib/visited-pages.ts'

const VISITOR_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

const saveOffset = (path: string, offset: number) => {
	const pages = parseVisitedPages(readItem('sessionStorage', VISITED_PAGES_KEY))
	writeItem('sessionStorage', VISITED_PAGES_KEY, JSON.stringify(withOffset(pages, path, offset)))
}

/**
 * Each path's scroll offset is remembered for the session and restored on return; a path
 * not visited before starts at the top. Offsets are saved as the visitor scrolls and when the page is
 * hidden or unloaded, so a reload or a return from another site lands where the visitor left.
 * Returns `settle`, to call once the page is interactive (see there). Blocks that skip rendering while
 * off screen are rendered before an offset is saved or restored (lib/offscreen-rendering.ts).
 */
export function useScrollMemory() {
	const { pathname } = useLocation()
	const currentPath = useRef(pathname)
	const restoredOffset = useRef(0)
	const visitorScrolled = useRef(false)

	useEffect(() => {
		window.history.scrollRestoration = 'manual'
		// Saved on every scroll event (at most one a frame) rather than debounced, so the offset is
		// already stored when a link click changes the path.
		const save = () => {
			renderOffscreenBlocksAbove()
			saveOffset(currentPath.current, window.scrollY)
		}
		window.addEventListener('scroll', save, { passive: true })
		window.addEventListener('pagehide', save)
		// Scroll events also come from the browser keeping content in place; these come from the visitor.
		const markVisitorScrolled = () => {
			visitorScrolled.current = true
		}
		for (const type of VISITOR_SCROLL_EVENTS) {
			window.addEventListener(type, markVisitorScrolled, { passive: true, once: true })
		}
		return () => {
			window.removeEventListener('scroll', save)
			window.removeEventListener('pagehide', save)
			for (const type of VISITOR_SCROLL_EVENTS)
				window.removeEventListener(type, markVisitorScrolled)
		}
	}, [])

	useLayoutEffect(() => {
		currentPath.current = pathname
		const offset = parseVisitedPages(readItem('sessionStorage', VISITED_PAGES_KEY))[pathname] ?? 0
		restoredOffset.current = offset
		// The offset was saved with every block above it at its real height.
		if (offset > 0) renderOffscreenBlocksNow()
		window.scrollTo({ top: offset, left: 0, behavior: 'instant' })
	}, [pathname])

	// Images of carousel slides past the first view appear only once the page is interactive (app.css)
	// and can make a row above the restored offset taller; land on the offset again, unless the visitor
	// has scrolled meanwhile.
	return useCallback(() => {
		if (restoredOffset.current === 0 || visitorScrolled.current) return
		window.scrollTo({ top: restoredOffset.current, left: 0, behavior: 'instant' })
	}, [])
}
