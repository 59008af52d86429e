import { type Agent, type IncomingHttpHeaders, type OutgoingHttpHeaders, request } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { connect } from 'node:net'

export type RawResponse = { status: number; headers: IncomingHttpHeaders; body: Buffer }

/**
 * For the server tests: a raw HTTP request, so paths reach the server exactly as written (fetch would
 * normalise them), with the whole body kept as bytes.
 */
export function rawRequest(options: {
	hostname: string
	port: number | string
	method: string
	path: string
	headers?: OutgoingHttpHeaders
	agent?: Agent
	/** `https:` sends the request over TLS; the agent then says which certificate to trust. */
	protocol?: string
}): Promise<RawResponse> {
	const send = options.protocol === 'https:' ? httpsRequest : request
	return new Promise((resolve, reject) => {
		const req = send(options, (res) => {
			const chunks: Buffer[] = []
			res.on('data', (chunk: Buffer) => chunks.push(chunk))
			res.on('end', () =>
				resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
			)
		})
		req.on('error', reject)
		req.end()
	})
}

/**
 * Writes `head` (a request line and headers, as written) to a new connection on 127.0.0.1:`port`,
 * asking the server to close it after answering, and reads the answer until it does: for requests an HTTP client refuses to send, such as
 * CONNECT to a path or a Host header with a space. Only the status and headers are parsed.
 */
export function socketRequest(
	port: number,
	head: string,
): Promise<{ status: number; headers: Map<string, string> }> {
	return new Promise((resolve, reject) => {
		const chunks: Buffer[] = []
		const socket = connect(port, '127.0.0.1', () =>
			socket.write(`${head}\r\nConnection: close\r\n\r\n`),
		)
		socket.on('data', (chunk: Buffer) => chunks.push(chunk))
		socket.on('error', reject)
		socket.on('close', () => {
			const [statusLine = '', ...lines] = Buffer.concat(chunks)
				.toString('latin1')
				.split('\r\n\r\n')[0]
				?.split('\r\n') ?? ['']
			const headers = new Map(
				lines.map((line) => {
					const colon = line.indexOf(':')
					return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as const
				}),
			)
			resolve({ status: Number(statusLine.split(' ')[1]), headers })
		})
	})
}
