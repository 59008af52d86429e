import type { ClientActionArgs } from './send-inquiry.ts'

/**
 * The `clientAction` of every page with an inquiry form. Its code loads with the first send, not with
 * the page: the form has loaded it already by then (for where it posts), so a send while offline still
 * finds it.
 */
export async function inquiryClientAction(args: ClientActionArgs) {
	const { sendInquiryForm } = await import('./send-inquiry.ts')
	return sendInquiryForm(args)
}
