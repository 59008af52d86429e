import { prerender } from 'react-dom/static'
import type { EntryContext } from 'react-router'
import { ServerRouter } from 'react-router'
import { contentSecurityPolicy, inlineScriptHashes } from '#app/site/security-headers.ts'

// Every page is prerendered at build time and the few documents rendered per request are small, so
// each document is rendered whole, after all its data and lazy parts have resolved, instead of
// streamed.
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
	responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
	// A document rendered per request (an action's answer) allows exactly the inline scripts it holds,
	// like the prerendered ones, whose policy the serving rules compute from their files.
	responseHeaders.set('Content-Security-Policy', contentSecurityPolicy(inlineScriptHashes(html)))
	return new Response(html, { headers: responseHeaders, status: responseStatusCode })
}
