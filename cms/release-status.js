// The live site's state at the foot of the editor: when the site last published, and a save the
// site's check refused, with the file, the entry, the field and what to do. deploy/release.sh writes
// the state, the server gives it with its words where this script's tag says; it is asked again every
// minute, so a save's outcome shows without a reload. Nothing is shown where no release runs.
const STATUS_URL = document.currentScript.dataset.statusUrl
const REFRESH_MS = 60_000

const panel = document.createElement('section')
panel.id = 'release-status'
panel.setAttribute('aria-label', 'Publishing')
panel.hidden = true
const style = document.createElement('style')
style.textContent = `
#release-status { position: fixed; z-index: 2147483647; left: 12px; bottom: 12px; max-width: min(44rem, calc(100vw - 24px));
	max-height: 50vh; overflow: auto; padding: 10px 14px; border-radius: 8px; font: 14px/1.45 system-ui, sans-serif;
	background: #ecfdf3; color: #0b2545; border: 1px solid #0b2545; box-shadow: 0 4px 16px rgb(11 37 69 / 0.25); }
#release-status[data-state='held-back'], #release-status[data-state='failed'] { background: #fff4e5; border-color: #b54708; }
#release-status p, #release-status ul { margin: 0; }
#release-status ul { margin: 6px 0; padding-left: 1.2em; font-family: ui-monospace, monospace; font-size: 13px; overflow-wrap: anywhere; }
#release-status button { min-width: 24px; min-height: 24px; margin-top: 6px; font: inherit; cursor: pointer; }
`

/** An element holding `text` as text, never as markup. */
const element = (tag, text = '') =>
	Object.assign(document.createElement(tag), { textContent: text })

/** The state the editor hid with "Hide": it stays hidden until the state changes. */
let hiddenState = ''

function show(status) {
	const key = status && `${status.state} ${status.at}`
	if (!status || key === hiddenState) {
		panel.hidden = true
		return
	}
	const title = element('p')
	title.append(element('strong', status.title))
	const parts = [title]
	if (status.lines.length > 0) {
		const list = element('ul')
		list.append(...status.lines.map((line) => element('li', line)))
		parts.push(list)
	}
	if (status.todo) parts.push(element('p', status.todo))
	const hide = Object.assign(element('button', 'Hide'), { type: 'button' })
	hide.addEventListener('click', () => {
		hiddenState = key
		panel.hidden = true
	})
	parts.push(hide)
	panel.dataset.state = status.state
	// A refused save is announced; the published state is only there to read.
	panel.setAttribute('role', status.state === 'published' ? 'region' : 'alert')
	panel.replaceChildren(...parts)
	panel.hidden = false
}

async function refresh() {
	try {
		const response = await fetch(STATUS_URL, { cache: 'no-store' })
		if (response.ok) show(await response.json())
	} catch {
		// Offline for a moment: the last state stays until the next try.
	}
}

document.head.append(style)
document.body.append(panel)
refresh()
setInterval(refresh, REFRESH_MS)
