import { formPostTarget } from './form-post-target.ts'
import {
	INQUIRY_REFUSALS,
	type InquiryFormAnswer,
	type InquiryFormRefusal,
} from './inquiry-protocol.ts'

const NOT_SENT =
	'Your message could not be sent just now. It is still here: please try again in a moment.'
const OFFLINE =
	'Your message could not be sent: the connection to our website failed. It is still here: please try again when you are back online.'

const refusal = (message: string): InquiryFormRefusal => ({ errors: {}, message, values: {} })

/**
 * A static host runs no actions: the post goes to the configured endpoint (its protocol is in
 * inquiry-protocol.ts), the text forms' fields as JSON, a form with a file as it is, multipart.
 */
async function postToEndpoint(endpoint: string, request: Request): Promise<InquiryFormAnswer> {
	const multipart = (request.headers.get('content-type') ?? '').startsWith('multipart/form-data')
	const form = await request.formData()
	const response = await fetch(endpoint, {
		method: 'POST',
		headers: multipart
			? { Accept: 'application/json' }
			: { Accept: 'application/json', 'Content-Type': 'application/json' },
		body: multipart ? form : JSON.stringify(Object.fromEntries(form)),
	})
	if (response.ok) return { stored: true }
	const answer: { errors?: Record<string, string>; error?: unknown } | undefined = await response
		.json()
		.catch(() => undefined)
	if (response.status === 422 && answer?.errors)
		return { errors: answer.errors, message: undefined, values: {} }
	const message = typeof answer?.error === 'string' ? answer.error : undefined
	const fallback: Record<number, string> = {
		403: INQUIRY_REFUSALS.foreignOrigin,
		413: INQUIRY_REFUSALS.tooLarge,
		429: INQUIRY_REFUSALS.tooMany,
	}
	return refusal(message ?? fallback[response.status] ?? NOT_SENT)
}

export type ClientActionArgs = { request: Request; serverAction: <T = unknown>() => Promise<T> }

/**
 * Every inquiry form's client action (see inquiry-client-action.ts), between the form's script and its
 * page's action. A post that never arrives (offline, a dropped connection) or that the server fails to
 * answer comes back as the form's own failure message, with everything typed still in the form, never
 * as the route's error screen. On a static host it posts to the configured endpoint instead.
 */
export async function sendInquiryForm({
	request,
	serverAction,
}: ClientActionArgs): Promise<InquiryFormAnswer> {
	try {
		if (formPostTarget) return await postToEndpoint(formPostTarget, request)
		return await serverAction<InquiryFormAnswer>()
	} catch (error) {
		// A request that never got an answer is the connection; an answer that is no answer is the server.
		return refusal(error instanceof TypeError || !navigator.onLine ? OFFLINE : NOT_SENT)
	}
}
