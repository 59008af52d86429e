import { defineConfig, devices } from '@playwright/test'
import { chromiumFlags, chromiumPath } from './scripts/chromium.ts'

const PORT = Number(process.env.TEST_PORT ?? 4173)

export default defineConfig({
	testDir: 'tests',
	fullyParallel: true,
	workers: 2,
	forbidOnly: Boolean(process.env.CI),
	retries: process.env.CI ? 1 : 0,
	reporter: [['list']],
	use: {
		baseURL: `http://127.0.0.1:${PORT}`,
		launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
	},
	projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
	webServer: {
		command: 'node server/index.ts',
		env: { PORT: String(PORT), HOST: '127.0.0.1' },
		url: `http://127.0.0.1:${PORT}/`,
		reuseExistingServer: false,
	},
})
