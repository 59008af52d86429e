// Blocks far from the viewport (page sections, the footer) skip rendering (`content-visibility: auto`)
// and stand in with an estimated height until they come near, so the first layout of a long page
// costs what its first screen costs. A scroll offset only means the same place twice when every block
// above it has its real height. A block the visitor scrolled past has rendered on the way and keeps
// its height; one jumped over (a jump link, the End key) is rendered as soon as it lies above the
// viewport, and the browser's scroll anchoring keeps what the visitor sees in place. Restoring an
// offset renders every block first.

/** Marks a block that skips rendering while far from the viewport; see `rendersWhenNear`. */
export const RENDERS_WHEN_NEAR_ATTRIBUTE = 'data-renders-when-near'
const STILL_SKIPPING = `[${RENDERS_WHEN_NEAR_ATTRIBUTE}]:not([data-rendered])`

export function renderOffscreenBlocksNow() {
	for (const block of document.querySelectorAll(STILL_SKIPPING)) {
		block.setAttribute('data-rendered', '')
	}
}

/** Renders the skipping blocks that lie above the viewport, whose heights decide what an offset means. */
export function renderOffscreenBlocksAbove() {
	for (const block of document.querySelectorAll(STILL_SKIPPING)) {
		if (block.getBoundingClientRect().bottom <= 0) block.setAttribute('data-rendered', '')
	}
}
