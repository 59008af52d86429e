import { existsSync, readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import { join } from 'node:path'
import sirv from 'sirv'
import { notFoundDocumentFor } from '../app/content/paths.ts'
import { cacheControlFor, securityHeaders } from './security-headers.ts'
import {
	ALLOW_HEADER,
	defaultContentSecurityPolicy,
	HOST_CONFIG_FILES,
	redirectTargetFor,
	siteDocuments,
} from './site-rules.ts'

type HtmlDocument = { body: Buffer; brotli: Buffer | undefined; csp: string }

function loadDocuments(root: string): Map<string, HtmlDocument> {
	return new Map(
		siteDocuments(root).map(({ file, csp }) => {
			const brotliFile = join(root, `${file}.br`)
			const document = {
				body: readFileSync(join(root, file)),
				brotli: existsSync(brotliFile) ? readFileSync(brotliFile) : undefined,
				csp,
			}
			return [file, document]
		}),
	)
}

// The same lookup order sirv uses for an extensionless path.
const candidateFiles = (pathname: string) => [
	pathname,
	`${pathname}.html`,
	`${pathname === '/' ? '' : pathname}/index.html`,
]

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

/**
 * Serves the prerendered build: files through sirv (precompressed variants, ETags), the legacy
 * redirects, a real 404 status with the matching not-found document, and the security headers.
 */
export function createSiteHandler(root: string, { handleApi }: SiteServerOptions = {}) {
	const documents = loadDocuments(root)
	const serveFile = sirv(root, {
		etag: true,
		gzip: true,
		brotli: true,
		extensions: ['html'],
		setHeaders(res, pathname) {
			res.setHeader('Cache-Control', cacheControlFor(pathname))
		},
	})
	// sirv decodes the path the same way before its own lookup.
	const documentAt = (pathname: string) =>
		candidateFiles(decodeURI(pathname))
			.map((file) => documents.get(file))
			.find(Boolean)

	function sendNotFound(req: IncomingMessage, res: ServerResponse, pathname: string) {
		const document = documents.get(`/${notFoundDocumentFor(pathname).file}`)
		if (!document) {
			res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found')
			return
		}
		const useBrotli = document.brotli && /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''))
		const body = useBrotli && document.brotli ? document.brotli : document.body
		res.writeHead(404, {
			'Content-Type': 'text/html; charset=utf-8',
			'Content-Length': body.length,
			'Content-Security-Policy': document.csp,
			'Cache-Control': 'no-cache',
			Vary: 'Accept-Encoding',
			...(useBrotli ? { 'Content-Encoding': 'br' } : {}),
		})
		res.end(req.method === 'HEAD' ? undefined : body)
	}

	return async function handle(req: IncomingMessage, res: ServerResponse) {
		for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value)
		res.setHeader('Content-Security-Policy', defaultContentSecurityPolicy)
		if (handleApi && req.url?.startsWith('/api/') && (await handleApi(req, res))) return

		if (req.method === 'OPTIONS') {
			res.writeHead(204, { Allow: ALLOW_HEADER }).end()
			return
		}
		if (req.method !== 'GET' && req.method !== 'HEAD') {
			res.writeHead(405, { Allow: ALLOW_HEADER }).end()
			return
		}

		const url = parseRequestUrl(req.url ?? '/')
		if (!url) {
			res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request')
			return
		}
		const { pathname, search } = url
		const redirectTo = redirectTargetFor(pathname)
		if (redirectTo) {
			res.writeHead(301, { Location: `${redirectTo}${search}`, 'Cache-Control': 'no-cache' }).end()
			return
		}
		// sirv looks files up by the decoded path, so `/%5Fheaders` must be refused as `/_headers` is.
		if (HOST_CONFIG_FILES.includes(decodeURIComponent(pathname))) {
			sendNotFound(req, res, pathname)
			return
		}

		// Set before sirv runs, so its 304 answers carry the page's policy too: a browser replaces the
		// cached page's headers with those of the 304.
		const document = documentAt(pathname)
		if (document) res.setHeader('Content-Security-Policy', document.csp)
		serveFile(req, res, () => sendNotFound(req, res, pathname))
	}
}

// The statuses Node itself would answer these parser errors with.
const CLIENT_ERROR_STATUS: Readonly<Record<string, number>> = {
	HPE_HEADER_OVERFLOW: 431,
	ERR_HTTP_REQUEST_TIMEOUT: 408,
}

/**
 * Node answers a request it cannot parse (a header block over its limit, a bad request line) itself,
 * without calling the handler; this answers it the same way but with the security headers too.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket) {
	if (error.code === 'ECONNRESET' || !socket.writable) {
		socket.destroy()
		return
	}
	const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400
	const headers = {
		...securityHeaders,
		'Content-Security-Policy': defaultContentSecurityPolicy,
		'Content-Length': '0',
		Connection: 'close',
	}
	const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`)
	socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n`)
}

export type SiteServerOptions = {
	/** Runs first for paths under /api/; resolves true when it answered the request. */
	handleApi?: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>
}

/** The production HTTP server over a build directory. */
export function createSiteServer(root: string, options: SiteServerOptions = {}) {
	return createServer(createSiteHandler(root, options)).on('clientError', answerClientError)
}
