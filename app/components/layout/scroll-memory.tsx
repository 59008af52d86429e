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
 * Each path keeps its last scroll offset for the session, however the visitor returns to it. React
 * Router writes its offsets to session storage only when the page is hidden, so each navigation also
 * writes the offset of the path it leaves: a tab the browser discards without hiding it loses none.
 */
export function ScrollMemory() {
	useEffect(() => {
		if (!('navigation' in window)) return
		window.navigation.addEventListener('navigate', writeOffsetOfPathBeingLeft)
		return () => window.navigation.removeEventListener('navigate', writeOffsetOfPathBeingLeft)
	}, [])
	return <ScrollRestoration storageKey={VISITED_PAGES} getKey={pathKey} />
}
