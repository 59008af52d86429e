import {
	createServer,
	type IncomingMessage,
	type OutgoingHttpHeader,
	type ServerResponse,
	STATUS_CODES,
} from 'node:http'
import type { Duplex } from 'node:stream'
import { notFoundDocumentFor, queryRenderedPaths } from '#app/site/paths.ts'
import { securityHeaders } from '#app/site/security-headers.ts'
import { combinedLogLine } from './access-log.ts'
import type { AppHandler } from './app-handler.ts'
import { type HeaderList, loadSiteFiles, type SiteFile, type Variant } from './site-files.ts'
import {
	ALLOW_HEADER,
	defaultContentSecurityPolicy,
	HOST_CONFIG_FILES,
	redirectTargetFor,
} from './site-rules.ts'

export type SiteServerOptions = {
	/** React Router's handler for the requests no prerendered file answers. */
	app?: AppHandler
	/** Receives one Combined Log Format line per request; no log is kept without it. */
	logAccess?: (line: string) => void
	/** Whether the server still takes requests, as the health check answers. */
	isServing?: () => boolean
}

/** For load balancers and uptime checks: 200 while the server takes requests, 503 once it drains. */
const HEALTH_PATH = '/healthz'

/** The request URL, or undefined when its path is malformed or smuggles a NUL byte. */
function parseRequestUrl(url: string): URL | undefined {
	try {
		// A path, even `//host/x`, which on its own would parse as a URL of another host.
		const parsed = new URL(url.startsWith('/') ? `http://localhost${url}` : url, 'http://localhost')
		return decodeURIComponent(parsed.pathname).includes('\0') ? undefined : parsed
	} catch {
		return undefined
	}
}

// A Host header is a host (a name, an IPv4 address or a bracketed IPv6 one) and an optional port,
// nothing else; HTTP/1.1 answers any other value with 400. URL parsing then refuses what the pattern
// lets through but no URL can hold, such as a port over 65535, so the app's URL can always be built.
const HOST_HEADER = /^(?:\[[\da-f:.]+\]|[\w.~!$&'()*+,;=%-]+)(?::\d*)?$/i
const isValidHost = (host: string | undefined) =>
	host === undefined || (HOST_HEADER.test(host) && URL.canParse(`http://${host}`))

// A path that URL parsing and decoding leave as it is, and that no rule redirects or hides: the
// request for it can skip straight to its file.
const isCanonicalPath = (path: string) =>
	/^\/[\w.~/-]*$/.test(path) &&
	!/\/\/|\/\.\.?(\/|$)/.test(path) &&
	path !== HEALTH_PATH &&
	redirectTargetFor(path) === undefined &&
	!HOST_CONFIG_FILES.includes(path)

/** The file each decoded path is answered with, in a static file server's lookup order. */
function routeTable(files: Map<string, SiteFile>) {
	const routes = new Map<string, SiteFile>()
	for (const file of files.keys())
		for (const path of [
			file,
			file.replace(/\.html$/, ''),
			file.replace(/\/index\.html$/, '') || '/',
		]) {
			const candidates = [path, `${path}.html`, `${path === '/' ? '' : path}/index.html`]
			const found = candidates.map((candidate) => files.get(candidate)).find(Boolean)
			if (found) routes.set(path, found)
		}
	return routes
}

const BARE_POLICY = { ...securityHeaders, 'Content-Security-Policy': defaultContentSecurityPolicy }
const BARE_HEADERS = Object.entries(BARE_POLICY).flat()

// Which copy a browser gets: brotli, else gzip, else the file itself. Browsers that accept brotli
// name it `br`; `q=0` refusals are not worth parsing, no browser sends them for these codings.
const variantFor = (file: SiteFile, accepted = ''): Variant =>
	(accepted.includes('br') && file.br) || (accepted.includes('gzip') && file.gzip) || file.identity

function isNotModified(req: IncomingMessage, file: SiteFile, variant: Variant) {
	const ifNoneMatch = req.headers['if-none-match']
	if (ifNoneMatch !== undefined)
		return ifNoneMatch
			.split(',')
			.some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === variant.etag)
	const ifModifiedSince = req.headers['if-modified-since']
	return ifModifiedSince !== undefined && Date.parse(ifModifiedSince) >= file.lastModifiedMs
}

/** The one byte range asked for, `null` when it cannot be satisfied, undefined to send everything. */
function byteRange(req: IncomingMessage, file: SiteFile, size: number) {
	const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '')
	const ifRange = req.headers['if-range']
	if (!range || (ifRange && ifRange !== file.identity.etag)) return undefined
	const [, first = '', last = ''] = range
	if (first === '' && last === '') return undefined
	const start = first === '' ? Math.max(0, size - Number(last)) : Number(first)
	const end = first === '' || last === '' ? size - 1 : Math.min(Number(last), size - 1)
	return start > end || start >= size ? null : { start, end }
}

/**
 * Serves the prerendered build from memory: each file with its precompressed copies and validators,
 * the legacy redirects, a real 404 status with the matching not-found document, and the security
 * headers on every answer. Nothing is read from disk after start, so no URL can reach outside it.
 */
export function createSiteHandler(
	root: string,
	{ app, logAccess, isServing = () => true }: SiteServerOptions = {},
) {
	const files = loadSiteFiles(root)
	const routes = routeTable(files)
	const canonicalRoutes = new Map([...routes].filter(([path]) => isCanonicalPath(path)))
	const bodyBytes = new WeakMap<ServerResponse, number>()

	function answer(
		req: IncomingMessage,
		res: ServerResponse,
		status: number,
		headers: HeaderList,
		body?: Buffer,
	) {
		// writeHead takes a flat list as it is; the type wants it mutable.
		res.writeHead(status, headers as OutgoingHttpHeader[])
		const sent = req.method === 'HEAD' ? undefined : body
		if (sent && logAccess) bodyBytes.set(res, sent.length)
		res.end(sent)
	}

	function sendFile(req: IncomingMessage, res: ServerResponse, file: SiteFile) {
		const { identity } = file
		const size = identity.body.length
		const range = req.headers.range ? byteRange(req, file, size) : undefined
		if (range === null)
			return answer(req, res, 416, [...BARE_HEADERS, 'Content-Range', `bytes */${size}`])
		if (range) {
			const part = identity.body.subarray(range.start, range.end + 1)
			const contentRange = `bytes ${range.start}-${range.end}/${size}`
			const headers = [...identity.notModifiedHeaders, 'Content-Range', contentRange]
			return answer(req, res, 206, [...headers, 'Content-Length', part.length], part)
		}
		const variant = variantFor(file, req.headers['accept-encoding'])
		if (isNotModified(req, file, variant)) answer(req, res, 304, variant.notModifiedHeaders)
		else answer(req, res, 200, variant.headers, variant.body)
	}

	function sendText(
		req: IncomingMessage,
		res: ServerResponse,
		status: number,
		text: string,
		headers: HeaderList = [],
	) {
		const body = Buffer.from(text)
		const typed = [...BARE_HEADERS, ...headers, 'Content-Type', 'text/plain; charset=utf-8']
		answer(req, res, status, [...typed, 'Content-Length', body.length], body)
	}

	function sendNotFound(req: IncomingMessage, res: ServerResponse, pathname: string) {
		const document = files.get(`/${notFoundDocumentFor(pathname).file}`)
		if (!document) return sendText(req, res, 404, 'Not found')
		const variant = variantFor(document, req.headers['accept-encoding'])
		answer(req, res, 404, variant.notFoundHeaders, variant.body)
	}

	// Rendered per request: no cache may keep it, and entry.server sets the policy for its scripts.
	function serveApp(req: IncomingMessage, res: ServerResponse) {
		res.setHeaders(new Map(Object.entries({ ...BARE_POLICY, 'Cache-Control': 'no-store' })))
		app?.listener(req, res)
	}

	function serveSite(req: IncomingMessage, res: ServerResponse) {
		const { method = 'GET' } = req
		if (!isValidHost(req.headers.host)) return sendText(req, res, 400, 'Bad request')
		const target = req.url ?? '/'
		const isRead = method === 'GET' || method === 'HEAD'
		const canonical = isRead ? canonicalRoutes.get(target) : undefined
		if (canonical) return sendFile(req, res, canonical)
		if (isRead && target === HEALTH_PATH) {
			const healthy = isServing()
			const text = healthy ? 'ok\n' : 'draining\n'
			return sendText(req, res, healthy ? 200 : 503, text, ['Cache-Control', 'no-store'])
		}
		const url = parseRequestUrl(target)
		if (method === 'OPTIONS' && !(url && app?.handles(method, url.pathname)))
			return answer(req, res, 204, [...BARE_HEADERS, 'Allow', ALLOW_HEADER])
		if (!url) return sendText(req, res, 400, 'Bad request')
		const { pathname, search } = url
		if (!isRead) {
			// The app takes requests as the Fetch API's Request, which refuses to carry TRACE.
			if (method !== 'TRACE' && app?.handles(method, pathname)) serveApp(req, res)
			else answer(req, res, 405, [...BARE_HEADERS, 'Allow', ALLOW_HEADER])
			return
		}
		const redirectTo = redirectTargetFor(pathname)
		if (redirectTo) {
			const location = ['Location', `${redirectTo}${search}`, 'Cache-Control', 'no-cache']
			return answer(req, res, 301, [...BARE_HEADERS, ...location])
		}
		// Files are looked up by the decoded path, so `/%5Fheaders` must be refused as `/_headers` is.
		if (HOST_CONFIG_FILES.includes(decodeURIComponent(pathname)))
			return sendNotFound(req, res, pathname)
		if (search && queryRenderedPaths.includes(pathname) && app?.handles(method, pathname))
			return serveApp(req, res)
		// decodeURI keeps an encoded `/` or `?` encoded, so no file name is reached by a smuggled one.
		const file = routes.get(decodeURI(pathname))
		if (file) sendFile(req, res, file)
		else if (app?.handles(method, pathname)) serveApp(req, res)
		else sendNotFound(req, res, pathname)
	}

	return function handle(req: IncomingMessage, res: ServerResponse) {
		if (logAccess)
			res.once('finish', () => {
				const length = bodyBytes.get(res) ?? Number(res.getHeader('content-length') ?? 0)
				logAccess(combinedLogLine(req, res.statusCode, length))
			})
		serveSite(req, res)
	}
}

// The statuses Node itself would answer these parser errors with.
const CLIENT_ERROR_STATUS: Readonly<Record<string, number>> = {
	HPE_HEADER_OVERFLOW: 431,
	ERR_HTTP_REQUEST_TIMEOUT: 408,
}

/** An empty answer written straight to the connection, with the security headers, which then closes. */
function endConnection(socket: Duplex, status: number, extraHeaders: Record<string, string> = {}) {
	const headers = { ...BARE_POLICY, ...extraHeaders, 'Content-Length': '0', Connection: 'close' }
	const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`)
	socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n`)
}

// Node answers a request it cannot parse (a header block over its limit, a bad request line) itself,
// without calling the handler; this answers it the same way but with the security headers too.
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex) {
	if (error.code === 'ECONNRESET' || !socket.writable) socket.destroy()
	else endConnection(socket, CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400)
}

// Node hands CONNECT (a request to open a tunnel) to its own event, and without a listener drops the
// connection unanswered; the site opens no tunnels, and says which methods it takes instead.
const refuseTunnel = (_req: IncomingMessage, socket: Duplex) =>
	endConnection(socket, 405, { Allow: ALLOW_HEADER })

/** The production HTTP server over a build directory. */
export function createSiteServer(root: string, options: SiteServerOptions = {}) {
	const server = createServer()
	const handler = createSiteHandler(root, { ...options, isServing: () => server.listening })
	return server
		.on('request', handler)
		.on('clientError', answerClientError)
		.on('connect', refuseTunnel)
}
