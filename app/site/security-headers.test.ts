import { expect, test } from 'vitest'
import { cacheControlFor } from './security-headers.ts'

test('the inbox page is never stored by a browser or proxy; other pages are revalidated and assets kept', () => {
	expect(cacheControlFor('/admin')).toBe('no-store')
	expect(cacheControlFor('/admin/index.html')).toBe('no-store')
	expect(cacheControlFor('/administration')).toBe('no-cache')
	expect(cacheControlFor('/contact')).toBe('no-cache')
	expect(cacheControlFor('/assets/admin-abc.js')).toBe('public, max-age=31536000, immutable')
})
