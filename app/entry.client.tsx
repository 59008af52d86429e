import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { ClientInstrumentation } from 'react-router'
import { HydratedRouter } from 'react-router/dom'

/**
 * When a route's code fails to load during a client navigation (its chunk is gone after a redeploy, or
 * the connection dropped), React Router reloads the current document. That lands the visitor back on
 * the page they were leaving or, offline, on the browser's own error page instead of the app's offline
 * screen. The reload is turned into a document load of the page they asked for: at once when online,
 * and as soon as the browser is back online otherwise. Browsers without the Navigation API keep the
 * plain reload.
 */
let pendingNavigation: { to: string } | undefined

const recordPendingNavigation: ClientInstrumentation = {
	router({ instrument }) {
		instrument({
			// Recorded synchronously: React renders the router's pending state later, in a transition,
			// possibly after a chunk request that fails fast.
			async navigate(navigate, { to }) {
				const navigation = typeof to === 'string' ? { to } : undefined
				pendingNavigation = navigation
				try {
					await navigate()
				} finally {
					// A later navigation may have replaced this one already.
					if (pendingNavigation === navigation) pendingNavigation = undefined
				}
			},
		})
	},
}

if ('navigation' in window) {
	window.navigation.addEventListener('navigate', (event) => {
		const target = pendingNavigation?.to
		if (event.navigationType !== 'reload' || !event.cancelable || target === undefined) return
		event.preventDefault()
		const load = () => window.location.assign(target)
		if (navigator.onLine) load()
		else window.addEventListener('online', load, { once: true })
	})
}

startTransition(() => {
	hydrateRoot(
		document,
		<StrictMode>
			<HydratedRouter instrumentations={[recordPendingNavigation]} />
		</StrictMode>,
	)
})
