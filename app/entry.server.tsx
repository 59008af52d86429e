import { prerender } from 'react-dom/static'
import type { EntryContext } from 'react-router'
import { ServerRouter } from 'react-router'

// Every route is prerendered at build time (ssr: false), so each document is rendered whole,
// after all its data has resolved, instead of streamed.
export default async function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	routerContext: EntryContext,
) {
	const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />)
	responseHeaders.set('Content-Type', 'text/html')
	return new Response(prelude, { headers: responseHeaders, status: responseStatusCode })
}
