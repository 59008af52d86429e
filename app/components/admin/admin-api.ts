// The browser side of the inbox's JSON API (served by the site's Node server under ADMIN_API).
import { ADMIN_API, type InquiryStatus, type InquirySummary } from '#app/lib/inbox-protocol.ts'

/** The API refused: `status` 401 means the session is gone. */
export class AdminApiError extends Error {
	readonly status: number
	readonly retryAfterSeconds: number | undefined
	constructor(status: number, message: string, retryAfterSeconds?: number) {
		super(message)
		this.status = status
		this.retryAfterSeconds = retryAfterSeconds
	}
}

const UNREACHABLE = 'The inbox could not be reached. Please check the connection and try again.'

export async function adminApi<T>(path: string, init: { method?: string; body?: unknown } = {}) {
	let response: Response
	try {
		response = await fetch(`${ADMIN_API}${path}`, {
			method: init.method ?? 'GET',
			headers: {
				Accept: 'application/json',
				...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
			},
			body: init.body === undefined ? undefined : JSON.stringify(init.body),
		})
	} catch {
		throw new AdminApiError(0, UNREACHABLE)
	}
	if (response.status === 204) return undefined as T
	const body = (await response.json().catch(() => undefined)) as { error?: string } | undefined
	if (!response.ok) {
		const retryAfter = Number(response.headers.get('Retry-After')) || undefined
		throw new AdminApiError(response.status, body?.error ?? UNREACHABLE, retryAfter)
	}
	return body as T
}

export const kindLabel = (kind: InquirySummary['kind']) =>
	kind === 'contact' ? 'Contact form' : 'Question'

export const statusLabel: Record<InquiryStatus, string> = {
	new: 'New',
	handled: 'Handled',
	spam: 'Spam',
}

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' })
export const formatReceived = (iso: string) => dateTime.format(new Date(iso))
