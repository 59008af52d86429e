import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { INBOX_USER, TEST_DATA_DIR_VARIABLE } from './inbox.ts'

// Creates the inbox user the way an operator would, with `npm run user:add` and the password on
// standard input, in the data directory the test server uses. The returned teardown removes it.
export default function globalSetup() {
	const dataDir = process.env[TEST_DATA_DIR_VARIABLE]
	if (!dataDir) throw new Error(`${TEST_DATA_DIR_VARIABLE} is set by playwright.config.ts`)
	execFileSync('npm', ['run', '--silent', 'user:add', '--', INBOX_USER.name], {
		input: `${INBOX_USER.password}\n`,
		env: { ...process.env, DATA_DIR: dataDir },
		stdio: ['pipe', 'ignore', 'inherit'],
	})
	return () => rmSync(dataDir, { recursive: true, force: true })
}
