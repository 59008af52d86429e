import type { Config } from '@react-router/dev/config'
import { prerenderPaths } from './app/site/paths.ts'
import { buildDirectory } from './server/build-directory.ts'

// `npm run bench` measures the gain of prerendering against a plain client-rendered build of the
// same app (CLIENT_RENDERED_ONLY=1: one empty HTML shell, everything drawn in the browser).
const clientRenderedOnly = process.env.CLIENT_RENDERED_ONLY === '1'

export default {
	// Static first: every page is its own HTML file, so content, titles and links arrive before any
	// script runs, and build/client alone deploys to any static host. The server build answers what
	// cannot be a file: form actions, the inbox and the inquiry endpoint.
	ssr: !clientRenderedOnly,
	buildDirectory,
	prerender: clientRenderedOnly ? false : { paths: [...prerenderPaths], concurrency: 4 },
	// The whole route manifest ships with every page: a static host cannot answer the `/__manifest`
	// requests that lazy discovery would make on navigation.
	routeDiscovery: { mode: 'initial' },
} satisfies Config
