import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

const PORT = Number(process.env.TEST_PORT ?? 4173)

// Browsers cannot be downloaded on every machine: use the system Chromium when there is one
// (CHROMIUM_PATH overrides), else Playwright's own browser where it is installed.
const SYSTEM_CHROMIUM = '/usr/bin/chromium'
const executablePath =
	process.env.CHROMIUM_PATH ?? (existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined)

export default defineConfig({
	testDir: 'tests',
	fullyParallel: true,
	workers: 2,
	forbidOnly: Boolean(process.env.CI),
	retries: process.env.CI ? 1 : 0,
	reporter: [['list']],
	use: {
		baseURL: `http://127.0.0.1:${PORT}`,
		launchOptions: {
			executablePath,
			args: [
				'--no-sandbox',
				'--disable-gpu',
				'--disable-quic',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync',
				'--no-first-run',
			],
		},
	},
	projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
	webServer: {
		command: 'node server/index.ts',
		env: { PORT: String(PORT), HOST: '127.0.0.1' },
		url: `http://127.0.0.1:${PORT}/`,
		reuseExistingServer: !process.env.CI,
	},
})
