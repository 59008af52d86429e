import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, expect, test } from 'vitest'
import { partnerLogos } from '#app/content/logos.ts'
import { writeMissingLogos } from './generate-logos.ts'

const REAL_LOGO =
	'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 80"><title>Real</title></svg>'
const committedLogo = (id: string) =>
	readFileSync(new URL(`../app/assets/logos/${id}.svg`, import.meta.url), 'utf8')

let directory: string | undefined

afterEach(() => {
	if (directory) rmSync(directory, { recursive: true, force: true })
	directory = undefined
})

test('generate:logos writes only the missing logos and never overwrites one dropped in', () => {
	directory = mkdtempSync(join(tmpdir(), 'generate-logos-'))
	const outDirectory = pathToFileURL(`${directory}/`)
	const [first, second, third] = partnerLogos
	writeFileSync(join(directory, `${second.id}.svg`), REAL_LOGO)

	expect(writeMissingLogos(outDirectory, [first, second, third])).toEqual([first.id, third.id])
	expect(readFileSync(join(directory, `${second.id}.svg`), 'utf8')).toBe(REAL_LOGO)
	// A missing logo comes out exactly as the committed placeholder, though its neighbour was kept.
	expect(readFileSync(join(directory, `${third.id}.svg`), 'utf8')).toBe(committedLogo(third.id))

	expect(writeMissingLogos(outDirectory, [first, second, third])).toEqual([])
})
