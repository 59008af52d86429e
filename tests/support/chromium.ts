import { existsSync } from 'node:fs'

// Browsers cannot be downloaded on every machine: use the system Chromium when there is one
// (CHROMIUM_PATH overrides), else Playwright's own browser where it is installed.
const SYSTEM_CHROMIUM = '/usr/bin/chromium'
export const chromiumPath =
	process.env.CHROMIUM_PATH ?? (existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined)

/** Quiet, headless-safe flags for the browser tests and the Lighthouse benchmark. */
export const chromiumFlags = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--no-first-run',
]
