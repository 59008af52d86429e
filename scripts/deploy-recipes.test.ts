// The deploy recipes a newcomer copies: checked with the tools that will read them, Caddy and systemd.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, test } from 'vitest'
import packageJson from '../package.json' with { type: 'json' }
import { SHUTDOWN_GRACE_MS } from '../server/site-app.ts'

const deploy = (file: string) => fileURLToPath(new URL(`../deploy/${file}`, import.meta.url))
const tool = (name: string) =>
	['/usr/bin', '/usr/local/bin', '/bin']
		.map((dir) => join(dir, name))
		.find((path) => existsSync(path))

const caddy = tool('caddy')
const systemdAnalyze = tool('systemd-analyze')
for (const [name, path] of [
	['caddy', caddy],
	['systemd-analyze', systemdAnalyze],
] as const) {
	if (!path && process.env.CI)
		throw new Error(`CI must check the deploy recipes, but ${name} is missing`)
	if (!path) console.warn(`Skipping the ${name} checks: it is not installed`)
}

describe.skipIf(!caddy)('deploy/Caddyfile', () => {
	// Caddy writes its state under HOME; keep it out of the user's.
	const home = mkdtempSync(join(tmpdir(), 'caddy-home-'))
	afterAll(() => rmSync(home, { recursive: true, force: true }))
	const runCaddy = (command: string) =>
		spawnSync(
			caddy ?? 'caddy',
			[command, '--config', deploy('Caddyfile'), '--adapter', 'caddyfile'],
			{
				encoding: 'utf8',
				env: { ...process.env, HOME: home, XDG_DATA_HOME: home, XDG_CONFIG_HOME: home },
			},
		)

	test('is a configuration Caddy accepts', () => {
		const result = runCaddy('validate')
		expect(result.status, result.stderr).toBe(0)
	})

	test('passes the site to `npm run serve` on 127.0.0.1:3000, checking its /healthz', () => {
		const result = runCaddy('adapt')
		expect(result.status, result.stderr).toBe(0)
		const config = JSON.stringify(JSON.parse(result.stdout))
		expect(config).toContain('"handler":"reverse_proxy"')
		expect(config).toContain('"dial":"127.0.0.1:3000"')
		expect(config).toContain('"uri":"/healthz"')
		// Caddy redirects port 80 to HTTPS and gets certificates for every site with a domain name.
		expect(config).toContain('"listen":[":443"]')
	})
})

describe('deploy/jalsetu.service', () => {
	const unit = readFileSync(deploy('jalsetu.service'), 'utf8')
	const settings = (key: string) =>
		[...unit.matchAll(new RegExp(`^${key}=(.*)$`, 'gm'))].map((match) => match[1])

	test.skipIf(!systemdAnalyze)('is a unit systemd reads without a warning', () => {
		const result = spawnSync(
			systemdAnalyze ?? 'systemd-analyze',
			['verify', deploy('jalsetu.service')],
			{
				encoding: 'utf8',
			},
		)
		expect(result.stderr).toBe('')
		expect(result.status).toBe(0)
	})

	test('starts the server with an npm script that does not build', () => {
		const script = /npm run (?:--silent )?(\S+)$/.exec(settings('ExecStart')[0] ?? '')?.[1] ?? ''
		const command = packageJson.scripts[script as keyof typeof packageJson.scripts]
		expect(command).toBe('node server/index.ts')
	})

	test('restarts on failure as its own user, with the hardening options and an environment file', () => {
		expect(settings('Restart')).toEqual(['on-failure'])
		expect(settings('User')).toEqual(['jalsetu'])
		expect(settings('NoNewPrivileges')).toEqual(['yes'])
		expect(settings('ProtectSystem')).toEqual(['strict'])
		expect(settings('ReadWritePaths')).toEqual(['/var/lib/jalsetu'])
		expect(settings('EnvironmentFile')).toEqual(['-/etc/jalsetu/env'])
	})

	test('gives the server longer to stop than its grace period for requests in flight', () => {
		const timeout = /^(\d+)s$/.exec(settings('TimeoutStopSec')[0] ?? '')?.[1]
		expect(Number(timeout) * 1000).toBeGreaterThan(SHUTDOWN_GRACE_MS + 2_000)
	})
})

describe('deploy/jalsetu-release.service and its timer', () => {
	test.skipIf(!systemdAnalyze)('are units systemd reads without a warning', () => {
		const result = spawnSync(
			systemdAnalyze ?? 'systemd-analyze',
			['verify', deploy('jalsetu-release.service'), deploy('jalsetu-release.timer')],
			{ encoding: 'utf8' },
		)
		expect(result.stderr).toBe('')
		expect(result.status).toBe(0)
	})

	test("publish into the folder the site's service runs from", () => {
		const service = readFileSync(deploy('jalsetu.service'), 'utf8')
		const release = readFileSync(deploy('jalsetu-release.service'), 'utf8')
		const workingDirectory = /^WorkingDirectory=(.*)$/m.exec(service)?.[1]
		const releaseRoot = /RELEASE_ROOT=(\S+)/.exec(release)?.[1]
		expect(workingDirectory).toBe(`${releaseRoot}/app`)
		expect(release).toContain(`ExecStart=/bin/bash ${workingDirectory}/deploy/release.sh`)
	})
})
