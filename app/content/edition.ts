// The language of the edition this build serves. The content build writes it beside each edition's
// words (app/generated/content/<language>/locale.json), and the edition's build reads #content/ from
// there, so every module knows its language the way it knows its words.
import edition from '#content/locale.json' with { type: 'json' }
import { type Locale, localizedPath } from './locales.ts'

export const locale = edition.locale as Locale

/** `path` (a page's path in the route table) as this edition's address: /about is /hi/about in Hindi. */
export const editionPath = (path: string) => localizedPath(locale, path)
