// Each language's words for a refused field, read from its edition's generated content through the
// package's #content/ imports as its pages read them, so a form posted from a Hindi page is answered in
// Hindi. Node's own require: an import with a variable in its path would be rewritten by Vite in tests.
import { createRequire } from 'node:module'
import { defaultLocale, type Locale } from '#app/content/locales.ts'
import type { FieldMessageWords } from '#app/lib/form-messages.ts'

const require = createRequire(import.meta.url)

/** What a form says under a refused field, in `locale`. */
export function fieldMessageWordsIn(locale: Locale): FieldMessageWords {
	const folder = locale === defaultLocale ? '' : `${locale}/`
	const inquiries: { fieldMessages: FieldMessageWords } = require(
		`#content/${folder}site/inquiries.json`,
	)
	return inquiries.fieldMessages
}
