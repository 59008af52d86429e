// Starts the production server (`npm run serve`) over a build on 127.0.0.1, as its own process, for the
// build tests and the content editor's browser tests.
import { type ChildProcess, spawn } from 'node:child_process'
import { type AddressInfo, connect, createServer } from 'node:net'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const projectRoot = fileURLToPath(new URL('../..', import.meta.url))

export type LocalServer = {
	url: string
	stop: () => Promise<void>
}

/**
 * A port no server listens on now, as the system hands out for port 0. Test files run in parallel, so
 * a scan from a fixed first port would give two of them the same one.
 */
export const freePort = () =>
	new Promise<number>((resolve, reject) => {
		const probe = createServer()
			.once('error', reject)
			.listen(0, '127.0.0.1', () => {
				const { port } = probe.address() as AddressInfo
				probe.close(() => resolve(port))
			})
	})

export function waitForPort(port: number, child: ChildProcess, log: () => string): Promise<void> {
	// A busy machine may take seconds to start the server; 30 s still catches one that never listens.
	const deadline = Date.now() + 30_000
	return new Promise((resolve, reject) => {
		const attempt = () => {
			if (child.exitCode !== null) {
				reject(new Error(`server exited with ${child.exitCode}:\n${log()}`))
				return
			}
			const socket = connect(port, '127.0.0.1')
			socket.once('connect', () => {
				socket.destroy()
				resolve()
			})
			socket.once('error', () => {
				socket.destroy()
				if (Date.now() > deadline) reject(new Error(`nothing listens on ${port}:\n${log()}`))
				else setTimeout(attempt, 50)
			})
		}
		attempt()
	})
}

export function stopChild(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
	if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
	return new Promise((resolve) => {
		child.once('exit', () => resolve())
		child.kill(signal)
	})
}

/** `npm run serve` as a process of its own, resolved once it listens on `port`; `env` adds settings. */
export async function spawnNodeServer(
	port: number,
	env: Record<string, string> = {},
): Promise<ChildProcess> {
	let output = ''
	const child = spawn(process.execPath, [join(projectRoot, 'server', 'index.ts')], {
		env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	child.stdout?.on('data', (chunk) => (output += chunk))
	child.stderr?.on('data', (chunk) => (output += chunk))
	await waitForPort(port, child, () => output)
	return child
}

export async function startNodeServer(
	port: number,
	env: Record<string, string> = {},
): Promise<LocalServer> {
	const child = await spawnNodeServer(port, env)
	return { url: `http://127.0.0.1:${port}`, stop: () => stopChild(child, 'SIGTERM') }
}
