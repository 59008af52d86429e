// The site's languages. English is the default and lives at the site's root; every other language is
// a whole edition of the site under /<code>/, built from content/<code>/ (the same files as content/,
// with the copy translated). A new language is one line here and one content folder.
// `name` is the language's own name (the switch's link); `englishName` is for the company's staff, who
// read the inbox in English and answer each inquiry in the language it was written in.
export const locales = {
	en: { name: 'English', englishName: 'English', hreflang: 'en-IN' },
	hi: { name: 'हिन्दी', englishName: 'Hindi', hreflang: 'hi-IN' },
} as const satisfies Record<string, { name: string; englishName: string; hreflang: string }>

export type Locale = keyof typeof locales
export const defaultLocale: Locale = 'en'
export const localeCodes = Object.keys(locales) as Locale[]
export const translatedLocales = localeCodes.filter((code) => code !== defaultLocale)

export const isLocale = (code: string | undefined): code is Locale =>
	code !== undefined && Object.hasOwn(locales, code)

/** Where a language's edition starts: '' for English at the root, '/hi' for Hindi. */
export const localePrefix = (locale: Locale) => (locale === defaultLocale ? '' : `/${locale}`)

/** The folder a language's generated words are written to: '' for English at the top, 'hi/' for Hindi. */
export const localeFolder = (locale: Locale) => (locale === defaultLocale ? '' : `${locale}/`)

/** `path` (a page's path in the English edition, from the root) in `locale`'s edition. */
export const localizedPath = (locale: Locale, path: string) =>
	locale === defaultLocale
		? path
		: path === '/'
			? localePrefix(locale)
			: `${localePrefix(locale)}${path}`

/** A language as the company's staff read it: "Hindi (हिन्दी)", or "English". */
export const languageForStaff = (code: string) => {
	if (!isLocale(code)) return code
	const { name, englishName } = locales[code]
	return name === englishName ? name : `${englishName} (${name})`
}

/** The edition an address belongs to, and the page's path within it: /hi/about is Hindi's /about. */
export function editionOf(pathname: string): { locale: Locale; path: string } {
	const [, first] = pathname.split('/')
	if (first !== defaultLocale && isLocale(first)) {
		return { locale: first, path: pathname.slice(first.length + 1) || '/' }
	}
	return { locale: defaultLocale, path: pathname }
}
