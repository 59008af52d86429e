import { Scripts } from 'react-router'

/**
 * A prerendered page is complete without JavaScript; its modules only make it interactive. So they are
 * fetched once the page has painted: on a slow connection they do not compete with the stylesheet, the
 * font and the first images, and the first paint never waits for them.
 *
 * React Router's <Scripts /> is rendered inside a <noscript>. The server renders its children as
 * elements (and keeps its links there instead of hoisting them into the head), while a browser with
 * scripting reads a noscript's content as inert text and React never renders a noscript's children on
 * the client, so hydration finds the element as the server left it. The inline script after it parses
 * that markup with the DOM's own parser: the router's context script runs at once, because the data
 * scripts at the end of the document write into it, and the module preloads and the module script go
 * in after the first contentful paint. A page opened in a background tab does not paint, so it
 * hydrates when it is first shown; a browser that cannot report paints loads the modules at once.
 */
const HOLDER_ID = 'hydration-scripts'

export function loadScriptsAfterFirstPaint(holderId: string) {
	const holder = document.getElementById(holderId)
	if (holder === null) return
	const nodes = [
		...document.createRange().createContextualFragment(holder.textContent ?? '').children,
	]
	const isClassicScript = (node: Element) => node instanceof HTMLScriptElement && node.type === ''
	holder.after(...nodes.filter(isClassicScript))
	const deferred = nodes.filter((node) => !isClassicScript(node))
	let started = false
	const start = () => {
		if (started) return
		started = true
		// Each preload costs the main thread about a millisecond to start, so they go in a few at a time,
		// in separate tasks; the module script comes last.
		const appendSome = () => {
			document.head.append(...deferred.splice(0, 4))
			if (deferred.length > 0) setTimeout(appendSome)
		}
		appendSome()
	}
	if (!window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return start()
	new PerformanceObserver((entries) => {
		if (entries.getEntriesByName('first-contentful-paint').length > 0) setTimeout(start)
	}).observe({ type: 'paint', buffered: true })
}

export function ScriptsAfterFirstPaint() {
	return (
		<>
			<noscript id={HOLDER_ID}>
				<Scripts />
			</noscript>
			<script
				// biome-ignore lint/security/noDangerouslySetInnerHtml: the loader is our own function, serialised at build time
				dangerouslySetInnerHTML={{
					__html: `(${loadScriptsAfterFirstPaint})(${JSON.stringify(HOLDER_ID)})`,
				}}
			/>
		</>
	)
}
