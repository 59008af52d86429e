import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { verifyPassword } from '../server/inquiries/passwords.ts'

// Each sign-in and password change runs scrypt at full cost, seconds in all on a busy machine.
vi.setConfig({ testTimeout: 30_000 })

let dataDir: string
beforeEach(() => {
	dataDir = mkdtempSync(join(tmpdir(), 'user-add-'))
})
afterEach(() => rmSync(dataDir, { recursive: true, force: true }))

const userAdd = (name: string, input: string) =>
	spawnSync(process.execPath, [join(import.meta.dirname, 'user-add.ts'), name], {
		input,
		encoding: 'utf8',
		env: { ...process.env, DATA_DIR: dataDir },
	})

function storedHash(name: string) {
	const database = new DatabaseSync(join(dataDir, 'inquiries.sqlite'), { readOnly: true })
	try {
		const row = database.prepare('SELECT password_hash FROM users WHERE name = ?').get(name) as
			| { password_hash: string }
			| undefined
		return row?.password_hash
	} finally {
		database.close()
	}
}

test('user:add creates a user from a password piped on standard input, and resets it when run again', async () => {
	expect(userAdd('alice', 'first long password\n').status).toBe(0)
	expect(await verifyPassword('first long password', storedHash('alice') ?? '')).toBe(true)
	expect(userAdd('alice', 'second long password\n').status).toBe(0)
	expect(await verifyPassword('second long password', storedHash('alice') ?? '')).toBe(true)
	expect(await verifyPassword('first long password', storedHash('alice') ?? '')).toBe(false)
})

test('user:add refuses a password shorter than 12 characters and stores nothing', () => {
	const result = userAdd('bob', 'short\n')
	expect(result.status).toBe(1)
	expect(result.stderr).toContain('at least 12 characters')
	expect(storedHash('bob')).toBeUndefined()
})
