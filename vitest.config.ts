import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

const BUILD_TESTS = '**/*.build.test.ts'

export default defineConfig({
	test: {
		// The tests wait on timers, servers, child processes and scrypt's thread pool more than they
		// compute: one worker more than the cores keeps the cores busy (on 2 cores: 20 s, not 32 s).
		maxWorkers: availableParallelism() + 1,
		projects: [
			{
				test: {
					name: 'unit',
					include: [
						'app/**/*.test.{ts,tsx}',
						'server/**/*.test.ts',
						'scripts/**/*.test.ts',
						'renders/**/*.test.ts',
					],
					exclude: [BUILD_TESTS],
					// Some start Caddy, systemd-analyze or SQLite migrations: under a busy machine (three
					// workers on two cores beside a build) they took 6 s, past vitest's 5 s default.
					testTimeout: 20_000,
				},
			},
			// Tests of the production build (its files, and both servers over it): run after `npm run build`.
			{ test: { name: 'build', include: [BUILD_TESTS], testTimeout: 30_000, hookTimeout: 30_000 } },
		],
	},
})
