import { type ComponentChild, Fragment, hydrate, options, render } from 'preact'
import { inNextTask, whileHydrating } from './hydration.ts'

type Root = { render(children: ComponentChild): void; unmount(): void }

// React renders the whole document from the root route's <html>; Preact renders into
// documentElement, so <html> becomes a fragment whose <head> and <body> hydrate in place.
const previousVNodeHook = options.vnode
options.vnode = (vnode) => {
	if (vnode.type === 'html') vnode.type = Fragment
	previousVNodeHook?.(vnode)
}

export function createRoot(container: Element | Document): Root {
	return {
		render: (children) => render(children, container as Element),
		unmount: () => render(null, container as Element),
	}
}

// Preact's hydration removes every node the tree does not render; React leaves foreign nodes in
// <head> alone (the dev server's injected <style> tags among them), so put those back.
function keepingForeignHeadNodes(hydrate: () => void) {
	const before = [...document.head.childNodes]
	try {
		hydrate()
	} finally {
		for (const node of before) if (!node.isConnected) document.head.append(node)
	}
}

// React retries a root that suspends (HydratedRouter waits for its state stream); Preact throws
// the promise out of hydrate(), so hydrate again once it settles, in a task of its own: the router's
// start-up then does not share a task with decoding its state.
export function hydrateRoot(container: Element | Document, children: ComponentChild): Root {
	const attempt = () => {
		try {
			keepingForeignHeadNodes(() => whileHydrating(() => hydrate(children, container as Element)))
		} catch (thrown) {
			if (thrown instanceof Promise) {
				const retry = () => inNextTask(attempt)
				thrown.then(retry, retry)
			} else throw thrown
		}
	}
	attempt()
	return createRoot(container)
}
