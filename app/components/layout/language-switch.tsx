import { useLocation } from 'react-router'
import { locale } from '#app/content/edition.ts'
import { localeCodes, locales, localizedPath } from '#app/content/locales.ts'

/**
 * This page in the site's other languages, each link named in its own language. It keeps the query, so
 * a calculator's result opens with the same figures. A plain link: each language is its own build.
 */
export function LanguageSwitch({ className }: { className?: string }) {
	const { pathname, search } = useLocation()
	// The prerender asks for each page with a trailing slash; its address has none.
	const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
	return localeCodes
		.filter((code) => code !== locale)
		.map((code) => (
			<a
				key={code}
				href={`${localizedPath(code, path)}${search}`}
				hrefLang={locales[code].hreflang}
				lang={code}
				className={className}
			>
				{locales[code].name}
			</a>
		))
}
