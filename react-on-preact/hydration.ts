import { options } from 'preact'

// Set while react-dom-client.ts hydrates the prerendered document, read by useSyncExternalStore.
let hydrating = false

export const isHydrating = () => hydrating

/**
 * Runs the callback in a task of its own. A message is not clamped to 4 ms the way nested timers are,
 * which would add up over the dozens of tasks a page hydrates in.
 */
export function inNextTask(callback: () => void) {
	const channel = new MessageChannel()
	channel.port1.onmessage = () => {
		channel.port1.close()
		callback()
	}
	channel.port2.postMessage(null)
}

/** Settles in a task of its own (see inNextTask). */
export const nextTask = () => new Promise<void>((resolve) => inNextTask(resolve))

export function whileHydrating(hydrate: () => void) {
	hydrating = true
	try {
		hydrate()
	} finally {
		hydrating = false
	}
}

/**
 * A part of the page that suspended while hydrating is hydrated later, by a render Preact runs in the
 * microtasks of the task that settles it. That render is hydration too (the prerendered DOM is kept,
 * props are not diffed), so it must see the server snapshots: the flag stays set until the task ends.
 */
export function hydrateRestOfTask() {
	hydrating = true
	inNextTask(() => {
		hydrating = false
	})
}

/**
 * Preact runs effects after the next paint. While the first page hydrates part by part, each part waits
 * for the effects of the one before, so that wait would stretch hydration by a frame per part; until
 * `done` settles, effects run in the next task instead.
 */
export function runEffectsWithoutWaitingForPaint(done: Promise<unknown>) {
	const previous = options.requestAnimationFrame
	options.requestAnimationFrame = inNextTask
	done.finally(() => {
		options.requestAnimationFrame = previous
	})
}

/**
 * Ends the first hydration attempt just before `component` first renders, to start over in the next
 * task: work done before it and kept outside the tree (a router created and cached by its module) then
 * does not share one long task with rendering the page. React Router's HydratedRouter creates its
 * router, then renders RouterProvider; the aborted attempt leaves the prerendered DOM as it was, the
 * way the router's own wait for its state stream does.
 */
export function hydrateInNewTaskBefore(component: unknown) {
	let started = false
	const previousVNodeHook = options.vnode
	options.vnode = (vnode) => {
		if (hydrating && !started && vnode.type === component) {
			started = true
			throw nextTask()
		}
		previousVNodeHook?.(vnode)
	}
}
