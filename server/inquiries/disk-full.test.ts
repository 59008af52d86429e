// A full disk, made real: the inbox on a tmpfs of 512 KiB, filled up by another file. Mounting needs
// root (as CI and these machines run); elsewhere the test says why it is skipped.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test, vi } from 'vitest'
import { defaultLocale } from '#app/content/locales.ts'
import { postJson, startTestApi, validContact } from '../../tests/support/inquiry-api.ts'
import { inquiryWordsIn } from './inquiry-words.ts'

const mountPoint = mkdtempSync(join(tmpdir(), 'inquiries-full-'))
const mounted =
	spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=512k', 'tmpfs', mountPoint]).status === 0
if (!mounted) console.warn('Skipping the full-disk test: mounting a tmpfs needs root')
afterAll(() => {
	if (mounted) spawnSync('umount', [mountPoint])
	rmSync(mountPoint, { recursive: true, force: true })
})

describe.skipIf(!mounted)('on a full disk', () => {
	test('an inquiry is answered 503 with a plain message, and costs the visitor none of their allowance', async () => {
		const api = await startTestApi({ INQUIRY_RATE_LIMIT: '1' }, mountPoint)
		const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
		const filler = join(mountPoint, 'filler')
		try {
			// Whatever room the inbox's file left, taken in one write that stops at the end of the disk.
			spawnSync('dd', ['if=/dev/zero', `of=${filler}`, 'bs=4k'])
			const refused = await postJson(api.url, { ...validContact, message: 'x'.repeat(1900) })
			expect(refused.status).toBe(503)
			expect(await refused.json()).toEqual({
				error: inquiryWordsIn(defaultLocale).refusals.diskFull,
			})
			expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
			expect(String(logged.mock.calls[0]?.[0])).toContain('disk is full')

			writeFileSync(filler, '')
			const stored = await postJson(api.url, validContact)
			expect(stored.status).toBe(201)
		} finally {
			logged.mockRestore()
			await api.stop()
		}
	})
})
