import { type ComponentType, lazy } from 'react'

// Any component, whatever its props; `lazy` keeps the props of the one given.
// biome-ignore lint/suspicious/noExplicitAny: a constraint over every props type
type AnyComponent = ComponentType<any>

/**
 * A component whose code loads apart from the page's first modules. The prerendered HTML already
 * shows it; React hydrates it once its module has arrived, and the prerender waits for it. Give it a
 * boundary of its own (`HydrationBoundaries`) so the rest of its section does not wait too.
 */
export function lazyPart<Module extends Record<Name, AnyComponent>, Name extends keyof Module>(
	load: () => Promise<Module>,
	name: Name,
) {
	return lazy(async () => ({ default: (await load())[name] }))
}
