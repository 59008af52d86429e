import { INQUIRY_REFUSALS, inquiryEndpointFor } from './inquiry-protocol.ts'

/** Where both forms send their JSON posts. */
export const inquiryEndpoint = inquiryEndpointFor(import.meta.env.VITE_INQUIRY_ENDPOINT)

/**
 * Where a form posts without JavaScript: its own page, whose action stores it or shows the form again
 * with why; on a static host, which runs no actions, the endpoint the build points at.
 */
export const formPostTarget = import.meta.env.VITE_INQUIRY_ENDPOINT ? inquiryEndpoint : undefined

export type SendOutcome =
	| { kind: 'sent' }
	/** The server's own message for each field it refused (422). */
	| { kind: 'invalid'; errors: Record<string, string> }
	/** Not stored: the visitor keeps the input and is offered phone and e-mail. */
	| { kind: 'failed'; message: string }

const NOT_SENT =
	'Your message could not be sent just now. It is still here: please try again in a moment.'
const OFFLINE =
	'Your message could not be sent: the connection to our website failed. It is still here: please try again when you are back online.'

const messageOf = (body: unknown) =>
	typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string'
		? body.error
		: undefined

/** Posts the fields as JSON and says what became of them; never throws. */
export async function sendInquiry(fields: Record<string, string>): Promise<SendOutcome> {
	let response: Response
	try {
		response = await fetch(inquiryEndpoint, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
			body: JSON.stringify(fields),
		})
	} catch {
		return { kind: 'failed', message: OFFLINE }
	}
	if (response.ok) return { kind: 'sent' }
	const body: unknown = await response.json().catch(() => undefined)
	if (response.status === 422 && typeof body === 'object' && body !== null && 'errors' in body)
		return { kind: 'invalid', errors: body.errors as Record<string, string> }
	const fallback: Record<number, string> = {
		403: INQUIRY_REFUSALS.foreignOrigin,
		413: INQUIRY_REFUSALS.tooLarge,
		429: INQUIRY_REFUSALS.tooMany,
	}
	return { kind: 'failed', message: messageOf(body) ?? fallback[response.status] ?? NOT_SENT }
}
