// `npm run user:add -- NAME`: creates the inbox user NAME, or gives it a new password and signs it out
// everywhere. The password comes from standard input, so it never shows in the shell history or the
// process list: typed at a prompt (not echoed), or piped (`printf 'secret\n' | npm run user:add -- NAME`).
import { createInterface } from 'node:readline'
import { Writable } from 'node:stream'
import { openDatabase } from '../server/inquiries/database.ts'
import { readInquiryConfig } from '../server/inquiries/index.ts'
import { MIN_PASSWORD_LENGTH, setUserPassword } from '../server/inquiries/passwords.ts'

const name = process.argv[2]
if (!name) {
	console.error('Usage: npm run user:add -- NAME (the password is read from standard input)')
	process.exit(2)
}

// readline echoes what is typed to its output, here a stream that drops it, so a typed password never
// shows; at a terminal it also reads keys in raw mode, with backspace, until Enter.
const terminal = process.stdin.isTTY
if (terminal) {
	process.stdout.write(`Password for ${name} (at least ${MIN_PASSWORD_LENGTH} characters): `)
}
const reader = createInterface({
	input: process.stdin,
	output: new Writable({ write: (_chunk, _encoding, done) => done() }),
	terminal,
})
reader.on('SIGINT', () => process.exit(130))
// The first line; input that ends without one leaves the password empty, which is refused.
let password = ''
for await (const line of reader) {
	password = line
	break
}
if (terminal) process.stdout.write('\n')
const config = readInquiryConfig(process.env)
const database = openDatabase(config.databaseFile)
try {
	await setUserPassword(database, name, password)
	console.log(`User ${name} can now sign in to the inbox (${config.databaseFile}).`)
} catch (error) {
	console.error(error instanceof Error ? error.message : error)
	process.exitCode = 1
} finally {
	database.close()
}
