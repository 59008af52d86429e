// How React Router's actions and loaders reach the running server's inquiry service: the server puts
// it, with the visitor's address, into every request's context. Route modules import this module only
// from their server exports, and the server build imports it from here rather than bundling a copy, so
// both sides hold the same context key.

import { openAsBlob } from 'node:fs'
import { createContext, data, RouterContextProvider, redirect } from 'react-router'
import { pages } from '#app/content/pages.ts'
import { INQUIRY_SCRIPT_PARAM, type InquiryFormAnswer } from '#app/lib/inquiry-protocol.ts'
import { kindSchema, statusSchema } from './admin.ts'
import { attachmentDisposition, readBody } from './http.ts'
import type { InquiryApi } from './index.ts'
import { endpointResponse, inquiryEndpointRefusal } from './submissions.ts'

type InquiryRequest = { api: InquiryApi; peerAddress: string }

const inquiryContext = createContext<InquiryRequest>()

export const inquiryRequestContext = (request: InquiryRequest) =>
	new RouterContextProvider(new Map([[inquiryContext, request]]))

type ActionArgs = { request: Request; context: Readonly<RouterContextProvider> }

/**
 * A form's own page action. Posted without JavaScript: once stored, the thank-you page; otherwise the
 * page again, its form showing why and everything typed. Posted by the form's script (the fetcher),
 * whose answer a redirect would turn into a navigation away from the form: `stored`, and the form
 * shows its confirmation where the visitor is.
 */
export async function inquiryFormAction({ request, context }: ActionArgs) {
	const { api, peerAddress } = context.get(inquiryContext)
	const submission = await api.submit(request, peerAddress)
	const fromScript = new URL(request.url).searchParams.has(INQUIRY_SCRIPT_PARAM)
	if (submission.stored && fromScript)
		return data<InquiryFormAnswer>({ stored: true }, { headers: submission.headers })
	if (submission.stored)
		return redirect(submission.thankYouUrl, { status: 303, headers: submission.headers })
	const { errors = {}, message, values, status, headers } = submission
	return data<InquiryFormAnswer>({ errors, message, values }, { status, headers })
}

/** A form's page answers with its action's headers, `Retry-After` with a 429 among them. */
export const inquiryFormHeaders = ({ actionHeaders }: { actionHeaders: Headers }) => actionHeaders

/** `POST /api/inquiries`, the endpoint of the protocol in inquiry-protocol.ts. */
export async function inquiryEndpointAction({ request, context }: ActionArgs) {
	const { api, peerAddress } = context.get(inquiryContext)
	return endpointResponse(request, await api.submit(request, peerAddress))
}

/** The endpoint read: refused, it takes posts only. */
export const inquiryEndpointLoader = () => inquiryEndpointRefusal()

const noStore = { 'Cache-Control': 'no-store' }
const INBOX_BODY_CAP = 4096
const signedOut = () => new Response('Please sign in.', { status: 401, headers: noStore })

/** The inbox page: the sign-in form for a visitor without a session, else the list (and one opened). */
export async function inboxLoader({ request, context }: ActionArgs) {
	const { admin } = context.get(inquiryContext).api
	const user = await admin.signedInUser(request)
	if (!user) return data({ user: null }, { headers: noStore })
	const search = new URL(request.url).searchParams
	const status = statusSchema.safeParse(search.get('status')).data ?? null
	const kind = kindSchema.safeParse(search.get('kind')).data ?? null
	const openedId = search.get('inquiry')
	const opened = (openedId && admin.detail(openedId)) || null
	const inquiries = admin.list(status, kind)
	return data({ user, status, kind, inquiries, opened }, { headers: noStore })
}

/** What an inbox action answers when it does not lead to another page. */
export type InboxAnswer = { error?: string; name?: string; notice?: string; marked?: string }

const answer = (body: InboxAnswer, status = 200, headers: HeadersInit = {}) =>
	data(body, { status, headers: { ...noStore, ...headers } })

/** Signing in (`intent` sign-in), out (sign-out) and marking an inquiry (mark), from the page's forms. */
export async function inboxAction({ request, context }: ActionArgs) {
	const { api, peerAddress } = context.get(inquiryContext)
	const { admin } = api
	// The inbox's forms are a few short fields: nothing larger is read into memory.
	const body = await readBody(request, INBOX_BODY_CAP).catch(() => undefined)
	if (body === undefined) return answer({ error: 'The request is too large.' }, 413)
	const form = new URLSearchParams(body)
	const intent = form.get('intent')
	if (intent === 'sign-in') {
		const name = String(form.get('name') ?? '')
		const password = form.get('password')
		const result = await admin.signIn(request, peerAddress, { name, password })
		if ('cookie' in result) {
			const headers = { ...noStore, 'Set-Cookie': result.cookie }
			return redirect(pages.admin.path, { status: 303, headers })
		}
		if (result.status === 429) {
			const { retryAfterSeconds = 60 } = result
			const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
			const error = `Too many failed sign-ins. Please wait and try again. Sign-in opens again in about ${minutes} minutes.`
			return answer({ name, error }, 429, { 'Retry-After': String(result.retryAfterSeconds) })
		}
		return answer({ name, error: 'Wrong user name or password.' }, result.status)
	}
	if (intent === 'sign-out')
		return answer({ notice: 'You have signed out.' }, 200, {
			'Set-Cookie': await admin.signOut(request),
		})
	if (!(await admin.signedInUser(request)))
		return answer({ notice: 'Your session has ended. Please sign in again.' }, 401)
	const status = statusSchema.safeParse(form.get('status'))
	if (intent !== 'mark' || !status.success) return answer({ error: 'Unknown request.' }, 400)
	if (!admin.mark(String(form.get('id')), status.data))
		return answer({ error: 'No such inquiry.' }, 404)
	return answer({ marked: status.data })
}

export async function inboxCsvLoader({ request, context }: ActionArgs) {
	const { admin } = context.get(inquiryContext).api
	return (await admin.signedInUser(request)) ? admin.exportCsv() : signedOut()
}

type LoaderArgs = ActionArgs & { params: { id?: string } }

/**
 * A quote's water report, for a signed-in user only: always a download under its report name (the
 * buyer's name with the extension of its true type), in the type its first bytes showed, never
 * sniffed or rendered by the browser, never cached.
 */
export async function inboxReportLoader({ request, context, params }: LoaderArgs) {
	const { admin } = context.get(inquiryContext).api
	if (!(await admin.signedInUser(request))) return signedOut()
	const report = params.id ? admin.report(params.id) : undefined
	if (!report) return new Response('No such report.', { status: 404, headers: noStore })
	const file = await openAsBlob(report.path, { type: report.mediaType })
	return new Response(file.stream(), {
		headers: {
			...noStore,
			'Content-Type': report.mediaType,
			'Content-Length': String(file.size),
			'Content-Disposition': attachmentDisposition(report.originalName),
			'X-Content-Type-Options': 'nosniff',
		},
	})
}
