// Runs the site server as a service: one worker process per core (the build is served from memory, so
// a request costs CPU only and more processes serve more), workers replaced when they crash, and a
// graceful stop on SIGTERM or SIGINT that finishes every request in flight.
import cluster, { type Worker } from 'node:cluster'
import { availableParallelism } from 'node:os'
import { createSiteServer, type SiteServerOptions } from './site-handler.ts'

type ServeOptions = SiteServerOptions & { root: string }

/** Requests in flight get this long to finish after SIGTERM; systemd's default stop timeout is 90 s. */
export const SHUTDOWN_GRACE_MS = 8_000
// How soon a draining server closes a keep-alive connection once its response is sent.
const IDLE_SWEEP_MS = 100

/** WEB_CONCURRENCY if set (the variable hosting platforms use for this), else one per core. */
export function workerCount(environment = process.env) {
	const configured = Number(environment.WEB_CONCURRENCY)
	return Number.isInteger(configured) && configured > 0 ? configured : availableParallelism()
}

function onStopSignal(stop: () => void) {
	let stopping = false
	for (const signal of ['SIGTERM', 'SIGINT'])
		process.on(signal, () => {
			if (!stopping) stop()
			stopping = true
		})
}

/**
 * Serves in this process. On a stop signal it stops accepting connections, lets every request in
 * flight finish, closes keep-alive connections as they fall idle and exits; whatever is still open
 * after the grace period is cut.
 */
function serveInThisProcess(port: number, host: string, { root, ...options }: ServeOptions) {
	const server = createSiteServer(root, options)
	onStopSignal(() => {
		server.close(() => process.exit(0))
		setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS).unref()
		setTimeout(() => {
			console.error(`Requests still open after ${SHUTDOWN_GRACE_MS / 1000} s: closing them`)
			server.closeAllConnections()
			process.exit(1)
		}, SHUTDOWN_GRACE_MS).unref()
	})
	// A worker told to stop by the primary (its signal may not reach this process directly).
	process.on('message', (message) => {
		if (message === 'shutdown') process.emit('SIGTERM')
	})
	return new Promise<void>((resolve, reject) => {
		server.once('error', reject)
		server.listen(port, host, resolve)
	})
}

// The primary only forks and watches: workers share the listening socket it holds, and it closes
// that socket once every worker has closed its server, so new connections are refused from then on.
function superviseWorkers(count: number): Promise<void> {
	let stopping = false
	const listening = new Set<Worker>()
	cluster.on('exit', (worker, code, signal) => {
		const started = listening.delete(worker)
		if (stopping) {
			if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
			return
		}
		// A worker that never listened would fail again (port taken, build missing): give up and let
		// the service manager see the failure instead of forking in a loop.
		const cause = signal ?? `exit code ${code}`
		if (!started) {
			console.error(`A worker failed to start (${cause}); stopping`)
			process.exit(1)
		}
		console.error(`Worker ${worker.process.pid} died (${cause}); replacing it`)
		cluster.fork()
	})

	onStopSignal(() => {
		stopping = true
		for (const worker of Object.values(cluster.workers ?? {})) worker?.send('shutdown')
		// Workers exit by themselves within their grace period; this only guards against a stuck one.
		setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS + 2_000).unref()
	})

	for (let index = 0; index < count; index += 1) cluster.fork()
	return new Promise((resolve) => {
		cluster.on('listening', (worker) => {
			listening.add(worker)
			if (listening.size === count) resolve()
		})
	})
}

/**
 * Serves the build in `root` on host:port with `workers` processes (1 serves from this process
 * without a cluster). In a cluster, every worker runs the calling script again, so options such as
 * app are given the same way in each.
 */
export async function serveSite({
	port,
	host,
	workers = workerCount(),
	...options
}: ServeOptions & { port: number; host: string; workers?: number }) {
	if (workers > 1 && cluster.isPrimary) await superviseWorkers(workers)
	else await serveInThisProcess(port, host, options)
}
