import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { services } from '#app/content/services.ts'
import { missingArtworkFiles, requiredArtworkFiles } from './required-artwork.ts'

const assetsDirectory = join(import.meta.dirname, '../assets')
let copy: string | undefined

afterEach(() => {
	if (copy) rmSync(copy, { recursive: true, force: true })
	copy = undefined
})

test('every service asks for its illustration, found by its slug', () => {
	for (const service of services) {
		expect(requiredArtworkFiles).toContain(`art/services/${service.slug}.svg`)
	}
})

test('every artwork file the content asks for is in app/assets', () => {
	expect(missingArtworkFiles(assetsDirectory)).toEqual([])
})

test('a service whose illustration is missing is reported by its file', () => {
	copy = mkdtempSync(join(tmpdir(), 'required-artwork-'))
	cpSync(assetsDirectory, copy, { recursive: true })
	const [service] = services
	rmSync(join(copy, 'art/services', `${service.slug}.svg`))
	expect(missingArtworkFiles(copy)).toEqual([`art/services/${service.slug}.svg`])
})
