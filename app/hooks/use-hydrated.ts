import { useSyncExternalStore } from 'react'

const neverChanges = () => () => {}

/**
 * False while React hydrates the prerendered page (and on the server), true in every render after:
 * React renders hydration with the server's snapshot, so the two renders agree.
 */
export const useHydrated = () =>
	useSyncExternalStore(
		neverChanges,
		() => true,
		() => false,
	)
