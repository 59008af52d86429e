// What a visitor reads when the connection drops, a page fails to render or an address is unknown, in
// content/site/status-screens.yaml; the offline and error messages are the exact words the site has
// always shown.
import { notFound, offline, routeError } from '#app/generated/content/site/status-screens.ts'
import type { PageIntro } from './page-intro.ts'
import { pages } from './pages.ts'

export const offlineScreen = offline satisfies PageIntro

export const routeErrorScreen = routeError satisfies PageIntro & Record<string, string>

// What an unknown address shows, with the ways back on course.
export const notFoundScreen = {
	title: pages.errorPage.title,
	...notFound,
} as const satisfies PageIntro & Record<string, string>
