import {
	INQUIRY_REFUSALS,
	type InquiryFormAnswer,
	type InquiryFormRefusal,
	inquiryEndpointFor,
} from './inquiry-protocol.ts'

const configuredEndpoint = import.meta.env.VITE_INQUIRY_ENDPOINT

/**
 * Where a form posts without JavaScript: its own page, whose action stores it or shows the form again
 * with why; on a static host, which runs no actions, the endpoint the build points at.
 */
export const formPostTarget = configuredEndpoint
	? inquiryEndpointFor(configuredEndpoint)
	: undefined

const NOT_SENT =
	'Your message could not be sent just now. It is still here: please try again in a moment.'
const OFFLINE =
	'Your message could not be sent: the connection to our website failed. It is still here: please try again when you are back online.'

const refusal = (message: string): InquiryFormRefusal => ({ errors: {}, message, values: {} })

const messageOf = (body: unknown) =>
	typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string'
		? body.error
		: undefined

/**
 * A static host runs no actions: the post goes to the configured endpoint (its protocol is in
 * inquiry-protocol.ts), the text forms' fields as JSON, a form with a file as it is, multipart.
 */
async function postToEndpoint(endpoint: string, request: Request): Promise<InquiryFormAnswer> {
	const multipart = (request.headers.get('content-type') ?? '').startsWith('multipart/form-data')
	const form = await request.formData()
	const body = multipart ? form : JSON.stringify(Object.fromEntries(form))
	const headers: Record<string, string> = { Accept: 'application/json' }
	if (!multipart) headers['Content-Type'] = 'application/json'
	const response = await fetch(endpoint, { method: 'POST', headers, body })
	if (response.ok) return { stored: true }
	const answer: unknown = await response.json().catch(() => undefined)
	if (
		response.status === 422 &&
		typeof answer === 'object' &&
		answer !== null &&
		'errors' in answer
	)
		return { errors: answer.errors as Record<string, string>, message: undefined, values: {} }
	const fallback: Record<number, string> = {
		403: INQUIRY_REFUSALS.foreignOrigin,
		413: INQUIRY_REFUSALS.tooLarge,
		429: INQUIRY_REFUSALS.tooMany,
	}
	return refusal(messageOf(answer) ?? fallback[response.status] ?? NOT_SENT)
}

export type ClientActionArgs = { request: Request; serverAction: <T = unknown>() => Promise<T> }

/**
 * Every inquiry form's client action (see inquiry-client-action.ts), between the form's script and its
 * page's action. A post that
 * never arrives (offline, a dropped connection) or that the server fails to answer comes back as the
 * form's own failure message, with everything typed still in the form, never as the route's error
 * screen. On a static host it posts to the configured endpoint instead.
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
