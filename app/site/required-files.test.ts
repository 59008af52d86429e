import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { missingRequiredFiles, requiredFiles } from './required-files.ts'

const appDirectory = join(import.meta.dirname, '..')
let copy: string | undefined

afterEach(() => {
	if (copy) rmSync(copy, { recursive: true, force: true })
	copy = undefined
})

test('every file the content records ask for is in app/', () => {
	expect(missingRequiredFiles(appDirectory)).toEqual([])
})

test('a missing portrait or robot artwork is reported by its file', () => {
	copy = mkdtempSync(join(tmpdir(), 'required-files-'))
	cpSync(join(appDirectory, 'assets'), join(copy, 'assets'), { recursive: true })
	for (const file of requiredFiles) rmSync(join(copy, file))
	expect(missingRequiredFiles(copy)).toEqual(requiredFiles)
})
