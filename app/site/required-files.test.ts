import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { services } from '#app/content/services.ts'
import { missingRequiredFiles } from './required-files.ts'

const appDirectory = join(import.meta.dirname, '..')
let copy: string | undefined

afterEach(() => {
	if (copy) rmSync(copy, { recursive: true, force: true })
	copy = undefined
})

test('every file the content records ask for is in app/', () => {
	expect(missingRequiredFiles(appDirectory)).toEqual([])
})

test('a service whose illustration or copy is missing is reported by its file', () => {
	copy = mkdtempSync(join(tmpdir(), 'required-files-'))
	for (const folder of ['assets', 'content']) {
		cpSync(join(appDirectory, folder), join(copy, folder), { recursive: true })
	}
	const [first, second] = services
	rmSync(join(copy, 'assets/art/services', `${first.slug}.svg`))
	rmSync(join(copy, 'content/service-copy', `${second.slug}.ts`))
	expect(missingRequiredFiles(copy)).toEqual([
		`content/service-copy/${second.slug}.ts`,
		`assets/art/services/${first.slug}.svg`,
	])
})
