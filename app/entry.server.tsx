import { prerender } from 'react-dom/static'
import type { EntryContext } from 'react-router'
import { ServerRouter } from 'react-router'

// Every route is prerendered at build time, so each document is rendered whole, after all its data
// and lazy parts have resolved, instead of streamed.
export default async function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	routerContext: EntryContext,
) {
	const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />, {
		// React moves a large finished boundary to the end of a streamed document, behind a script that
		// puts it back in place. A prerendered file is sent whole, so that only hides the content from
		// visitors and crawlers without JavaScript: every boundary stays where it is.
		progressiveChunkSize: Number.POSITIVE_INFINITY,
	})
	responseHeaders.set('Content-Type', 'text/html')
	return new Response(prelude, { headers: responseHeaders, status: responseStatusCode })
}
