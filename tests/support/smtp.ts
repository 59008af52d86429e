// A real SMTP server for the delivery tests (smtp-server on a free 127.0.0.1 port), and the parts of
// the messages it receives, decoded as a mail client would.
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

type ReceivedMail = { from: string; to: string[]; raw: string }

/**
 * A real SMTP server on a free port; `refuse` turns messages away with a temporary error, and
 * `size` is the largest message it takes (announced with the SIZE extension, refused with 552).
 */
export async function startSmtp(refuse: () => boolean = () => false, size?: number) {
	const mails: ReceivedMail[] = []
	const server = new SMTPServer({
		authOptional: true,
		disabledCommands: ['STARTTLS'],
		logger: false,
		...(size ? { size } : {}),
		onData(stream, session, callback) {
			let raw = ''
			stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
			stream.on('end', () => {
				if (stream.sizeExceeded) {
					callback(
						Object.assign(new Error('message exceeds fixed maximum message size'), {
							responseCode: 552,
						}),
					)
					return
				}
				if (refuse()) {
					callback(Object.assign(new Error('mailbox busy, try later'), { responseCode: 451 }))
					return
				}
				mails.push({
					from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
					to: session.envelope.rcptTo.map((recipient) => recipient.address),
					raw,
				})
				callback()
			})
		},
	})
	const port = await new Promise<number>((resolve) => {
		const listener = server.listen(0, '127.0.0.1', () =>
			resolve((listener.address() as AddressInfo).port),
		)
	})
	return {
		url: `smtp://127.0.0.1:${port}`,
		mails,
		stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
	}
}

/** A received message's MIME parts, each body decoded from its transfer encoding. */
export function mimeParts(raw: string) {
	const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1]
	const parts = boundary ? raw.split(`--${boundary}`).slice(1, -1) : [raw]
	return parts.map((part) => {
		const [head = '', ...rest] = part.replace(/^\r\n/, '').split('\r\n\r\n')
		const body = rest.join('\r\n\r\n')
		const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(head)?.[1]?.toLowerCase()
		const bytes =
			encoding === 'base64'
				? Buffer.from(body.replace(/\s+/g, ''), 'base64')
				: encoding === 'quoted-printable'
					? Buffer.from(
							body
								.replace(/=\r\n/g, '')
								.replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
									String.fromCharCode(Number.parseInt(hex, 16)),
								),
							'latin1',
						)
					: Buffer.from(body)
		return { head, bytes }
	})
}

/** A message's plain-text part. */
export const textOf = (raw: string) =>
	mimeParts(raw)
		.find((part) => /content-type:\s*text\/plain/i.test(part.head))
		?.bytes.toString('utf8') ?? ''
