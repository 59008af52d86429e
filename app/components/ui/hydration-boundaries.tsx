import { Children, Suspense, useEffect, useId, useLayoutEffect } from 'react'

/**
 * React hydrates a prerendered Suspense boundary as a unit of its own, after the page around it, and
 * yields to the browser between units; a click inside one that is still waiting hydrates it first.
 * So a page whose parts each sit in a boundary never blocks input for the time the whole page takes.
 *
 * A boundary counts as waiting from the commit that places it (a layout effect, which runs before
 * every passive effect of that commit) until its content's effects have run, in the same commit or a
 * later one; `whenBoundariesHydrated` settles once none is waiting.
 */
const waiting = new Set<string>()
let onAllHydrated: (() => void) | undefined

function stopWaiting(id: string) {
	waiting.delete(id)
	if (waiting.size === 0) onAllHydrated?.()
}

function BoundaryContentHydrated({ id }: { id: string }) {
	useEffect(() => stopWaiting(id), [id])
	return null
}

function HydrationBoundary({ children }: { children: React.ReactNode }) {
	const id = useId()
	// A boundary removed before it hydrated (the visitor navigated on) is no longer waited for.
	useLayoutEffect(() => {
		waiting.add(id)
		return () => stopWaiting(id)
	}, [id])
	return (
		<Suspense>
			{children}
			<BoundaryContentHydrated id={id} />
		</Suspense>
	)
}

/** Puts each child in a boundary of its own; a child may be any node, a fragment included. */
export function HydrationBoundaries({ children }: { children: React.ReactNode }) {
	return Children.map(children, (child) => <HydrationBoundary>{child}</HydrationBoundary>)
}

/** Settles once every boundary placed so far has hydrated. Call it from a passive effect of the root. */
export function whenBoundariesHydrated(): Promise<void> {
	if (waiting.size === 0) return Promise.resolve()
	return new Promise((resolve) => {
		onAllHydrated = () => {
			onAllHydrated = undefined
			resolve()
		}
	})
}
