// A prerendered page is complete without JavaScript; its modules only make it interactive. So they are
// fetched once the page has painted: on a slow connection they do not compete with the stylesheet, the
// font and the first images, and the first paint never waits for them. React Router's module preloads
// and its module script go into a <template>, which a small inline script moves into the document
// after the first contentful paint. A page opened in a background tab does not paint, so it hydrates
// when it is first shown; a browser that cannot report paints loads the modules at once.
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g
const MODULE_SCRIPT = /<script type="module" async(?:="")?>[\s\S]*?<\/script>/
const TEMPLATE_ID = 'hydration-modules'

function loadModulesAfterFirstPaint(templateId: string) {
	let started = false
	const start = () => {
		if (started) return
		started = true
		const template = document.getElementById(templateId)
		if (!(template instanceof HTMLTemplateElement)) return
		// Each preload costs the main thread about a millisecond to start, so they go in a few at a
		// time, in separate tasks; the module script comes last.
		const nodes = [...document.importNode(template.content, true).childNodes]
		const appendSome = () => {
			document.head.append(...nodes.splice(0, 4))
			if (nodes.length > 0) setTimeout(appendSome)
		}
		appendSome()
	}
	if (!window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return start()
	new PerformanceObserver((entries) => {
		if (entries.getEntriesByName('first-contentful-paint').length > 0) setTimeout(start)
	}).observe({ type: 'paint', buffered: true })
}

export function deferHydrationModules(html: string): string {
	const moduleScript = html.match(MODULE_SCRIPT)?.[0]
	if (moduleScript === undefined) return html
	const preloads = html.match(MODULE_PRELOAD) ?? []
	const deferred = [
		`<template id="${TEMPLATE_ID}">${preloads.join('')}${moduleScript}</template>`,
		`<script>(${loadModulesAfterFirstPaint})(${JSON.stringify(TEMPLATE_ID)})</script>`,
	].join('')
	return html.replaceAll(MODULE_PRELOAD, '').replace(MODULE_SCRIPT, () => deferred)
}
