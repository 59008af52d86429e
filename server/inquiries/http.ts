// What the inquiry endpoint, the forms' actions and the inbox read from a request, on the web's own
// Request and Headers, as React Router hands them to actions and loaders.

import { isIPv6 } from 'node:net'

export class BodyTooLarge extends Error {}

/**
 * The request with its body capped at `limit` bytes: reading past the cap errors with BodyTooLarge
 * there, and the rest is never read. A declared length over the cap is refused before any reading.
 */
export function capped(request: Request, limit: number): Request {
	if (Number(request.headers.get('content-length')) > limit) throw new BodyTooLarge()
	let size = 0
	const body = request.body?.pipeThrough(
		new TransformStream<Uint8Array, Uint8Array>({
			transform(chunk, controller) {
				size += chunk.byteLength
				if (size > limit) controller.error(new BodyTooLarge())
				else controller.enqueue(chunk)
			},
		}),
	)
	return new Request(request, { body, duplex: 'half' } as RequestInit)
}

export const readBody = async (request: Request, limit: number) => capped(request, limit).text()

export const mediaTypeOf = (headers: Headers) =>
	(headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''

/**
 * The visitor's address. Behind our proxy it is the last X-Forwarded-For entry: the one the proxy
 * appended itself; earlier entries are whatever the client claimed.
 */
export function clientAddress(headers: Headers, peer: string, trustProxy: boolean): string {
	const forwarded = (headers.get('x-forwarded-for') ?? '')
		.split(',')
		.map((entry) => entry.trim())
		.filter(Boolean)
	return (trustProxy ? forwarded.at(-1) : undefined) ?? peer
}

/**
 * What a rate limit counts a visitor by: an IPv4 address as it is, an IPv6 address by its /64. One
 * IPv6 client holds a whole /64 and can rotate through it, so counting single addresses would not
 * hold it back. An IPv4 address written as IPv6 (`::ffff:192.0.2.1`) counts as the IPv4 address.
 */
export function rateLimitKey(address: string): string {
	const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
	if (mapped?.[1]) return mapped[1]
	if (!isIPv6(address)) return address
	const [head, tail] = address
		.toLowerCase()
		.split('::')
		.map((part) => (part ? part.split(':') : []))
	const zeros = Array<string>(8 - (head?.length ?? 0) - (tail?.length ?? 0)).fill('0')
	const groups = [...(head ?? []), ...zeros, ...(tail ?? [])].slice(0, 4)
	return `${groups.map((group) => Number.parseInt(group, 16).toString(16)).join(':')}::/64`
}

/**
 * Whether `origin` (a request's Origin header) is the site the visitor addressed: the request's URL,
 * which behind our proxy (TRUST_PROXY) the request listener builds from X-Forwarded-Host. Only the
 * host is compared: a page of the same host is the same site whatever its scheme.
 */
export const isOwnOrigin = (request: Request, origin: string) =>
	URL.parse(origin)?.host === new URL(request.url).host

/**
 * `Content-Disposition: attachment` under `name` (RFC 6266): an ASCII-only `filename` for old
 * clients, and the exact name, UTF-8 and percent-encoded, in `filename*` (RFC 5987) for the rest.
 */
export function attachmentDisposition(name: string): string {
	const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_')
	// RFC 5987 leaves these unencoded; encodeURIComponent leaves a few more that it does not allow.
	const encoded = encodeURIComponent(name).replace(
		/['()*]/g,
		(char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
	)
	return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`
}
