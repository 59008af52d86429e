// How React Router's actions and loaders reach the running server's inquiry service: the server puts
// it, with the visitor's address, into every request's context. Route modules import this module only
// from their server exports, and the server build imports it from here rather than bundling a copy, so
// both sides hold the same context key.
import { createContext, data, RouterContextProvider, redirect } from 'react-router'
import type { InquiryFormAnswer } from '#app/lib/inquiry-protocol.ts'
import type { AdminHandler, AdminRoute } from './admin.ts'
import type { InquiryApi } from './index.ts'
import { endpointResponse } from './submissions.ts'

type InquiryRequest = { api: InquiryApi; peerAddress: string }

const inquiryContext = createContext<InquiryRequest>()

export function inquiryRequestContext(request: InquiryRequest) {
	const context = new RouterContextProvider()
	context.set(inquiryContext, request)
	return context
}

type ActionArgs = { request: Request; context: Readonly<RouterContextProvider> }

/**
 * A form's own page action (a form posted without JavaScript): once stored, the thank-you page;
 * otherwise the page again, its form showing why and everything typed.
 */
export async function inquiryFormAction({ request, context }: ActionArgs) {
	const { api, peerAddress } = context.get(inquiryContext)
	const submission = await api.submit(request, peerAddress)
	if (submission.stored)
		return redirect(submission.thankYouUrl, { status: 303, headers: submission.headers })
	const { errors = {}, message, values, status, headers } = submission
	return data<InquiryFormAnswer>({ errors, message, values }, { status, headers })
}

/** `POST /api/inquiries`, the endpoint of the protocol in inquiry-protocol.ts. */
export async function inquiryEndpointAction({ request, context }: ActionArgs) {
	const { api, peerAddress } = context.get(inquiryContext)
	return endpointResponse(request, await api.submit(request, peerAddress))
}

type AdminArgs = ActionArgs & { params: { id?: string } }

/** The loader (`kind` 'loader') or action of one of the inbox API's resource routes. */
export const adminRoute =
	(route: AdminRoute, kind: 'loader' | 'action') =>
	({ request, context, params }: AdminArgs) => {
		const { api, peerAddress } = context.get(inquiryContext)
		const handlers: Partial<Record<'loader' | 'action', AdminHandler>> = api.admin[route]
		return handlers[kind]?.(request, peerAddress, params.id ?? '') ?? notAllowed()
	}

const notAllowed = () =>
	Response.json({ error: 'Method not allowed.' }, { status: 405, headers: { Allow: 'GET' } })
