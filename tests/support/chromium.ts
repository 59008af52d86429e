import { existsSync } from 'node:fs'

// Browsers cannot be downloaded on every machine: use the system's Chromium when there is one
// (CHROMIUM_PATH overrides), else Playwright's own browser where it is installed.
const installed = (file: string) => (existsSync(file) ? file : undefined)
const SYSTEM_CHROMIUM = '/usr/bin/chromium'

/** The full browser, for the Lighthouse benchmark: it measures pages as a visitor's Chrome draws them. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? installed(SYSTEM_CHROMIUM)

/**
 * The browser tests' Chromium: its headless shell (Debian's chromium-headless-shell), the same engine
 * without the desktop browser around it, which Playwright itself runs for headless tests. The whole
 * browser suite takes 7.9 minutes in it on this machine's two cores, against 10.9 in the full browser.
 */
export const testChromiumPath =
	process.env.CHROMIUM_PATH ?? installed('/usr/bin/chromium-headless-shell') ?? chromiumPath

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
