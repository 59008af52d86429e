// Runs after `react-router build`: moves the prerendered not-found documents to the files the server
// and static hosts answer unknown URLs with, writes /sitemap.xml and /robots.txt from the route list,
// brotli and gzip copies of every text asset, and the site's HTTP rules for nginx and static hosts.
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join, sep } from 'node:path'
import { robotsTxt, sitemapPaths, sitemapXml } from '#app/site/crawler-files.ts'
import { notFoundDocuments } from '#app/site/paths.ts'
import { buildDirectory, clientDirectory as root } from '../server/build-directory.ts'
import { siteDocuments } from '../server/site-rules.ts'
import {
	headerRules,
	renderHeadersFile,
	renderNginxHeaders,
	renderNginxMaps,
	renderRedirectsFile,
} from './deploy-config.ts'
import { precompress } from './precompress.ts'

// Beside the publish directory, not in it: no server or host would ever send these files.
const nginxDirectory = join(buildDirectory, 'nginx')

for (const document of notFoundDocuments) {
	const sentinelDirectory = join(root, document.sentinelPath)
	renameSync(join(sentinelDirectory, 'index.html'), join(root, document.file))
	rmSync(sentinelDirectory, { recursive: true, force: true })
}
// Every URL is either prerendered or answered by a not-found document; the SPA shell is never used.
rmSync(join(root, '__spa-fallback.html'), { force: true })
writeFileSync(join(root, 'sitemap.xml'), sitemapXml())
writeFileSync(join(root, 'robots.txt'), robotsTxt())

const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((name) =>
	statSync(join(root, name)).isFile(),
)
const compressed = precompress(root)

const documents = siteDocuments(root)
const publicFiles = files.map((name) => `/${name.split(sep).join('/')}`)
const rules = headerRules(documents, publicFiles)
writeFileSync(join(root, '_headers'), renderHeadersFile(rules))
writeFileSync(join(root, '_redirects'), renderRedirectsFile())
mkdirSync(nginxDirectory, { recursive: true })
writeFileSync(join(nginxDirectory, 'maps.conf'), renderNginxMaps(documents))
writeFileSync(join(nginxDirectory, 'headers.conf'), renderNginxHeaders())

console.log(
	`postbuild: ${notFoundDocuments.length} not-found documents, sitemap.xml with ${sitemapPaths.length} URLs, ` +
		`${compressed} files precompressed, ` +
		`${rules.length} _headers rules, nginx includes in ${nginxDirectory}`,
)
