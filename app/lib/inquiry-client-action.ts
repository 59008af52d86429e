import type { InquiryFormAnswer } from './inquiry-protocol.ts'

type ClientActionArgs = { serverAction: <T = unknown>() => Promise<T> }

/** The page's words for a send that failed: content's inquiry refusals, in the page's language. */
export type SendFailureWords = { notSent: string; offline: string }

/**
 * Makes the `clientAction` of every page with an inquiry form, between the form's script and its
 * page's action. A post that never arrives (offline, a dropped connection) or that the server fails
 * to answer comes back as the form's own failure message in the page's language, with everything
 * typed still in the form, never as the route's error screen.
 */
export const sendingInquiries =
	(words: SendFailureWords) =>
	async ({ serverAction }: ClientActionArgs): Promise<InquiryFormAnswer> => {
		try {
			return await serverAction<InquiryFormAnswer>()
		} catch (error) {
			// A request that never got an answer is the connection; an answer that is no answer is the server.
			const offline = error instanceof TypeError || !navigator.onLine
			return { errors: {}, message: offline ? words.offline : words.notSent, values: {} }
		}
	}
