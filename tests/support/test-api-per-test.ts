import { afterEach } from 'vitest'
import { startTestApi, type TestApi } from './inquiry-api.ts'

/**
 * Starts a test's own inquiry server (rate limit off unless the test sets one) and stops it after
 * the test. `prepare` runs on each new server before the test gets it, e.g. to add an inbox user.
 */
export function testApiPerTest(prepare?: (api: TestApi) => Promise<void>) {
	let running: TestApi | undefined
	afterEach(async () => {
		await running?.stop()
		running = undefined
	})
	return async (environment: Record<string, string> = {}) => {
		running = await startTestApi({ INQUIRY_RATE_LIMIT: '0', ...environment })
		await prepare?.(running)
		return running
	}
}
