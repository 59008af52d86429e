import type { IncomingMessage, ServerResponse } from 'node:http'

export class BodyTooLarge extends Error {}

/** The request body, refused with BodyTooLarge as soon as it passes `limit` bytes. */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
	const declared = Number(req.headers['content-length'])
	if (declared > limit) return Promise.reject(new BodyTooLarge())
	return new Promise((resolve, reject) => {
		const chunks: Buffer[] = []
		let size = 0
		req.on('data', (chunk: Buffer) => {
			size += chunk.length
			if (size > limit) {
				req.removeAllListeners('data')
				req.pause()
				reject(new BodyTooLarge())
				return
			}
			chunks.push(chunk)
		})
		req.on('end', () => resolve(Buffer.concat(chunks)))
		req.on('error', reject)
	})
}

/** The media type of the body, lower-case and without parameters. */
export const mediaTypeOf = (req: IncomingMessage) =>
	String(req.headers['content-type'] ?? '')
		.split(';')[0]
		?.trim()
		.toLowerCase() ?? ''

const firstHeader = (value: string | string[] | undefined) =>
	(Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim()

/**
 * The visitor's address. Behind our proxy it is the last X-Forwarded-For entry: the one the proxy
 * appended itself; earlier entries are whatever the client claimed.
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
	const forwarded = String(req.headers['x-forwarded-for'] ?? '')
		.split(',')
		.map((entry) => entry.trim())
		.filter(Boolean)
	return (trustProxy ? forwarded.at(-1) : undefined) ?? req.socket.remoteAddress ?? 'unknown'
}

/** Whether the visitor reached us over HTTPS, directly or through our TLS-terminating proxy. */
export function cameOverHttps(req: IncomingMessage, trustProxy: boolean): boolean {
	if ('encrypted' in req.socket && req.socket.encrypted) return true
	return trustProxy && firstHeader(req.headers['x-forwarded-proto'])?.toLowerCase() === 'https'
}

/**
 * Whether `origin` (a request's Origin header) is the site the visitor addressed. Only the host is
 * compared: behind a TLS-terminating proxy the server itself is reached over plain HTTP, and a page
 * of the same host is the same site whatever its scheme.
 */
export function isOwnOrigin(req: IncomingMessage, origin: string, trustProxy: boolean): boolean {
	const host =
		(trustProxy ? firstHeader(req.headers['x-forwarded-host']) : undefined) ?? req.headers.host
	try {
		return Boolean(host) && new URL(origin).host === host
	} catch {
		return false
	}
}

export function sendJson(
	res: ServerResponse,
	status: number,
	body: unknown,
	headers: Record<string, string> = {},
) {
	const text = JSON.stringify(body)
	res.writeHead(status, {
		'Content-Type': 'application/json; charset=utf-8',
		'Content-Length': Buffer.byteLength(text),
		'Cache-Control': 'no-store',
		...headers,
	})
	res.end(text)
}
