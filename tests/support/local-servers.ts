// Starts the two production servers over a build on 127.0.0.1, for the deploy tests and the load test:
// `npm run serve` (our Node server) and Debian's nginx running deploy/nginx.conf as an ordinary user,
// with its own prefix, pid file, temporary directories and a self-signed certificate made by openssl.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { connect, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildDirectory } from '#server/build-directory.ts'

const projectRoot = fileURLToPath(new URL('../..', import.meta.url))

/** The path deploy/nginx.conf expects the build at. */
const DEPLOYED_BUILD = '/srv/jalsetu/build'
/** Where deploy/nginx.conf sends /api/: `npm run serve` on the same machine. */
const DEPLOYED_API_UPSTREAM = 'http://127.0.0.1:3000'
const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'

export type LocalServer = {
	url: string
	stop: () => Promise<void>
	/** The certificate an HTTPS server presents, for the client to trust. */
	certificate?: Buffer
}

export type LocalNginx = LocalServer & {
	/** The port 80 server of deploy/nginx.conf, which redirects to HTTPS. */
	redirectUrl: string
}

// Ports 4580-4599 are this project's on shared machines; the first free one is used.
export async function freePort(from = 4580, to = 4599): Promise<number> {
	for (let port = from; port <= to; port += 1) {
		const free = await new Promise<boolean>((resolve) => {
			const probe = createServer()
				.once('error', () => resolve(false))
				.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
		})
		if (free) return port
	}
	throw new Error(`no free port in ${from}-${to}`)
}

// Debian puts nginx in /usr/sbin, which is not on every user's PATH.
function nginxBinary(): string | undefined {
	const searchPath = (process.env.PATH ?? '')
		.split(delimiter)
		.map((directory) => join(directory, 'nginx'))
	const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx', ...searchPath]
	return candidates.find((path): path is string => Boolean(path && existsSync(path)))
}

const opensslBinary = () =>
	[
		'/usr/bin/openssl',
		...(process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, 'openssl')),
	].find((path) => existsSync(path))

/** Why nginx cannot run the site here, or undefined when it can. */
export function nginxUnavailableReason(): string | undefined {
	if (!nginxBinary()) return 'nginx is not installed (apt-get install nginx)'
	if (!existsSync(BROTLI_STATIC_MODULE))
		return 'the brotli module is not installed (apt-get install libnginx-mod-http-brotli-static)'
	if (!opensslBinary()) return 'openssl is not installed (apt-get install openssl)'
	return undefined
}

/** A self-signed certificate for 127.0.0.1 and localhost, valid for a day, written into `directory`. */
function makeCertificate(directory: string) {
	const certificate = join(directory, 'certificate.pem')
	const key = join(directory, 'key.pem')
	const openssl = opensslBinary() ?? 'openssl'
	const made = spawnSync(
		openssl,
		[
			'req',
			'-x509',
			'-newkey',
			'ec',
			'-pkeyopt',
			'ec_paramgen_curve:prime256v1',
			'-nodes',
			'-days',
			'1',
			'-subj',
			'/CN=localhost',
			'-addext',
			'subjectAltName=IP:127.0.0.1,DNS:localhost',
			'-keyout',
			key,
			'-out',
			certificate,
		],
		{ encoding: 'utf8' },
	)
	if (made.status !== 0) throw new Error(`openssl could not make a certificate:\n${made.stderr}`)
	return { certificate, key }
}

export function nginxVersion(): string {
	const binary = nginxBinary()
	if (!binary) throw new Error(nginxUnavailableReason())
	// nginx prints its version on stderr: "nginx version: nginx/1.22.1".
	const { stderr } = spawnSync(binary, ['-v'], { encoding: 'utf8' })
	return stderr.trim().replace(/^nginx version: /, '')
}

export function waitForPort(port: number, child: ChildProcess, log: () => string): Promise<void> {
	// A cluster of workers on a busy machine took over 10 s to listen; 30 s still catches a server that never does.
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

/** `npm run serve` over build/client, as its own process like in production; `env` adds settings. */
/**
 * `npm run serve` as a process of its own, resolved once it listens on `port`. With `ownProcessGroup`
 * it leads a process group, so one signal to the group reaches the primary and its workers at once.
 */
export async function spawnNodeServer(
	port: number,
	env: Record<string, string> = {},
	{ ownProcessGroup = false } = {},
): Promise<ChildProcess> {
	let output = ''
	const child = spawn(process.execPath, [join(projectRoot, 'server', 'index.ts')], {
		env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
		stdio: ['ignore', 'pipe', 'pipe'],
		detached: ownProcessGroup,
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

/**
 * Debian's nginx with deploy/nginx.conf exactly as committed, except that it listens on 127.0.0.1 (the
 * HTTPS server on `port`, the port 80 server on the next free port), uses a self-signed certificate
 * instead of certbot's and finds the build where it is rather than at /srv/jalsetu/build. The main
 * configuration stands in for Debian's /etc/nginx/nginx.conf. With `tls: false` the HTTPS server
 * listens without TLS, so the load test compares serving, not encryption, with `npm start`. `apiPort`
 * names the port of the Node server that /api/ and form posts go to.
 */
export async function startNginx(
	port: number,
	{ workers = 1, tls = true, apiPort = 3000 } = {},
): Promise<LocalNginx> {
	const binary = nginxBinary()
	const unavailable = nginxUnavailableReason()
	if (!binary || unavailable) throw new Error(unavailable)

	const site = readFileSync(join(projectRoot, 'deploy', 'nginx.conf'), 'utf8')
	const plainListen = /^\tlisten 80;$/m
	const tlsListen = /^\tlisten 443 ssl http2;$/m
	const certificatePaths = /\/etc\/letsencrypt\/live\/[^/]+\/(fullchain|privkey)\.pem/g
	if (
		![plainListen, tlsListen].every((pattern) => pattern.test(site)) ||
		!site.includes('/etc/letsencrypt/live/')
	)
		throw new Error(
			"deploy/nginx.conf no longer has 'listen 80;', 'listen 443 ssl http2;' and certbot's paths",
		)
	if (!site.includes(DEPLOYED_BUILD))
		throw new Error(`deploy/nginx.conf no longer serves ${DEPLOYED_BUILD}`)
	if (!site.includes(`proxy_pass ${DEPLOYED_API_UPSTREAM};`))
		throw new Error(`deploy/nginx.conf no longer sends /api/ to ${DEPLOYED_API_UPSTREAM}`)

	const prefix = mkdtempSync(join(tmpdir(), 'site-nginx-'))
	// When started as root, nginx's workers drop to an unprivileged user that must reach its temp paths.
	chmodSync(prefix, 0o755)
	const redirectPort = await freePort(port + 1)
	const { certificate, key } = makeCertificate(prefix)
	writeFileSync(
		join(prefix, 'site.conf'),
		site
			// The machine running the tests may have no IPv6.
			.replace(/^\tlisten \[::\]:.*\n/gm, '')
			.replace(plainListen, `\tlisten 127.0.0.1:${redirectPort};`)
			.replace(tlsListen, `\tlisten 127.0.0.1:${port}${tls ? ' ssl http2' : ''};`)
			.replace(certificatePaths, (_, file) => (file === 'privkey' ? key : certificate))
			.replaceAll(DEPLOYED_BUILD, buildDirectory)
			.replaceAll(DEPLOYED_API_UPSTREAM, `http://127.0.0.1:${apiPort}`),
	)
	const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
	writeFileSync(
		join(prefix, 'nginx.conf'),
		[
			'daemon off;',
			`worker_processes ${workers};`,
			`pid ${join(prefix, 'nginx.pid')};`,
			`error_log ${join(prefix, 'error.log')} warn;`,
			`load_module ${BROTLI_STATIC_MODULE};`,
			'events { worker_connections 1024; }',
			'http {',
			'\tinclude /etc/nginx/mime.types;',
			'\tdefault_type application/octet-stream;',
			'\tsendfile on;',
			'\taccess_log off;',
			...temp.map((name) => `\t${name}_temp_path ${join(prefix, name)};`),
			`\tinclude ${join(prefix, 'site.conf')};`,
			'}',
		].join('\n'),
	)

	let output = ''
	const child = spawn(binary, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr'], {
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	child.stdout?.on('data', (chunk) => (output += chunk))
	child.stderr?.on('data', (chunk) => (output += chunk))
	const log = () => {
		const errorLog = join(prefix, 'error.log')
		return output + (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '')
	}
	try {
		await waitForPort(port, child, log)
		await waitForPort(redirectPort, child, log)
	} catch (error) {
		await stopChild(child, 'SIGTERM')
		rmSync(prefix, { recursive: true, force: true })
		throw error
	}
	return {
		url: `${tls ? 'https' : 'http'}://127.0.0.1:${port}`,
		redirectUrl: `http://127.0.0.1:${redirectPort}`,
		certificate: readFileSync(certificate),
		async stop() {
			// SIGQUIT: finish the requests in flight, then exit.
			await stopChild(child, 'SIGQUIT')
			rmSync(prefix, { recursive: true, force: true })
		},
	}
}
