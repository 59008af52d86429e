// `npm run user:add -- NAME`: creates the inbox user NAME, or gives it a new password and signs it out
// everywhere. The password comes from standard input, so it never shows in the shell history or the
// process list: typed at a prompt (not echoed), or piped (`printf 'secret\n' | npm run user:add -- NAME`).
import { createInterface } from 'node:readline'
import { openDatabase } from '../server/inquiries/database.ts'
import { readInquiryConfig } from '../server/inquiries/index.ts'
import { MIN_PASSWORD_LENGTH, setUserPassword } from '../server/inquiries/passwords.ts'

const name = process.argv[2]
if (!name) {
	console.error('Usage: npm run user:add -- NAME (the password is read from standard input)')
	process.exit(2)
}

// At a terminal, keys are read one by one in raw mode so the password is not echoed.
function promptHidden(prompt: string): Promise<string> {
	process.stdout.write(prompt)
	process.stdin.setRawMode(true)
	process.stdin.setEncoding('utf8')
	return new Promise((resolve) => {
		let typed = ''
		const onData = (keys: string) => {
			for (const key of keys) {
				if (key === '\u0003') process.exit(130)
				if (key === '\r' || key === '\n') {
					process.stdin.setRawMode(false)
					process.stdin.off('data', onData)
					process.stdin.pause()
					process.stdout.write('\n')
					resolve(typed)
					return
				}
				typed = key === '\u007f' ? typed.slice(0, -1) : typed + key
			}
		}
		process.stdin.on('data', onData)
	})
}

async function readPipedLine(): Promise<string> {
	for await (const line of createInterface({ input: process.stdin })) return line
	return ''
}

const config = readInquiryConfig(process.env)
const password = process.stdin.isTTY
	? await promptHidden(`Password for ${name} (at least ${MIN_PASSWORD_LENGTH} characters): `)
	: await readPipedLine()
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
