// What a visitor reads when the connection drops, a page fails to render or an address is unknown, in
// content/site/status-screens.yaml; the offline and error messages are the exact words the site has
// always shown. An unknown address is titled like the 404 page, by its record in pages.ts.
import screens from '#content/site/status-screens.json' with { type: 'json' }
import type { PageIntro } from './schemas.ts'

// The offline and error screens open with a page heading.
export const offlineScreen = screens.offline satisfies PageIntro
export const routeErrorScreen = screens.routeError satisfies PageIntro & Record<string, string>
export const notFoundScreen = screens.notFound satisfies Record<string, string>
