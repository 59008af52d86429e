import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'
import { localeFolder } from './app/content/locales.ts'
import { ContentError } from './scripts/content.ts'
import {
	contentDirectory,
	contentModules,
	writeContentModules,
} from './scripts/generate-content.ts'
import { photoConversion } from './scripts/photo-plugin.ts'
import { buildLocale } from './server/build-directory.ts'

const locale = buildLocale()
const typefaceModules = fileURLToPath(new URL('app/generated/typeface', import.meta.url))
const editionFolder = localeFolder(locale)

// `npm run dev` generates the content modules once before it starts; this keeps them in step with
// content/ while it runs, so an edited YAML file shows on the next reload, or its problems in the log.
function regenerateContent(): Plugin {
	return {
		name: 'regenerate-content',
		apply: 'serve',
		configureServer(server) {
			server.watcher.add(contentDirectory)
			server.watcher.on('all', (_event, file) => {
				if (!file.startsWith(contentDirectory)) return
				try {
					writeContentModules()
				} catch (error) {
					if (!(error instanceof ContentError)) throw error
					server.config.logger.error(error.message)
				}
			})
		},
	}
}

export default defineConfig({
	plugins: [regenerateContent(), photoConversion(), tailwindcss(), reactRouter()],
	// Each language's edition reads its own words and typeface, which the content and typeface builds
	// write under the language's code (English's at the top): the same names as package.json's imports,
	// resolved for the edition being built.
	resolve: {
		alias: [
			{ find: /^#content\//, replacement: `${contentModules}/${editionFolder}` },
			{ find: /^#typeface$/, replacement: `${typefaceModules}/${editionFolder}faces.ts` },
		],
	},
	build: {
		// A lazy part's modules are fetched when it is imported, without Vite adding <link rel=modulepreload>
		// tags for its dependencies first: those dependencies are already loaded with the page, and
		// looking them up and adding the tags cost the home page a long task during hydration. The
		// stylesheets a lazy part needs (the map's) are still loaded with it.
		modulePreload: false,
		// SVG artwork stays a cacheable file instead of a data: URI repeated in every prerendered page.
		assetsInlineLimit: (file) => (file.endsWith('.svg') ? false : undefined),
	},
	environments: {
		// The server build imports the Node server's own modules at run time instead of bundling a copy:
		// the actions then share the running server's inquiry service, and its context key, by identity.
		ssr: { build: { rollupOptions: { external: [/^#server\//] } } },
	},
})
