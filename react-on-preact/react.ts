// React's API for the bundles, served by preact/compat, with the few pieces compat lacks or does
// differently from React.
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks'
import { isHydrating } from './hydration.ts'

// preact/compat's types are an `export =` namespace, which `export *` cannot re-export.
// @ts-expect-error
export * from 'preact/compat'
export { default } from 'preact/compat'

// React Router's RouterProvider calls useOptimistic on every render but only sets the optimistic
// state when `useTransitions` is true (RSC mode), which this app never enables.
export function useOptimistic<T>(state: T): [T, (action: unknown) => void] {
	return [state, () => {}]
}

/**
 * React's contract: the server and the hydrating client render the server snapshot, so hydration
 * matches the prerendered HTML, and the real value follows right after; later mounts read the store
 * directly. preact/compat decides "hydrating" from render bookkeeping that can stay set after
 * hydration, which pins the server snapshot and, with an inline getSnapshot, re-renders forever.
 * After hydration the component renders again only if the store differs from the server snapshot:
 * a needless render of a component high in the tree would restart the parts still waiting for their
 * hydration turn (see HydrateInTurns).
 */
export function useSyncExternalStore<T>(
	subscribe: (onChange: () => void) => () => void,
	getSnapshot: () => T,
	getServerSnapshot?: () => T,
): T {
	const showsServerSnapshot = useRef(
		getServerSnapshot !== undefined && (typeof window === 'undefined' || isHydrating()),
	)
	const value =
		showsServerSnapshot.current && getServerSnapshot ? getServerSnapshot() : getSnapshot()
	const [, forceRender] = useState(0)
	const rendered = useRef({ value, getSnapshot })

	useLayoutEffect(() => {
		rendered.current = { value, getSnapshot }
		if (!showsServerSnapshot.current) return
		showsServerSnapshot.current = false
		if (!Object.is(value, getSnapshot())) forceRender((count) => count + 1)
	})

	useEffect(() => {
		const onChange = () => {
			const { value, getSnapshot } = rendered.current
			if (!Object.is(value, getSnapshot())) forceRender((count) => count + 1)
		}
		onChange()
		return subscribe(onChange)
	}, [subscribe])

	return value
}
