import { useSearchParams } from 'react-router'
import { useHydrated } from './use-hydrated.ts'

/**
 * The page's query once the app has hydrated, and no query before: a prerendered page was rendered
 * without one, so hydration must render the same and only then show what the URL asks for.
 */
export function useHydratedSearch() {
	const [params] = useSearchParams()
	return useHydrated() ? params : new URLSearchParams()
}
