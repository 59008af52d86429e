import type { PageIntro } from './page-intro.ts'
import { pages } from './pages.ts'

// What a visitor reads when the connection drops or a page fails to render; both messages are the
// exact words the site has always shown.
export const offlineScreen = {
	title: "No internet ? Don't worry, the dinosaurs survived without it too !",
	lead: 'This page comes back by itself as soon as you are online.',
} as const satisfies PageIntro

export const routeErrorScreen = {
	title: 'Something went wrong',
	lead: "This page took a break, but don't worry, we've got plenty of other exciting things to explore!",
	homeLabel: 'Back to Home',
	servicesLabel: 'Browse services',
} as const satisfies PageIntro & Record<string, string>

// What an unknown address shows, with the ways back on course.
export const notFoundScreen = {
	title: pages.errorPage.title,
	lead: 'The page you are looking for has moved or never existed. These will get you back on course.',
	linksLabel: 'Helpful links',
	homeLabel: 'Home',
	servicesLabel: 'Services',
	contactLabel: 'Contact',
} as const satisfies PageIntro & Record<string, string>
