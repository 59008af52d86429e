import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defaultLocale, isLocale, type Locale } from '#app/content/locales.ts'

const projectRoot = fileURLToPath(new URL('..', import.meta.url))

// BUILD_DIR lets a second build (for instance one pointing the editor at a stand-in for GitHub) sit
// beside the default.
export const buildDirectory = resolve(projectRoot, process.env.BUILD_DIR ?? 'build')

/** What the browser gets: every edition's prerendered pages and the hashed assets they share. */
export const clientDirectory = resolve(buildDirectory, 'client')

/**
 * Where a language's edition is built: English in the build directory, each other language in a
 * folder of its code inside it, whose client files join the English ones after its build.
 */
export const editionDirectory = (locale: Locale, root = buildDirectory) =>
	locale === defaultLocale ? root : resolve(root, locale)

/** The edition `react-router build` makes: SITE_LOCALE names it, English by default. */
export function buildLocale(): Locale {
	const code = process.env.SITE_LOCALE ?? defaultLocale
	if (!isLocale(code)) throw new Error(`SITE_LOCALE=${code} is not a language of the site`)
	return code
}
