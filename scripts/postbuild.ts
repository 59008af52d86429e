// Runs after `react-router build`: moves the prerendered not-found documents to the files the server
// and static hosts answer unknown URLs with, and writes brotli and gzip copies of every text asset.
import { renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { notFoundDocuments } from '../app/content/paths.ts'
import { clientDirectory as root } from '../server/build-directory.ts'
import { precompress } from './precompress.ts'

for (const document of notFoundDocuments) {
	const sentinelDirectory = join(root, document.sentinelPath)
	renameSync(join(sentinelDirectory, 'index.html'), join(root, document.file))
	rmSync(sentinelDirectory, { recursive: true, force: true })
}
// Every URL is either prerendered or answered by a not-found document; the SPA shell is never used.
rmSync(join(root, '__spa-fallback.html'), { force: true })

const compressed = precompress(root)
console.log(
	`postbuild: ${notFoundDocuments.length} not-found documents, ${compressed} files precompressed`,
)
