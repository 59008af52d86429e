import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { heroSlides, hotCategories } from '#app/content/home.ts'
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

test('a hero slide or hot category whose artwork is missing is reported by its file', () => {
	copy = mkdtempSync(join(tmpdir(), 'required-files-'))
	cpSync(join(appDirectory, 'assets'), join(copy, 'assets'), { recursive: true })
	const [slide] = heroSlides
	const [category] = hotCategories
	rmSync(join(copy, 'assets/art/hero', `${slide.id}.svg`))
	rmSync(join(copy, 'assets/art/hot', `${category.service}.svg`))
	expect(missingRequiredFiles(copy)).toEqual([
		`assets/art/hot/${category.service}.svg`,
		`assets/art/hero/${slide.id}.svg`,
	])
})
