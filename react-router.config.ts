import type { Config } from '@react-router/dev/config'
import { localizedPath } from './app/content/locales.ts'
import { prerenderPaths } from './app/site/paths.ts'
import { buildLocale, editionDirectory } from './server/build-directory.ts'

const locale = buildLocale()

export default {
	// Static first: every page is its own HTML file, so content, titles and links arrive before any
	// script runs. The server build answers what cannot be a file: form actions, the inbox and the
	// inquiry endpoint.
	ssr: true,
	// Each language is its own build of the same routes under its prefix (/hi), reading its own words.
	// The edition's home address (/ or /hi): a basename of /hi/ would not match /hi itself, leaving that
	// page unhydrated.
	basename: localizedPath(locale, '/'),
	buildDirectory: editionDirectory(locale),
	prerender: { paths: [...prerenderPaths], concurrency: 4 },
	// The whole route manifest ships with every page (2.7 KB brotli). Lazy discovery would inline only
	// the page's own routes and ask the server for the rest as links appear: measured on the home
	// pages, it moved neither blocking time nor the score, and each page would make one more request
	// (decision 029).
	routeDiscovery: { mode: 'initial' },
} satisfies Config
