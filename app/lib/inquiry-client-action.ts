import type { InquiryFormAnswer } from './inquiry-protocol.ts'

export const INQUIRY_NOT_SENT =
	'Your message could not be sent just now. It is still here: please try again in a moment.'
export const INQUIRY_OFFLINE =
	'Your message could not be sent: the connection to our website failed. It is still here: please try again when you are back online.'

type ClientActionArgs = { serverAction: <T = unknown>() => Promise<T> }

/**
 * The `clientAction` of every page with an inquiry form, between the form's script and its page's
 * action. A post that never arrives (offline, a dropped connection) or that the server fails to answer
 * comes back as the form's own failure message, with everything typed still in the form, never as the
 * route's error screen.
 */
export async function inquiryClientAction({
	serverAction,
}: ClientActionArgs): Promise<InquiryFormAnswer> {
	try {
		return await serverAction<InquiryFormAnswer>()
	} catch (error) {
		// A request that never got an answer is the connection; an answer that is no answer is the server.
		const offline = error instanceof TypeError || !navigator.onLine
		return { errors: {}, message: offline ? INQUIRY_OFFLINE : INQUIRY_NOT_SENT, values: {} }
	}
}
