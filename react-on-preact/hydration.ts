// Set while react-dom-client.ts hydrates the prerendered document, read by useSyncExternalStore.
let hydrating = false

export const isHydrating = () => hydrating

export function whileHydrating(hydrate: () => void) {
	hydrating = true
	try {
		hydrate()
	} finally {
		hydrating = false
	}
}
