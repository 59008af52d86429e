import { expect, test } from 'vitest'
import { attachmentDisposition } from './http.ts'
import { cleanOriginalName } from './uploads.ts'

test("a report's name keeps no path separators or control characters, and is bounded", () => {
	expect(cleanOriginalName('../../etc/passwd')).toBe('.. .. etc passwd')
	expect(cleanOriginalName('C:\\scans\\lab.pdf')).toBe('C: scans lab.pdf')
	expect(cleanOriginalName('lab\r\nreport\u0000.pdf')).toBe('lab report .pdf')
	expect(cleanOriginalName('')).toBe('report')
	expect(cleanOriginalName(`${'a'.repeat(500)}.pdf`)).toHaveLength(200)
	expect(cleanOriginalName(`${'a'.repeat(500)}.pdf`).endsWith('.pdf')).toBe(true)
})

test('Content-Disposition names the file in ASCII for old clients and exactly in filename*', () => {
	const name = 'Analyse "forage" — 50% (mars)\\.pdf'
	const header = attachmentDisposition(name)
	const [, fallback] = /filename="([^"]*)"/.exec(header) ?? []
	expect(fallback).toMatch(/^[\x20-\x7e]+$/)
	expect(fallback).not.toMatch(/["\\]/)
	const [, exact] = /filename\*=UTF-8''(\S+)$/.exec(header) ?? []
	// RFC 5987's attr-char: nothing but letters, digits, !#$&+-.^_`|~ and percent-escapes.
	expect(exact).toMatch(/^[A-Za-z0-9!#$&+\-.^_`|~%]+$/)
	expect(decodeURIComponent(exact ?? '')).toBe(name)
	expect(header.startsWith('attachment;')).toBe(true)
})
