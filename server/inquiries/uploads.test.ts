import { expect, test } from 'vitest'
import { attachmentDisposition } from './http.ts'
import { reportFileName } from './uploads.ts'

test("a report is named with the extension of the type its bytes showed, never the sender's", () => {
	expect(reportFileName('Water-Analysis.hta', 'application/pdf')).toBe('Water-Analysis.pdf')
	expect(reportFileName('photo.html', 'image/jpeg')).toBe('photo.jpg')
	expect(reportFileName('scan.PDF', 'image/png')).toBe('scan.png')
	expect(reportFileName('Borewell test v2.1 final', 'application/pdf')).toBe(
		'Borewell test v2.1 final.pdf',
	)
	expect(reportFileName('lab report.', 'application/pdf')).toBe('lab report.pdf')
	expect(reportFileName('.pdf', 'application/pdf')).toBe('report.pdf')
})

test("a report's name keeps no bidi controls, control characters or path separators", () => {
	expect(reportFileName('r\u00e9port \u202Egpj.exe\u2026.pdf', 'application/pdf')).toBe(
		'r\u00e9port gpj.exe\u2026.pdf',
	)
	for (const control of ['\u202A', '\u202D', '\u2066', '\u2069', '\u200E', '\u200F', '\u061C'])
		expect(reportFileName(`lab${control}fdp.exe`, 'image/png')).toBe('labfdp.png')
	expect(reportFileName('lab\r\nreport\u0000\u0085.pdf', 'application/pdf')).toBe('lab report.pdf')
	expect(reportFileName('../../etc/passwd', 'application/pdf')).toBe('.. .. etc passwd.pdf')
	expect(reportFileName('C:\\scans\\lab.pdf', 'application/pdf')).toBe('C: scans lab.pdf')
	expect(reportFileName('', 'image/jpeg')).toBe('report.jpg')
})

test("a report's name is bounded, and naming a name it made gives it back unchanged", () => {
	const long = reportFileName(`${'\u0905'.repeat(500)}.hta`, 'application/pdf')
	expect(long).toHaveLength(200)
	expect(long.endsWith('\u0905.pdf')).toBe(true)
	for (const sent of ['Water-Analysis.hta', 'lab\u202Ereport.pdf', `${'a.'.repeat(300)}pdf`]) {
		const named = reportFileName(sent, 'application/pdf')
		expect(reportFileName(named, 'application/pdf')).toBe(named)
	}
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
