// Runs after `react-router build`: moves the prerendered not-found documents to the files the server
// and static hosts answer unknown URLs with, writes brotli and gzip copies of every text asset, and
// renders the site's HTTP rules for nginx and for static hosts.
import {
	mkdirSync,
	readdirSync,
	readFileSync,
	renameSync,
	rmSync,
	statSync,
	writeFileSync,
} from 'node:fs'
import { join, sep } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { notFoundDocuments } from '../app/content/paths.ts'
import { siteDocuments } from '../server/site-rules.ts'
import {
	headerRules,
	renderHeadersFile,
	renderNginxHeaders,
	renderNginxMaps,
	renderRedirectsFile,
} from './deploy-config.ts'

const root = new URL('../build/client/', import.meta.url).pathname
// Beside the publish directory, not in it: no server or host would ever send these files.
const nginxDirectory = new URL('../build/nginx/', import.meta.url).pathname
const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|webmanifest)$/
const MIN_COMPRESS_BYTES = 1024

for (const document of notFoundDocuments) {
	const sentinelDirectory = join(root, document.sentinelPath)
	renameSync(join(sentinelDirectory, 'index.html'), join(root, document.file))
	rmSync(sentinelDirectory, { recursive: true, force: true })
}
// Every URL is either prerendered or answered by a not-found document; the SPA shell is never used.
rmSync(join(root, '__spa-fallback.html'), { force: true })

const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((name) =>
	statSync(join(root, name)).isFile(),
)

let compressed = 0
for (const name of files) {
	const file = join(root, name)
	if (!COMPRESSIBLE.test(name) || statSync(file).size < MIN_COMPRESS_BYTES) continue
	const content = readFileSync(file)
	writeFileSync(
		`${file}.br`,
		brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
	)
	writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }))
	compressed += 1
}

const documents = siteDocuments(root)
const publicFiles = files.map((name) => `/${name.split(sep).join('/')}`)
const rules = headerRules(documents, publicFiles)
writeFileSync(join(root, '_headers'), renderHeadersFile(rules))
writeFileSync(join(root, '_redirects'), renderRedirectsFile())
mkdirSync(nginxDirectory, { recursive: true })
writeFileSync(join(nginxDirectory, 'maps.conf'), renderNginxMaps(documents))
writeFileSync(join(nginxDirectory, 'headers.conf'), renderNginxHeaders())

console.log(
	`postbuild: ${notFoundDocuments.length} not-found documents, ${compressed} files precompressed, ` +
		`${rules.length} _headers rules, nginx includes in build/nginx/`,
)
