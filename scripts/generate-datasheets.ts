// Runs after scripts/generate-content.ts: draws the editions' datasheets side by side, one process of
// scripts/datasheets.ts an edition, each naming its own problems; then writes their sizes for the
// product pages' links.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { readdirSync, statSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { localeCodes, localizedPath } from '#app/content/locales.ts'
import { DATASHEETS } from '#app/site/datasheet-address.ts'
import { projectRoot } from './generate-content.ts'

const script = (name: string) => join(projectRoot, 'scripts', name)

/** Each edition's datasheets' sizes, by language and service, for the product pages' download links. */
function writeDatasheetSizes() {
	const sizes = Object.fromEntries(
		localeCodes.map((locale) => {
			const folder = join(projectRoot, 'public', localizedPath(locale, DATASHEETS))
			const files = readdirSync(folder).filter((name) => name.endsWith('.pdf'))
			return [
				locale,
				Object.fromEntries(
					files.map((name) => [basename(name, '.pdf'), statSync(join(folder, name)).size]),
				),
			]
		}),
	)
	writeFileSync(
		join(projectRoot, 'app/generated/datasheet-sizes.json'),
		`${JSON.stringify(sizes, null, '\t')}\n`,
	)
}

const drawn = await Promise.all(
	localeCodes.map((locale) =>
		once(
			spawn(process.execPath, ['--import', script('edition-imports.ts'), script('datasheets.ts')], {
				stdio: 'inherit',
				env: { ...process.env, SITE_LOCALE: locale },
			}),
			'close',
		),
	),
)
if (drawn.some(([status]) => status !== 0)) process.exitCode = 1
else writeDatasheetSizes()
