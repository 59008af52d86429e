// For the inquiry tests: the API over a fresh SQLite file in a temp directory, behind a real HTTP
// server on a free 127.0.0.1 port, answering the endpoint and the inbox's paths with the loaders and
// actions the site's routes export.
import { createHash, randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type IncomingHttpHeaders, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { type ClientAddress, createRequestListener } from '@remix-run/node-fetch-server'
import { pages } from '#app/content/pages.ts'
import { INQUIRIES_CSV_URL, INQUIRY_REPORT_ROUTE } from '#app/lib/inbox-protocol.ts'
import { DEFAULT_INQUIRY_ENDPOINT } from '#app/lib/inquiry-protocol.ts'
import { waterSearch } from '#app/lib/sizing/sizing-params.ts'
import { publishedWellWater } from '#app/lib/sizing/worked-examples.ts'
import { readInquiryConfig } from '#server/inquiries/config.ts'
import {
	inboxAction,
	inboxCsvLoader,
	inboxLoader,
	inboxReportLoader,
	inquiryEndpointLoader,
	inquiryRequestContext,
} from '#server/inquiries/context.ts'
import { openDatabase } from '#server/inquiries/database.ts'
import { createInquiryApi, type InquiryApi } from '#server/inquiries/index.ts'
import { setUserPassword } from '#server/inquiries/passwords.ts'
import { endpointResponse } from '#server/inquiries/submissions.ts'
import { editionOf } from '../../app/content/locales.ts'

export type TestApi = {
	url: string
	origin: string
	api: InquiryApi
	dataDir: string
	/** Reads the SQLite file directly, as an operator would. */
	query: <T>(sql: string, ...parameters: (string | number)[]) => T[]
	stop: () => Promise<void>
}

/** A loader's or action's answer as the router sends it to a script: its data as JSON. */
function asResponse(answer: Response | { data: unknown; init: ResponseInit | null }) {
	return answer instanceof Response ? answer : Response.json(answer.data, answer.init ?? {})
}

const reportRoute = new URLPattern({ pathname: INQUIRY_REPORT_ROUTE })

export async function startTestApi(
	environment: Record<string, string> = {},
	dataDir?: string,
): Promise<TestApi> {
	const directory = dataDir ?? mkdtempSync(join(tmpdir(), 'inquiries-'))
	const config = readInquiryConfig({ DATA_DIR: directory, ...environment })
	const api = createInquiryApi(config)
	const server: Server = createServer(
		createRequestListener(
			async (request: Request, client: ClientAddress) => {
				const { pathname } = new URL(request.url)
				const args = {
					request,
					context: inquiryRequestContext({ api, peerAddress: client.address }),
				}
				if (pathname === pages.admin.path)
					return asResponse(await (request.method === 'GET' ? inboxLoader : inboxAction)(args))
				if (pathname === INQUIRIES_CSV_URL) return inboxCsvLoader(args)
				const report = reportRoute.exec({ pathname })
				if (report) return inboxReportLoader({ ...args, params: report.pathname.groups })
				// Each language's edition has the endpoint under its prefix (/hi/api/inquiries).
				if (editionOf(pathname).path !== DEFAULT_INQUIRY_ENDPOINT)
					return new Response(null, { status: 404 })
				if (request.method !== 'POST') return inquiryEndpointLoader()
				return endpointResponse(request, await api.submit(request, client.address))
			},
			{ trustProxy: config.trustProxy },
		),
	)
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const { port } = server.address() as AddressInfo
	const origin = `http://127.0.0.1:${port}`
	return {
		url: origin,
		origin,
		api,
		dataDir: directory,
		query<T>(sql: string, ...parameters: (string | number)[]) {
			// The server writes to the same file: a read that meets its lock waits instead of failing.
			const database = new DatabaseSync(join(directory, 'inquiries.sqlite'), {
				readOnly: true,
				timeout: 5000,
			})
			try {
				return database.prepare(sql).all(...parameters) as T[]
			} finally {
				database.close()
			}
		},
		async stop() {
			server.closeAllConnections()
			await new Promise<void>((resolve) => server.close(() => resolve()))
			await api.close()
			if (!dataDir) rmSync(directory, { recursive: true, force: true })
		},
	}
}

export const validContact = {
	form: 'contact',
	name: 'Asha Patel',
	email: 'asha@example.in',
	phone_number: '+91 98765 43210',
	msg_subject: 'RO plant for 2,000 L/h',
	message: 'Please send a quotation for a 2,000 L/h RO plant.',
}

export const validQuestion = {
	form: 'question',
	name: 'Ravi',
	email: 'ravi@example.in',
	message: 'What footprint does the 5,000 L/h model need?',
	service: 'ss-vessels',
}

/** A fresh idempotency key, as a form makes one per draft. */
export const freshKey = () => randomUUID()

/** A file's fingerprint, to show that what was stored or downloaded is the bytes that were sent. */
export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
	return fetch(`${url}/api/inquiries`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', ...headers },
		body: JSON.stringify(body),
		redirect: 'manual',
	})
}

/** What a browser without JavaScript sends: an urlencoded form, asking for HTML. */
export function postForm(
	url: string,
	fields: Record<string, string>,
	headers: Record<string, string> = {},
	endpoint = DEFAULT_INQUIRY_ENDPOINT,
) {
	return fetch(`${url}${endpoint}`, {
		method: 'POST',
		headers: {
			'Content-Type': 'application/x-www-form-urlencoded',
			Accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
			...headers,
		},
		body: new URLSearchParams(fields).toString(),
		redirect: 'manual',
	})
}

/** The address of the published well-water design on the water calculator, as its result links it. */
export const wellWaterSizingAddress = `${pages.plantSizingWater.path}${waterSearch(publishedWellWater)}`

export const validQuote = {
	form: 'quote',
	service: 'fully-auto-ss-deluxe-ro-plant',
	name: 'Meera Iyer',
	company: 'Iyer Dairy Pvt Ltd',
	email: 'meera@dairy.example.in',
	phone_number: '+91 98450 12345',
	capacity: '2000',
	capacity_unit: 'lph',
	water_source: 'borewell',
	site_location: 'Hosur, Tamil Nadu',
	timeline: '3-6-months',
	message: 'TDS about 1,400 mg/L.',
}
/** The figures of `validQuote` as the inbox and the webhook give them back. */
export const validQuoteFigures = {
	company: validQuote.company,
	capacity: Number(validQuote.capacity),
	capacityUnit: validQuote.capacity_unit,
	waterSource: validQuote.water_source,
	siteLocation: validQuote.site_location,
	timeline: validQuote.timeline,
}

/** The first bytes of a PDF, and then `size` bytes in all that differ from run to run. */
export function pdfBytes(size = 64 * 1024): Uint8Array {
	const bytes = new Uint8Array(size)
	crypto.getRandomValues(bytes.subarray(0, Math.min(size, 65_536)))
	bytes.set(new TextEncoder().encode('%PDF-1.7\n'), 0)
	return bytes
}

/** A quote as the form posts it (multipart), with `report` as its water report when given. */
export function quoteFormData(
	fields: Record<string, string>,
	report?: { bytes: Uint8Array; name: string; type?: string },
) {
	const form = new FormData()
	for (const [name, value] of Object.entries(fields)) form.append(name, value)
	if (report)
		form.append(
			'water_report',
			new Blob([report.bytes as BlobPart], { type: report.type ?? 'application/pdf' }),
			report.name,
		)
	return form
}

/** Adds an inbox user to the test server's file and signs in as it, as the inbox page does: its cookie. */
export async function signedInCookie(api: TestApi): Promise<string> {
	const user = { name: 'staff', password: 'a long staff password 7' }
	const database = openDatabase(join(api.dataDir, 'inquiries.sqlite'))
	try {
		await setUserPassword(database, user.name, user.password)
	} finally {
		database.close()
	}
	const response = await fetch(`${api.url}${pages.admin.path}`, {
		method: 'POST',
		headers: { Origin: api.origin, 'Content-Type': 'application/x-www-form-urlencoded' },
		body: new URLSearchParams({ intent: 'sign-in', ...user }).toString(),
		redirect: 'manual',
	})
	return response.headers.get('set-cookie')?.split(';')[0] ?? ''
}

/** The first bytes of a JPEG, and then `size` bytes in all. */
export function jpegBytes(size = 16 * 1024): Uint8Array {
	const bytes = new Uint8Array(size)
	bytes.set([0xff, 0xd8, 0xff, 0xe0], 0)
	return bytes
}

/** Posts a multipart quote to the endpoint, asking for JSON as a script would. */
export const postQuote = (url: string, form: FormData, headers: Record<string, string> = {}) =>
	fetch(`${url}/api/inquiries`, {
		method: 'POST',
		headers: { Accept: 'application/json', ...headers },
		body: form,
		redirect: 'manual',
	})

/**
 * Posts a form to `url` over plain node:http declaring its whole length, but sends only its first
 * 64 KiB and waits: a server that refuses the body by its declared length answers without the rest,
 * and one that waits for the rest never answers (the test times out).
 */
export async function postUnread(
	url: string,
	form: FormData,
	headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
	const encoded = new Response(form)
	const body = Buffer.from(await encoded.arrayBuffer())
	return new Promise((resolve, reject) => {
		const req = request(
			url,
			{
				method: 'POST',
				headers: {
					'Content-Type': encoded.headers.get('content-type') ?? '',
					'Content-Length': String(body.length),
					Accept: 'application/json',
					...headers,
				},
			},
			(res) => {
				let text = ''
				res.on('data', (chunk: Buffer) => (text += chunk))
				res.on('end', () => {
					resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text })
					req.destroy()
				})
			},
		)
		req.on('error', reject)
		req.write(body.subarray(0, 64 * 1024))
	})
}
