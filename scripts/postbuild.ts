// Runs after `react-router build`: moves the prerendered not-found documents to the files the server
// and static hosts answer unknown URLs with, and writes brotli and gzip copies of every text asset.
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { notFoundDocuments } from '../app/content/paths.ts'

const root = new URL('../build/client/', import.meta.url).pathname
const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|webmanifest)$/
const MIN_COMPRESS_BYTES = 1024

for (const document of notFoundDocuments) {
	const sentinelDirectory = join(root, document.sentinelPath)
	renameSync(join(sentinelDirectory, 'index.html'), join(root, document.file))
	rmSync(sentinelDirectory, { recursive: true, force: true })
}
// Every URL is either prerendered or answered by a not-found document; the SPA shell is never used.
rmSync(join(root, '__spa-fallback.html'), { force: true })

let compressed = 0
for (const name of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
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
console.log(
	`postbuild: ${notFoundDocuments.length} not-found documents, ${compressed} files precompressed`,
)
