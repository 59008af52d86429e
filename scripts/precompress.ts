import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|webmanifest)$/
// Below this a compressed copy saves less than its headers and a second lookup cost.
export const MIN_COMPRESS_BYTES = 1024

/** Writes brotli and gzip copies beside every text file worth compressing; returns their count. */
export function precompress(root: string): number {
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
	return compressed
}
