import { prerender } from 'react-dom/static'
import type { EntryContext } from 'react-router'
import { ServerRouter } from 'react-router'
import { deferHydrationModules } from '#app/lib/deferred-hydration.ts'

// Every route is prerendered at build time (ssr: false), so each document is rendered whole, after
// all its data and lazy parts have resolved, instead of streamed. A client-rendered shell (the
// benchmark's comparison build) has nothing to paint before its modules run, so it loads them at once.
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
	const html = await new Response(prelude).text()
	responseHeaders.set('Content-Type', 'text/html')
	return new Response(routerContext.isSpaMode ? html : deferHydrationModules(html), {
		headers: responseHeaders,
		status: responseStatusCode,
	})
}
