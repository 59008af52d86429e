import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { RELEASE_STATUS_FILE_VARIABLE } from './app/site/release-status.ts'
import { TEST_DATA_DIR_VARIABLE, testReleaseStatusFile } from './tests/inbox.ts'
import { chromiumFlags, testChromiumPath } from './tests/support/chromium.ts'

const PORT = Number(process.env.TEST_PORT ?? 4173)

// A fresh inbox per run, made once by the runner; its workers load this file again and inherit the
// variable, so all of them, the global setup and the server share one directory.
process.env[TEST_DATA_DIR_VARIABLE] ??= mkdtempSync(join(tmpdir(), 'site-tests-inbox-'))
const DATA_DIR = process.env[TEST_DATA_DIR_VARIABLE]

export default defineConfig({
	testDir: 'tests',
	fullyParallel: true,
	workers: 2,
	forbidOnly: Boolean(process.env.CI),
	retries: process.env.CI ? 1 : 0,
	reporter: [['list']],
	use: {
		baseURL: `http://127.0.0.1:${PORT}`,
		launchOptions: { executablePath: testChromiumPath, args: chromiumFlags },
	},
	globalSetup: './tests/global-setup.ts',
	projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
	webServer: {
		command: 'node server/index.ts',
		// Every test posts from 127.0.0.1: the per-address limit is off so tests do not refuse each other.
		env: {
			PORT: String(PORT),
			HOST: '127.0.0.1',
			DATA_DIR,
			INQUIRY_RATE_LIMIT: '0',
			[RELEASE_STATUS_FILE_VARIABLE]: testReleaseStatusFile(DATA_DIR),
		},
		url: `http://127.0.0.1:${PORT}/`,
		reuseExistingServer: false,
	},
})
