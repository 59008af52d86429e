// The production server: Express with sirv serving the prerendered build (brotli and gzip copies,
// validators, byte ranges) and React Router's request handler for everything no file answers (form
// actions, the inbox, a calculator asked with a query, the not-found page). Every header the site
// sends is set here, in `siteHeaders`.
import { readdirSync, readFileSync } from 'node:fs'
import { type Server, STATUS_CODES } from 'node:http'
import { join, relative, sep } from 'node:path'
import type { Duplex } from 'node:stream'
import { pathToFileURL } from 'node:url'
import { type ClientAddress, createRequestListener } from '@remix-run/node-fetch-server'
import express, { type NextFunction, type Request, type Response } from 'express'
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from 'react-router'
import sirv from 'sirv'
import { editionOf, localeCodes } from '#app/content/locales.ts'
import { queryRenderedPaths } from '#app/site/paths.ts'
import { redirects } from '#app/site/redirects.ts'
import {
	CMS_PATH,
	cacheControlFor,
	cmsContentSecurityPolicy,
	contentSecurityPolicy,
	inlineScriptHashes,
	OPENER_POLICY_HEADER,
	openerPolicyFor,
	securityHeaders,
} from '#app/site/security-headers.ts'
import { editionDirectory } from './build-directory.ts'

/** Requests in flight get this long to finish after SIGTERM; systemd's default stop timeout is 90 s. */
export const SHUTDOWN_GRACE_MS = 8_000
// How soon a draining server closes a keep-alive connection once its response is sent.
const IDLE_SWEEP_MS = 100

const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'] as const
export const ALLOW_HEADER = ALLOWED_METHODS.join(', ')

/** The policy of every response that is not a prerendered document: it allows no inline script. */
export const defaultContentSecurityPolicy = contentSecurityPolicy([])

/** For load balancers and uptime checks: 200 while the server takes requests, 503 once it drains. */
const HEALTH_PATH = '/healthz'

/** Every HTML document in the build (`/about/index.html`), with its policy and opener policy. */
export function siteDocuments(root: string) {
	return readdirSync(root, { recursive: true, withFileTypes: true })
		.filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
		.map((entry) => `/${relative(root, join(entry.parentPath, entry.name)).split(sep).join('/')}`)
		.sort()
		.map((file) => ({
			file,
			/** Allows exactly the inline scripts the document contains. */
			csp: file.startsWith(CMS_PATH)
				? cmsContentSecurityPolicy
				: contentSecurityPolicy(inlineScriptHashes(readFileSync(join(root, file), 'utf8'))),
			openerPolicy: openerPolicyFor(file),
		}))
}

/**
 * The headers of a response to `pathname` before anyone answers it: the security headers, caching, and
 * the policy of the document sirv would send for it (looked up as sirv looks the file up), so a 304
 * carries the page's own policy too. React Router's answers replace what they set themselves.
 */
function siteHeaders(root: string) {
	const documents = new Map(siteDocuments(root).map((document) => [document.file, document]))
	const documentFor = (pathname: string) =>
		[pathname, `${pathname}.html`, `${pathname === '/' ? '' : pathname}/index.html`]
			.map((file) => documents.get(file))
			.find(Boolean)
	return (req: Request, res: Response, next: NextFunction) => {
		const document = documentFor(req.path)
		res.set({
			...securityHeaders,
			'Content-Security-Policy': document?.csp ?? defaultContentSecurityPolicy,
			...(document && { [OPENER_POLICY_HEADER]: document.openerPolicy }),
			'Cache-Control': cacheControlFor(req.path),
		})
		next()
	}
}

// A Host header is a host (a name, an IPv4 address or a bracketed IPv6 one) and an optional port,
// nothing else; HTTP/1.1 answers any other value with 400, and no URL could be built from it.
const HOST_HEADER = /^(?:\[[\da-f:.]+\]|[\w.~!$&'()*+,;=%-]+)(?::\d*)?$/i
const isValidHost = (host: string | undefined) =>
	host !== undefined && HOST_HEADER.test(host) && URL.canParse(`http://${host}`)

// A path whose escapes decode, to no NUL byte (which could cut a file name short).
function isReadablePath(path: string) {
	try {
		return !decodeURIComponent(path).includes('\0')
	} catch {
		return false
	}
}

/**
 * A request line in absolute form (`GET http://host/path`) names its host itself, which takes the place
 * of the Host header. For this site's host it is the path it names; another host is not served here.
 */
function requestTarget(req: Request, res: Response, next: NextFunction) {
	if (!isValidHost(req.headers.host) || !isReadablePath(req.path))
		return res.status(400).type('text').send('Bad request')
	if (req.url.startsWith('/')) return next()
	const target = URL.canParse(req.url) ? new URL(req.url) : undefined
	if (!target || target.host !== req.headers.host)
		return res.status(421).type('text').send('Misdirected request')
	req.url = `${target.pathname}${target.search}`
	next()
}

const legacyRedirects = new Map(redirects.map((rule) => [rule.from, rule.to]))

// Canonical URLs have no trailing slash (canonical links say so), except the root; legacy slugs have
// moved. Leading slashes collapse too (browsers read `\` as `/`): `Location: //evil.example` would
// send the browser to another host.
function canonicalRedirect(req: Request, res: Response, next: NextFunction) {
	const { path } = req
	const target =
		legacyRedirects.get(path) ??
		(path.length > 1 && path.endsWith('/')
			? path.replace(/\/+$/, '').replace(/^[/\\]+/, '/') || '/'
			: undefined)
	if (!target) return next()
	const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : ''
	res.set('Cache-Control', 'no-cache').redirect(301, `${target}${query}`)
}

type SiteAppOptions = {
	/**
	 * The build directory: `client` is served as files; `server` answers the rest of the English
	 * edition, `<code>/server` the rest of each other language's.
	 */
	buildDirectory: string
	/** What actions and loaders get as their context, from the request and the peer's address. */
	getLoadContext?: (request: globalThis.Request, peerAddress: string) => RouterContextProvider
	/** Take the visitor's URL (scheme, host) from our proxy's X-Forwarded-Proto and -Host. */
	trustProxy?: boolean
}

export async function createSiteApp({
	buildDirectory,
	getLoadContext,
	trustProxy = false,
}: SiteAppOptions) {
	const root = join(buildDirectory, 'client')
	const editionListener = async (directory: string) => {
		const serverBuild = pathToFileURL(join(directory, 'server', 'index.js')).href
		const handleRequest = createRequestHandler(
			(await import(serverBuild)) as ServerBuild,
			'production',
		)
		return createRequestListener(
			(request: globalThis.Request, client: ClientAddress) =>
				handleRequest(request, getLoadContext?.(request, client.address)),
			{ trustProxy },
		)
	}
	const reactRouter = Object.fromEntries(
		await Promise.all(
			localeCodes.map(
				async (locale) =>
					[locale, await editionListener(editionDirectory(locale, buildDirectory))] as const,
			),
		),
	)
	const files = sirv(root, {
		brotli: true,
		gzip: true,
		etag: true,
		extensions: ['html'],
		// A route's prerendered data, as React Router's server would type it.
		setHeaders: (res, pathname) =>
			pathname.endsWith('.data') && res.setHeader('Content-Type', 'text/x-script'),
	})

	return express()
		.disable('x-powered-by')
		.disable('etag')
		.use(siteHeaders(root))
		.use(requestTarget)
		.use((req, res, next) => {
			if ((ALLOWED_METHODS as readonly string[]).includes(req.method)) return next()
			res.status(405).set('Allow', ALLOW_HEADER).end()
		})
		.options('/{*path}', (_req, res) => res.status(204).set('Allow', ALLOW_HEADER).end())
		.get(HEALTH_PATH, (req, res) => {
			const draining = Boolean(req.app.locals.draining)
			res.set('Cache-Control', 'no-store')
			res
				.status(draining ? 503 : 200)
				.type('text')
				.send(draining ? 'draining\n' : 'ok\n')
		})
		.get('/{*path}', canonicalRedirect, (req, res, next) => {
			// A calculator's query is its whole state: the server renders that result, not the empty page.
			const queryRendered =
				queryRenderedPaths.includes(editionOf(req.path).path) && req.url.includes('?')
			if (queryRendered) next()
			else files(req, res, next)
		})
		.use((req, res) => {
			// Rendered per request: no cache may keep it; entry.server sets a document's own policy.
			res.set('Cache-Control', 'no-store')
			reactRouter[editionOf(req.path).locale]?.(req, res)
		})
}

// The statuses Node itself would answer these parser errors with.
const CLIENT_ERROR_STATUS: Readonly<Record<string, number>> = {
	HPE_HEADER_OVERFLOW: 431,
	ERR_HTTP_REQUEST_TIMEOUT: 408,
}

/** An empty answer written straight to the connection, with the security headers, which then closes. */
function endConnection(socket: Duplex, status: number, extraHeaders: Record<string, string> = {}) {
	const headers = {
		...securityHeaders,
		'Content-Security-Policy': defaultContentSecurityPolicy,
		...extraHeaders,
		'Content-Length': '0',
		Connection: 'close',
	}
	const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`)
	// Written, then closed both ways: a client that keeps its side open holds no socket here.
	socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('')}\r\n`, () =>
		socket.destroy(),
	)
}

/**
 * Serves `app` on host:port until SIGTERM or SIGINT: then it stops accepting connections, lets every
 * request in flight finish, closes keep-alive connections as they fall idle and exits; whatever is
 * still open after the grace period is cut.
 */
export function serve(app: express.Express, port: number, host: string): Promise<Server> {
	return new Promise((resolve, reject) => {
		const server = app.listen(port, host, (error) => (error ? reject(error) : resolve(server)))
		// Node gives CONNECT (a request to open a tunnel) an event of its own and drops the connection
		// unanswered without a listener; the site opens no tunnels and says which methods it takes.
		server.on('connect', (_req, socket: Duplex) =>
			endConnection(socket, 405, { Allow: ALLOW_HEADER }),
		)
		// A request Node cannot parse (a header block over its limit, an unknown method) or that times
		// out is answered as Node would, with the security headers too, and its connection closed.
		server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
			if (error.code === 'ECONNRESET' || !socket.writable) socket.destroy()
			else endConnection(socket, CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400)
		})
		const stop = () => {
			if (app.locals.draining) return
			app.locals.draining = true
			server.close(() => process.exit(0))
			setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS).unref()
			setTimeout(() => {
				console.error(`Requests still open after ${SHUTDOWN_GRACE_MS / 1000} s: closing them`)
				server.closeAllConnections()
				process.exit(1)
			}, SHUTDOWN_GRACE_MS).unref()
		}
		process.on('SIGTERM', stop).on('SIGINT', stop)
	})
}
