import { Children, Suspense, useEffect, useId, useLayoutEffect, useState } from 'react'

/**
 * React hydrates a prerendered Suspense boundary as a unit of its own, after the page around it, and
 * yields to the browser between units; a click inside one that is still waiting hydrates it first.
 * So a page whose parts each sit in a boundary never blocks input for the time the whole page takes.
 *
 * A boundary counts as waiting from the commit that places it (a layout effect, which runs before
 * every passive effect of that commit) until its content's effects have run, in the same commit or a
 * later one; `whenBoundariesHydrated` settles once none is waiting.
 */
export function createWaitingSet() {
	const waiting = new Set<string>()
	const settleWhenNone: (() => void)[] = []
	return {
		add: (id: string) => waiting.add(id),
		delete(id: string) {
			waiting.delete(id)
			if (waiting.size === 0) for (const settle of settleWhenNone.splice(0)) settle()
		},
		/** Settles once nothing is waiting; every caller's promise settles, however many there are. */
		whenNone: (): Promise<void> =>
			waiting.size === 0
				? Promise.resolve()
				: new Promise((resolve) => settleWhenNone.push(resolve)),
	}
}

const waiting = createWaitingSet()
const stopWaiting = waiting.delete
// Every boundary of the prerendered page, those inside others included, joins the waiting set before
// the one around it leaves it: once the set first empties, the whole prerendered page has hydrated.
let prerenderedPageHydrated = false

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
	// Decided once, when placed. Placed after the prerendered page has hydrated, by a navigation, a
	// part has no boundary of its own: one whose code or copy is still loading then holds the
	// navigation (a transition), and React keeps the page the visitor is on until the new one can show
	// whole, instead of showing it empty.
	const [ownBoundary] = useState(() => !prerenderedPageHydrated)
	const content = (
		<>
			{children}
			<BoundaryContentHydrated id={id} />
		</>
	)
	return ownBoundary ? <Suspense>{content}</Suspense> : content
}

/** Puts each child in a boundary of its own; a child may be any node, a fragment included. */
export function HydrationBoundaries({ children }: { children: React.ReactNode }) {
	return Children.map(children, (child) => <HydrationBoundary>{child}</HydrationBoundary>)
}

/** Settles once every boundary placed so far has hydrated. Call it from a passive effect of the root. */
export const whenBoundariesHydrated = () =>
	waiting.whenNone().then(() => {
		prerenderedPageHydrated = true
	})
