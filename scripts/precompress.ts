import { readdirSync, statSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|webmanifest)$/
// Below this a compressed copy saves less than its headers and a second lookup cost.
export const MIN_COMPRESS_BYTES = 1024

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/**
 * Writes brotli and gzip copies beside every text file worth compressing; answers their count. The
 * files are compressed on zlib's thread pool, several at a time, so every core takes a share; the
 * largest first, so that the longest (the CMS's bundle) does not run alone at the end.
 */
export async function precompress(root: string): Promise<number> {
	const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
		.filter((name) => COMPRESSIBLE.test(name))
		.map((name) => join(root, name))
		.map((file) => ({ file, size: statSync(file).size }))
		.filter(({ size }) => size >= MIN_COMPRESS_BYTES)
		.sort((a, b) => b.size - a.size)
	await Promise.all(
		files.map(async ({ file }) => {
			const content = await readFile(file)
			const [br, gz] = await Promise.all([
				brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
				gzipped(content, { level: 9 }),
			])
			await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
		}),
	)
	return files.length
}
