// For the build tests of uploaded images: builds one module of a fixture for Node with the site's
// image conversion, emitting the converted files under `<work>/out/` as the site's build does.
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import { photoConversion } from './photo-plugin.ts'

/** Builds `<work>/<name>.ts`, with `alias` in place of the site's modules it names, and imports it. */
export async function buildWithImageConversion<Module>(
	work: string,
	name: string,
	alias: Record<string, string> = {},
) {
	await build({
		root: work,
		configFile: false,
		logLevel: 'silent',
		plugins: [photoConversion()],
		resolve: { alias },
		build: { ssr: `${name}.ts`, ssrEmitAssets: true, outDir: 'out', emptyOutDir: true },
	})
	return (await import(pathToFileURL(join(work, 'out', `${name}.js`)).href)) as Module
}
