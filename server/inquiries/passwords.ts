import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto'
import type { DatabaseSync } from 'node:sqlite'

export const MIN_PASSWORD_LENGTH = 12
const KEY_LENGTH = 64
const COST = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } satisfies ScryptOptions

const derive = (password: string, salt: Buffer, options: ScryptOptions) =>
	new Promise<Buffer>((resolve, reject) =>
		scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
			error ? reject(error) : resolve(key),
		),
	)

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
	const [scheme, N, r, p, salt, key] = stored.split('$')
	if (scheme !== 'scrypt' || !salt || !key) return false
	const expected = Buffer.from(key, 'base64')
	const cost = { N: Number(N), r: Number(r), p: Number(p), maxmem: COST.maxmem }
	const actual = await derive(password, Buffer.from(salt, 'base64'), cost)
	return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/** Creates the user, or gives an existing one a new password and signs it out everywhere. */
export async function setUserPassword(database: DatabaseSync, name: string, password: string) {
	if (!/^[\w.@-]{1,64}$/.test(name))
		throw new Error('A user name is 1 to 64 letters, digits or . _ @ -')
	if (password.length < MIN_PASSWORD_LENGTH)
		throw new Error(`The password must be at least ${MIN_PASSWORD_LENGTH} characters long`)
	const salt = randomBytes(16)
	const key = await derive(password, salt, COST)
	// `scrypt$N$r$p$salt$key`: the parameters travel with the hash, so they can be raised later.
	const hash = `scrypt$${COST.N}$${COST.r}$${COST.p}$${salt.toString('base64')}$${key.toString('base64')}`
	database
		.prepare(
			`INSERT INTO users (name, password_hash, created_at) VALUES (?, ?, ?)
			 ON CONFLICT (name) DO UPDATE SET password_hash = excluded.password_hash`,
		)
		.run(name, hash, Date.now())
	database.prepare('DELETE FROM sessions WHERE user_name = ?').run(name)
}
