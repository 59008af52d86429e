import { prerender } from 'react-dom/static'
import type { EntryContext } from 'react-router'
import { ServerRouter } from 'react-router'
import { deferHydrationModules } from '#app/lib/deferred-hydration.ts'

// Every route is prerendered at build time (ssr: false), so each document is rendered whole,
// after all its data has resolved, instead of streamed. A client-rendered shell (the benchmark's
// comparison build) has nothing to paint before its modules run, so it loads them at once.
export default async function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	routerContext: EntryContext,
) {
	const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />)
	const html = await new Response(prelude).text()
	responseHeaders.set('Content-Type', 'text/html')
	return new Response(routerContext.isSpaMode ? html : deferHydrationModules(html), {
		headers: responseHeaders,
		status: responseStatusCode,
	})
}
