import type { IncomingMessage } from 'node:http'
import { isIPv4, isIPv6 } from 'node:net'

/** `10/Oct/2026:13:55:36 +0000`, the time format of the Common and Combined Log Formats. */
function logTime(date: Date) {
	const [, day, month, year, time] = date.toUTCString().split(' ')
	return `${day}/${month}/${year}:${time} +0000`
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/

// Behind Caddy or nginx on the same machine every peer is 127.0.0.1; the proxy appends the visitor's
// address to X-Forwarded-For. Only a local peer is trusted to say so: anyone else could forge it.
function visitorAddress(req: IncomingMessage) {
	const peer = req.socket.remoteAddress ?? '-'
	const forwarded = req.headers['x-forwarded-for']
	if (!forwarded || !LOOPBACK.test(peer)) return peer
	const last = String(forwarded).split(',').at(-1)?.trim() ?? ''
	return isIPv4(last) || isIPv6(last) ? last : peer
}

// Quotes and backslashes are escaped, control characters dropped, as nginx does, so a request cannot
// forge a second log line or break a field.
const field = (value: string | string[] | undefined) =>
	value === undefined || value === ''
		? '-'
		: String(value)
				.replace(/["\\]/g, (char) => `\\${char}`)
				.replace(/\p{Cc}/gu, '')

/** One line in the Combined Log Format, which log analysers (GoAccess, AWStats, …) read as is. */
export function combinedLogLine(req: IncomingMessage, status: number, bodyBytes: number) {
	const request = field(`${req.method} ${req.url} HTTP/${req.httpVersion}`)
	return `${visitorAddress(req)} - - [${logTime(new Date())}] "${request}" ${status} ${bodyBytes || '-'} "${field(req.headers.referer)}" "${field(req.headers['user-agent'])}"`
}
