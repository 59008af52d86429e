import type { Config } from '@react-router/dev/config'
import { prerenderPaths } from './app/site/paths.ts'
import { buildDirectory } from './server/build-directory.ts'

// `npm run bench` measures the gain of prerendering against a plain client-rendered build of the
// same app (CLIENT_RENDERED_ONLY=1: one empty HTML shell, everything drawn in the browser).
const clientRenderedOnly = process.env.CLIENT_RENDERED_ONLY === '1'

export default {
	// Static first: every known route is its own HTML file, so content, titles and links arrive before any
	// script runs; no runtime SSR.
	ssr: false,
	buildDirectory,
	prerender: clientRenderedOnly ? false : { paths: [...prerenderPaths], concurrency: 4 },
} satisfies Config
