import { useSyncExternalStore } from 'react'
import { useSearchParams } from 'react-router'

const neverChanges = () => () => {}

/**
 * The page's query once the app has hydrated, and no query before: a prerendered page was rendered
 * without one, so hydration must render the same and only then show what the URL asks for.
 */
export function useHydratedSearch() {
	const [params] = useSearchParams()
	const hydrated = useSyncExternalStore(
		neverChanges,
		() => true,
		() => false,
	)
	return hydrated ? params : new URLSearchParams()
}
