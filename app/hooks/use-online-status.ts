import { useSyncExternalStore } from 'react'

function subscribe(onChange: () => void) {
	window.addEventListener('online', onChange)
	window.addEventListener('offline', onChange)
	return () => {
		window.removeEventListener('online', onChange)
		window.removeEventListener('offline', onChange)
	}
}

// Prerendered HTML is always the online view; the browser's real state takes over on hydration.
export const useOnlineStatus = () =>
	useSyncExternalStore(
		subscribe,
		() => navigator.onLine,
		() => true,
	)
