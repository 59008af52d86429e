import { existsSync, readdirSync, readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join, sep } from 'node:path'
import sirv from 'sirv'
import { notFoundDocumentFor } from '../app/content/paths.ts'
import { redirects } from '../app/content/redirects.ts'
import {
	cacheControlFor,
	contentSecurityPolicy,
	inlineScriptHashes,
	securityHeaders,
} from './security-headers.ts'

type HtmlDocument = { body: Buffer; brotli: Buffer | undefined; csp: string }

function htmlFiles(root: string): string[] {
	return readdirSync(root, { recursive: true, encoding: 'utf8' })
		.filter((name) => name.endsWith('.html'))
		.map((name) => `/${name.split(sep).join('/')}`)
}

function loadDocument(root: string, file: string): HtmlDocument {
	const body = readFileSync(join(root, file))
	const brotliFile = join(root, `${file}.br`)
	return {
		body,
		brotli: existsSync(brotliFile) ? readFileSync(brotliFile) : undefined,
		csp: contentSecurityPolicy(inlineScriptHashes(body.toString('utf8'))),
	}
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
		const parsed = new URL(url, 'http://localhost')
		return decodeURIComponent(parsed.pathname).includes('\0') ? undefined : parsed
	} catch {
		return undefined
	}
}

const permanentRedirects = new Map(redirects.map((rule) => [rule.from, rule.to]))

/**
 * Serves the prerendered build: files through sirv (precompressed variants, ETags), the legacy
 * redirects, a real 404 status with the matching not-found document, and the security headers.
 */
export function createSiteHandler(root: string) {
	const documents = new Map(htmlFiles(root).map((file) => [file, loadDocument(root, file)]))
	const serveFile = sirv(root, {
		etag: true,
		gzip: true,
		brotli: true,
		extensions: ['html'],
		setHeaders(res, pathname) {
			res.setHeader('Cache-Control', cacheControlFor(pathname))
			const document = candidateFiles(pathname)
				.map((file) => documents.get(file))
				.find(Boolean)
			if (document) res.setHeader('Content-Security-Policy', document.csp)
		},
	})

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

	return function handle(req: IncomingMessage, res: ServerResponse) {
		for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value)

		if (req.method === 'OPTIONS') {
			res.writeHead(204, { Allow: 'GET, HEAD, OPTIONS' }).end()
			return
		}
		if (req.method !== 'GET' && req.method !== 'HEAD') {
			res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end()
			return
		}

		const url = parseRequestUrl(req.url ?? '/')
		if (!url) {
			res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request')
			return
		}
		const { pathname, search } = url
		const redirectTo =
			permanentRedirects.get(pathname) ??
			(pathname.length > 1 && pathname.endsWith('/')
				? pathname.replace(/\/+$/, '') || '/'
				: undefined)
		if (redirectTo) {
			res.writeHead(301, { Location: `${redirectTo}${search}`, 'Cache-Control': 'no-cache' }).end()
			return
		}

		serveFile(req, res, () => sendNotFound(req, res, pathname))
	}
}
