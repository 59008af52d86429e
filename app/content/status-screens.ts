// What a visitor reads when the connection drops, a page fails to render or an address is unknown, in
// content/site/status-screens.yaml; the offline and error messages are the exact words the site has
// always shown. An unknown address is titled like the 404 page, by its record in pages.ts.
import screens from '#content/site/status-screens.json' with { type: 'json' }
import type { PageIntro } from './schemas.ts'

const { notFound, offline, routeError } = screens

export { notFound as notFoundScreen, offline as offlineScreen, routeError as routeErrorScreen }

// Checked when compiling and dropped from the bundle: each screen's words are sentences, and the
// offline and error screens open with a page heading.
offline satisfies PageIntro
routeError satisfies PageIntro & Record<string, string>
notFound satisfies Record<string, string>
