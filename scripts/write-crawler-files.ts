// Runs after `react-router build`: writes /sitemap.xml and /robots.txt from the route list.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { robotsTxt, sitemapPaths, sitemapXml } from '#app/site/crawler-files.ts'
import { clientDirectory } from '../server/build-directory.ts'

writeFileSync(join(clientDirectory, 'sitemap.xml'), sitemapXml())
writeFileSync(join(clientDirectory, 'robots.txt'), robotsTxt())
console.log(`crawler files: sitemap.xml with ${sitemapPaths.length} URLs, robots.txt`)
