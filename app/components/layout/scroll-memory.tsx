import { useEffect } from 'react'
import { ScrollRestoration, type ScrollRestorationProps } from 'react-router'
import { readItem, writeItem } from '#app/lib/safe-storage.ts'

/** Session storage entry that maps each visited path to the offset it was left at. */
const VISITED_PAGES = 'visitedPages'

/**
 * A page is prerendered for its folder (`/about/`) and visited without the slash (`/about`): both are
 * one path, so the offset the prerendered page restores while it is parsed is the one its visits saved.
 */
const pathOf = (pathname: string) => pathname.replace(/(.)\/+$/, '$1')

const pathKey: ScrollRestorationProps['getKey'] = (location) => pathOf(location.pathname)

function storedOffsets(): object {
	try {
		const stored: unknown = JSON.parse(readItem('sessionStorage', VISITED_PAGES) ?? '{}')
		return typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? stored : {}
	} catch {
		return {}
	}
}

/** Runs as a navigation starts, while the page being left still has its own offset. */
function writeOffsetOfPathBeingLeft() {
	const offsets = { ...storedOffsets(), [pathOf(window.location.pathname)]: window.scrollY }
	writeItem('sessionStorage', VISITED_PAGES, JSON.stringify(offsets))
}

/**
 * Each path keeps its last scroll offset for the session, restored when the visitor returns by a link,
 * Back or Forward, a reload or another load of the path in the same tab; a path not visited before
 * starts at the top. React Router restores the offsets and writes them to session storage when the page
 * is hidden; between client navigations it keeps them in memory, so each navigation also writes the
 * offset of the path it leaves, and a tab the browser discards without hiding it loses none. A jump link
 * within a page is the browser's own fragment navigation and lands on its target (the targets have a
 * scroll margin for the fixed header).
 */
export function ScrollMemory() {
	useEffect(() => {
		if (!('navigation' in window)) return
		window.navigation.addEventListener('navigate', writeOffsetOfPathBeingLeft)
		return () => window.navigation.removeEventListener('navigate', writeOffsetOfPathBeingLeft)
	}, [])
	return <ScrollRestoration storageKey={VISITED_PAGES} getKey={pathKey} />
}
