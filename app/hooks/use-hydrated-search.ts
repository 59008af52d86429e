import { useSearchParams } from 'react-router'
import { useHydrated } from './use-hydrated.ts'

// A prerendered page was rendered without a query, so hydration must render the same and only then
// show what the URL asks for.
export function useHydratedSearch() {
	const [params] = useSearchParams()
	return useHydrated() ? params : new URLSearchParams()
}
