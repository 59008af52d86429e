import { useSyncExternalStore } from 'react'

const QUERY = '(prefers-reduced-motion: reduce)'

function subscribe(onChange: () => void) {
	const query = window.matchMedia(QUERY)
	query.addEventListener('change', onChange)
	return () => query.removeEventListener('change', onChange)
}

/** Motion respects the visitor: with reduced motion nothing autoplays, slides or counts. */
export const useReducedMotion = () =>
	useSyncExternalStore(
		subscribe,
		() => window.matchMedia(QUERY).matches,
		() => false,
	)
