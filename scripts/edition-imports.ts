// `node --import ./scripts/edition-imports.ts <script>` runs a script on the modules of the edition
// SITE_LOCALE names: #content/ resolves to that language's generated words, as vite.config.ts's alias
// does for its build, so every module (pages, services, the edition's own language) reads that
// language. Used for what the content build makes per edition outside Vite: the datasheets.
import { registerHooks } from 'node:module'
import { localeFolder } from '../app/content/locales.ts'
import { buildLocale } from '../server/build-directory.ts'

const editionContent = new URL(
	`../app/generated/content/${localeFolder(buildLocale())}`,
	import.meta.url,
)
const CONTENT = '#content/'

registerHooks({
	resolve: (specifier, context, nextResolve) =>
		nextResolve(
			specifier.startsWith(CONTENT)
				? new URL(specifier.slice(CONTENT.length), editionContent).href
				: specifier,
			context,
		),
})
