import { spawn } from 'node:child_process'
import { get } from 'node:http'
import { connect } from 'node:net'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { freePort, waitForPort } from '../tests/support/local-servers.ts'
import { SHUTDOWN_GRACE_MS } from './site-app.ts'

const serverScript = fileURLToPath(
	new URL('../tests/support/slow-request-server.ts', import.meta.url),
)
const isRefused = (port: number) =>
	new Promise<boolean>((resolve) => {
		const socket = connect(port, '127.0.0.1')
		socket.once('connect', () => {
			socket.destroy()
			resolve(false)
		})
		socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'))
	})

test('on SIGTERM: finishes the request in flight, refuses new connections and exits within 10 s', async () => {
	const port = await freePort()
	let output = ''
	const server = spawn(process.execPath, [serverScript], {
		env: { ...process.env, PORT: String(port) },
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	server.stdout.on('data', (chunk) => (output += chunk))
	server.stderr.on('data', (chunk) => (output += chunk))
	const exited = new Promise<number | null>((resolve) => server.once('exit', resolve))
	try {
		await waitForPort(port, server, () => output)

		let signalledAt = 0
		let responseDone = false
		const response = new Promise<{ status: number; body: string; complete: boolean }>(
			(resolve, reject) => {
				get({ host: '127.0.0.1', port, path: '/api/slow', agent: false }, (res) => {
					let body = ''
					res.setEncoding('utf8')
					res.on('data', (chunk: string) => {
						body += chunk
						if (!signalledAt) {
							signalledAt = Date.now()
							server.kill('SIGTERM')
						}
					})
					res.on('end', () => {
						responseDone = true
						resolve({ status: res.statusCode ?? 0, body, complete: res.complete })
					})
					res.on('error', reject)
				}).on('error', reject)
			},
		)

		// New connections are refused while the slow response is still being written.
		let refusedInFlight = false
		for (let attempt = 0; attempt < 30 && !refusedInFlight; attempt += 1) {
			await new Promise((resolve) => setTimeout(resolve, 50))
			if (signalledAt && !responseDone) refusedInFlight = await isRefused(port)
		}
		expect(refusedInFlight, output).toBe(true)

		expect(await response).toEqual({
			status: 200,
			body: 'first line\nlast line\n',
			complete: true,
		})
		expect(await exited, output).toBe(0)
		expect(Date.now() - signalledAt).toBeLessThan(10_000)
		expect(SHUTDOWN_GRACE_MS).toBeLessThan(10_000)
	} finally {
		server.kill('SIGKILL')
	}
}, 15_000)
