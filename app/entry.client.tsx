import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { ClientInstrumentation } from 'react-router'
import { HydratedRouter } from 'react-router/dom'

// When a route's code fails to load during a client navigation (a redeploy, a dropped connection),
// React Router reloads the current document: the page being left or, offline, the browser's error page.
// That reload becomes a load of the page asked for, at once or once back online. Browsers without the
// Navigation API keep the plain reload.
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
