// Runs after `react-router build`: writes /sitemap.xml and /robots.txt from the route list, and brotli
// and gzip copies of every text asset for the server to send as they are.
import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { robotsTxt, sitemapPaths, sitemapXml } from '#app/site/crawler-files.ts'
import { clientDirectory as root } from '../server/build-directory.ts'
import { precompress } from './precompress.ts'

// Every URL is prerendered or rendered by the server; the SPA shell is never used.
rmSync(join(root, '__spa-fallback.html'), { force: true })
writeFileSync(join(root, 'sitemap.xml'), sitemapXml())
writeFileSync(join(root, 'robots.txt'), robotsTxt())
const compressed = await precompress(root)

console.log(
	`postbuild: sitemap.xml with ${sitemapPaths.length} URLs, ${compressed} files precompressed`,
)
