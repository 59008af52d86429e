import { Children, type ReactNode, Suspense, useState } from 'react'
import { hydrateRestOfTask, isHydrating } from '../../../react-on-preact/hydration.ts'

/**
 * Hydrating a whole prerendered page in one task blocks a phone's main thread for hundreds of
 * milliseconds. The sections given here hydrate one per task instead, in page order, so the browser
 * can paint and answer input between them. It relies on Preact keeping the prerendered DOM of a
 * component that suspends while hydrating, and hydrating it once the thrown promise settles. After the
 * first load (client navigations) the sections render at once.
 */
let lastTurn = Promise.resolve()

function takeTurn() {
	lastTurn = lastTurn.then(
		() =>
			new Promise<void>((resolve) =>
				setTimeout(() => {
					hydrateRestOfTask()
					resolve()
				}),
			),
	)
	return lastTurn
}

/** Settles once every section of the first page has hydrated. */
export const sectionsHydrated = () =>
	lastTurn.then(() => new Promise((resolve) => setTimeout(resolve)))

function AwaitTurn({ children }: { children: ReactNode }) {
	const [turn] = useState(() => {
		if (!isHydrating()) return undefined
		const pending = { done: false, promise: takeTurn() }
		pending.promise.then(() => {
			pending.done = true
		})
		return pending
	})
	if (turn && !turn.done) throw turn.promise
	return children
}

export function HydrateInTurns({ children }: { children: ReactNode }) {
	return Children.map(children, (section) => (
		<Suspense fallback={null}>
			<AwaitTurn>{section}</AwaitTurn>
		</Suspense>
	))
}
