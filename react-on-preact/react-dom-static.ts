import { options, type VNode } from 'preact'
import { renderToStringAsync } from 'preact-render-to-string'

// React consumes this prop; without the hook it would be written out as an HTML attribute.
const previousVNodeHook = options.vnode
options.vnode = (vnode) => {
	if (typeof vnode.type === 'string' && vnode.props && 'suppressHydrationWarning' in vnode.props) {
		delete (vnode.props as Record<string, unknown>).suppressHydrationWarning
	}
	previousVNodeHook?.(vnode)
}

// React's static prerender API, served by preact-render-to-string: waits for every suspended
// component and, like React, gives a whole document its doctype and keeps what React Router renders
// after the root route's <html> (the data stream scripts) inside <body>.
export async function prerender(children: VNode) {
	let html = await renderToStringAsync(children)
	if (html.startsWith('<html')) {
		const end = html.lastIndexOf('</body></html>')
		const trailing = html.slice(end + '</body></html>'.length)
		html = `<!DOCTYPE html>${html.slice(0, end)}${trailing}</body></html>`
	}
	return {
		prelude: new ReadableStream<Uint8Array>({
			start(controller) {
				controller.enqueue(new TextEncoder().encode(html))
				controller.close()
			},
		}),
	}
}
