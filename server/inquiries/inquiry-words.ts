// Each language's words for a refused field or post, read from its edition's generated content through
// the package's #content/ imports as its pages read them, so a form posted from a Hindi page is answered
// in Hindi. Node's own require: an import with a variable in its path would be rewritten by Vite in tests.
import { createRequire } from 'node:module'
import { type Locale, localeFolder } from '#app/content/locales.ts'
import type { FieldMessageWords } from '#app/lib/form-messages.ts'
import type { InquiryRefusalWords } from '#app/lib/inquiry-protocol.ts'

const require = createRequire(import.meta.url)

type InquiryWords = { fieldMessages: FieldMessageWords; refusals: InquiryRefusalWords }

/** What the server says of a refused field (`fieldMessages`) or post (`refusals`), in `locale`. */
export function inquiryWordsIn(locale: Locale): InquiryWords {
	return require(`#content/${localeFolder(locale)}site/inquiries.json`)
}
