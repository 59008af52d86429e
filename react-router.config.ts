import type { Config } from '@react-router/dev/config'
import { prerenderPaths } from './app/content/paths.ts'

export default {
	// Static first (PRODUCT.md decision 3): every known route is its own HTML file; no runtime SSR.
	ssr: false,
	prerender: { paths: [...prerenderPaths], concurrency: 4 },
} satisfies Config
