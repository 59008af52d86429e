import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { parse, stringify } from 'yaml'
import { ContentError, loadContent } from './content.ts'

const root = join(import.meta.dirname, '..')
const appDirectory = join(root, 'app')
let copy = ''

// A copy of content/ without any translation, so each test writes exactly the Hindi it needs.
beforeEach(() => {
	copy = mkdtempSync(join(tmpdir(), 'translation-'))
	cpSync(join(root, 'content'), join(copy, 'content'), {
		recursive: true,
		filter: (file) => !file.includes(`${join('content', 'hi')}`),
	})
})
afterEach(() => rmSync(copy, { recursive: true, force: true }))

const english = (file: string) => parse(readFileSync(join(copy, 'content', file), 'utf8'))
/** Writes content/hi/<file> as the editor would: the English entry with `change` made to it. */
const translate = (file: string, change: (data: Record<string, unknown>) => void) => {
	const data = english(file)
	change(data)
	const path = join(copy, 'content/hi', file)
	mkdirSync(dirname(path), { recursive: true })
	writeFileSync(path, stringify(data))
}
const hindi = (missing: string[] = []) => loadContent(copy, appDirectory, { locale: 'hi', missing })
const module = (modules: ReadonlyMap<string, string>, name: string) =>
	JSON.parse(modules.get(name) ?? 'null')

test('the Hindi edition shows the translated words and keeps the English entry’s numbers, ids and dates', () => {
	const news = english('news/news-1.yaml')
	translate('news/news-1.yaml', (item) => {
		item.title = 'मुंद्रा पोर्ट पर नया प्लांट'
		// A stale copy of a shared field in the translation never wins over the English entry.
		item.date = '1999-01-01'
	})
	const item = module(hindi(), 'news.json').find((entry: { id: string }) => entry.id === 'news-1')
	expect(item.title).toBe('मुंद्रा पोर्ट पर नया प्लांट')
	expect(item.isoDate).toBe(news.date)
	expect(item.excerpt).toBe(news.excerpt)
})

test('a text without Hindi words shows in English and is listed by its file and the label of its field', () => {
	const footer = english('site/footer.yaml')
	translate('site/footer.yaml', (words) => {
		words.servicesTitle = 'हमारी सेवाएँ'
		delete words.rightsNotice
	})
	const missing: string[] = []
	const modules = hindi(missing)
	expect(module(modules, 'site/footer.json').rightsNotice).toBe(footer.rightsNotice)
	expect(missing).toContain(
		'content/hi/site/footer.yaml: Footer: Rights notice has no हिन्दी words yet',
	)
	expect(missing.some((line) => line.includes('Services heading'))).toBe(false)
	// A file not translated at all is listed once, whole.
	expect(missing).toContain(
		'content/hi/site/contact.yaml: not written yet, so the whole entry is in English',
	)
})

test('each edition knows its language, and the English one is unchanged by a translation', () => {
	translate('site/footer.yaml', (words) => {
		words.servicesTitle = 'हमारी सेवाएँ'
	})
	expect(module(hindi(), 'locale.json')).toEqual({ locale: 'hi' })
	const modules = loadContent(copy, appDirectory)
	expect(module(modules, 'locale.json')).toEqual({ locale: 'en' })
	expect(module(modules, 'site/footer.json').servicesTitle).toBe(
		english('site/footer.yaml').servicesTitle,
	)
})

function problems() {
	try {
		hindi()
	} catch (error) {
		if (error instanceof ContentError) return error.problems
		throw error
	}
	return []
}

test('a Hindi text is held to the same rules as the English one, naming the Hindi file', () => {
	translate('services/stp-plants.yaml', (service) => {
		service.imageAlt = 'टैंक में BOD 10 mg/l से कम'
	})
	expect(problems()).toContainEqual(
		expect.stringMatching(
			/^content\/hi\/services\/stp-plants\.yaml: Service '.+': Picture description writes "mg\/l": write "mg\/L"/,
		),
	)
})

test('a translation of an entry that has no English file stops the build', () => {
	translate('news/news-1.yaml', () => {})
	cpSync(join(copy, 'content/hi/news/news-1.yaml'), join(copy, 'content/hi/news/news-9.yaml'))
	expect(problems()).toEqual([
		'content/hi/news/news-9.yaml: translates content/news/news-9.yaml, which does not exist: delete it, or write the English entry first',
	])
})
