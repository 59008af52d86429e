import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig({
	plugins: [tailwindcss(), reactRouter()],
	resolve: {
		alias: [
			{ find: /^react$/, replacement: fromHere('./react-on-preact/react.ts') },
			{ find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
			{ find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
			{ find: /^react-dom$/, replacement: 'preact/compat' },
			{
				find: /^react-dom\/client$/,
				replacement: fromHere('./react-on-preact/react-dom-client.ts'),
			},
			{
				find: /^react-dom\/static$/,
				replacement: fromHere('./react-on-preact/react-dom-static.ts'),
			},
		],
	},
	environments: {
		ssr: { resolve: { noExternal: ['react-router', 'lucide-react', 'embla-carousel-react'] } },
	},
	build: {
		// SVG artwork stays a cacheable file instead of a data: URI repeated in every prerendered page.
		assetsInlineLimit: (file) => (file.endsWith('.svg') ? false : undefined),
	},
})
