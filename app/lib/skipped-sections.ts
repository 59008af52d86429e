// The first render of a prerendered page skips its sections after the first two (content-visibility
// in app.css): their style, layout and paint wait until they near the viewport, so the first paint
// costs only what the first view shows. Until rendered, a skipped section holds an estimated height,
// which would make scroll offsets disagree with the page's real layout; so once the page is
// interactive the skipped sections are rendered one per frame (no long task), after which skipping
// is off for the rest of the visit.

/** On `<html>`: nothing is skipped. Also set before restoring a remembered scroll offset. */
export const RENDER_ALL_ATTRIBUTE = 'data-render-all'
/** On a section of `main`: rendered, no longer skipped. */
const RENDERED_ATTRIBUTE = 'data-rendered'

export function renderSkippedSections() {
	const sections = [...document.querySelectorAll('main > *')]
	const renderNext = () => {
		const section = sections.shift()
		if (!section) {
			document.documentElement.toggleAttribute(RENDER_ALL_ATTRIBUTE, true)
			return
		}
		section.toggleAttribute(RENDERED_ATTRIBUTE, true)
		requestAnimationFrame(() => setTimeout(renderNext))
	}
	renderNext()
}
