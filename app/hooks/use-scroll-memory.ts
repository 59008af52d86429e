import { useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { readItem, writeItem } from '#app/lib/safe-storage.ts'
import { parseVisitedPages, VISITED_PAGES_KEY, withOffset } from '#app/lib/visited-pages.ts'

const saveOffset = (path: string, offset: number) => {
	const pages = parseVisitedPages(readItem('sessionStorage', VISITED_PAGES_KEY))
	writeItem('sessionStorage', VISITED_PAGES_KEY, JSON.stringify(withOffset(pages, path, offset)))
}

/**
 * spec §2: each path's scroll offset is remembered for the session and restored on return; a path
 * not visited before starts at the top. Offsets are saved as the visitor scrolls and when the page is
 * hidden or unloaded, so a reload or a return from another site lands where the visitor left.
 */
export function useScrollMemory() {
	const { pathname } = useLocation()
	const currentPath = useRef(pathname)

	useEffect(() => {
		window.history.scrollRestoration = 'manual'
		// Saved on every scroll event (at most one a frame) rather than debounced, so the offset is
		// already stored when a link click changes the path.
		const save = () => saveOffset(currentPath.current, window.scrollY)
		window.addEventListener('scroll', save, { passive: true })
		window.addEventListener('pagehide', save)
		return () => {
			window.removeEventListener('scroll', save)
			window.removeEventListener('pagehide', save)
		}
	}, [])

	useLayoutEffect(() => {
		currentPath.current = pathname
		const offset = parseVisitedPages(readItem('sessionStorage', VISITED_PAGES_KEY))[pathname]
		window.scrollTo({ top: offset ?? 0, left: 0, behavior: 'instant' })
	}, [pathname])
}
