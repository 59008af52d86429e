import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
	plugins: [tailwindcss(), reactRouter()],
	build: {
		// SVG artwork stays a cacheable file instead of a data: URI repeated in every prerendered page.
		assetsInlineLimit: (file) => (file.endsWith('.svg') ? false : undefined),
	},
})
