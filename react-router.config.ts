import type { Config } from '@react-router/dev/config'
import { prerenderPaths } from './app/site/paths.ts'
import { buildDirectory } from './server/build-directory.ts'

export default {
	// Static first: every page is its own HTML file, so content, titles and links arrive before any
	// script runs, and build/client alone deploys to any static host. The server build answers what
	// cannot be a file: form actions, the inbox and the inquiry endpoint.
	ssr: true,
	buildDirectory,
	prerender: { paths: [...prerenderPaths], concurrency: 4 },
	// The whole route manifest ships with every page: a static host cannot answer the `/__manifest`
	// requests that lazy discovery would make on navigation.
	routeDiscovery: { mode: 'initial' },
} satisfies Config
