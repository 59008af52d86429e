import { type ComponentType, lazy } from 'react'

/**
 * A component whose code loads apart from the page's first modules. The prerendered HTML already
 * shows it; React hydrates it once its module has arrived, and the prerender waits for it.
 */
export function lazyPart<Module, Name extends keyof Module>(
	load: () => Promise<Module>,
	name: Name,
) {
	return lazy(async () => ({ default: (await load())[name] as ComponentType }))
}
