import { Scripts } from 'react-router'

/**
 * A prerendered page works without JavaScript, so its modules are fetched only after the first paint,
 * not competing with the stylesheet, font and first images on a slow connection.
 *
 * <Scripts /> sits in a <noscript>: the server renders it as elements (its links not hoisted to the
 * head), a scripting browser keeps it as inert text, and React never renders a noscript's children on
 * the client, so hydration finds it as the server left it. The inline script parses that text: the
 * router's context script runs at once (the data scripts at the end of the document write into it);
 * the preloads and the module script go in after first contentful paint. A background tab does not
 * paint, so it hydrates when first shown; a browser that cannot report paints loads them at once.
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
