import { type Agent, type IncomingHttpHeaders, type OutgoingHttpHeaders, request } from 'node:http'
import { request as httpsRequest } from 'node:https'

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
