import { expect, test } from 'vitest'
import { MAX_VISITED_PAGES, parseVisitedPages, withOffset } from './visited-pages.ts'

test('reads a stored map of paths to offsets', () => {
	expect(parseVisitedPages('{"/":0,"/services":1840}')).toEqual({ '/': 0, '/services': 1840 })
})

test.each([
	['missing', null],
	['empty', ''],
	['not JSON', '{oops'],
	['an array', '[1,2]'],
	['a number', '42'],
	['null', 'null'],
])('treats a %s value as no visited pages', (_label, raw) => {
	expect(parseVisitedPages(raw)).toEqual({})
})

test('drops entries that are not a path with a finite, non-negative offset', () => {
	expect(
		parseVisitedPages('{"/ok":12.6,"nope":5,"/neg":-3,"/str":"10","/inf":1e400,"/obj":{}}'),
	).toEqual({ '/ok': 13 })
})

test('records an offset as the newest entry and keeps at most the cap', () => {
	let pages = {}
	for (let index = 0; index < MAX_VISITED_PAGES + 5; index += 1) {
		pages = withOffset(pages, `/page-${index}`, index)
	}
	pages = withOffset(pages, '/page-10', 999)
	const paths = Object.keys(pages)
	expect(paths).toHaveLength(MAX_VISITED_PAGES)
	expect(paths.at(-1)).toBe('/page-10')
	expect(paths).not.toContain('/page-0')
	expect(pages).toMatchObject({ '/page-10': 999 })
})
