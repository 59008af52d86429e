import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'
import { missingArtworkFiles } from './app/site/required-artwork.ts'

// A content record whose artwork file is missing would render without its image: stop instead.
function requireArtwork(): Plugin {
	return {
		name: 'require-artwork',
		buildStart() {
			const missing = missingArtworkFiles(fileURLToPath(new URL('app/assets', import.meta.url)))
			if (missing.length > 0) {
				this.error(
					`Artwork missing for content records, add these files under app/assets: ${missing.join(', ')}`,
				)
			}
		},
	}
}

export default defineConfig({
	plugins: [requireArtwork(), tailwindcss(), reactRouter()],
	build: {
		// SVG artwork stays a cacheable file instead of a data: URI repeated in every prerendered page.
		assetsInlineLimit: (file) => (file.endsWith('.svg') ? false : undefined),
	},
})
