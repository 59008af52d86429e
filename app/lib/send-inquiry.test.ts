import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import {
	pdfBytes,
	quoteFormData,
	startTestApi,
	type TestApi,
	validContact,
	validQuote,
} from '../../tests/support/inquiry-api.ts'

// A build for a static host has no page actions: the forms' client action posts to the configured
// endpoint, here the real inquiry endpoint over a fresh SQLite file.
let endpoint: TestApi
let sendInquiryForm: typeof import('./send-inquiry.ts').sendInquiryForm

beforeAll(async () => {
	endpoint = await startTestApi()
	vi.stubEnv('VITE_INQUIRY_ENDPOINT', `${endpoint.url}/api/inquiries`)
	vi.resetModules()
	;({ sendInquiryForm } = await import('./send-inquiry.ts'))
})
afterAll(async () => {
	vi.unstubAllEnvs()
	await endpoint.stop()
})

const neverCalled = async <T>(): Promise<T> => {
	throw new Error('a static host has no server action to call')
}
const send = (body: FormData | URLSearchParams) =>
	sendInquiryForm({
		request: new Request('https://static.example/contact?from-script', { method: 'POST', body }),
		serverAction: neverCalled,
	})
const storedNamed = (name: string) =>
	endpoint.query<{ kind: string }>('SELECT kind FROM inquiries WHERE name = ?', name)

test('on a static host the quote form is posted to the endpoint as multipart, its report with it, and stored', async () => {
	const name = `Static Quote ${crypto.randomUUID()}`
	const answer = await send(
		quoteFormData({ ...validQuote, name }, { bytes: pdfBytes(), name: 'analysis.pdf' }),
	)
	expect(answer).toEqual({ stored: true })
	expect(storedNamed(name)).toEqual([{ kind: 'quote' }])
	expect(
		endpoint.query(
			`SELECT original_name, media_type FROM attachments
			 JOIN inquiries ON inquiries.id = attachments.inquiry_id WHERE name = ?`,
			name,
		),
	).toEqual([{ original_name: 'analysis.pdf', media_type: 'application/pdf' }])
})

test('on a static host a text form is posted to the endpoint as JSON and stored', async () => {
	const name = `Static Contact ${crypto.randomUUID()}`
	expect(await send(new URLSearchParams({ ...validContact, name }))).toEqual({ stored: true })
	expect(storedNamed(name)).toEqual([{ kind: 'contact' }])
})

test("on a static host the endpoint's refusal comes back as the fields' own messages", async () => {
	const answer = await send(new URLSearchParams({ ...validContact, email: 'not an address' }))
	expect(answer).toEqual({ errors: { email: expect.any(String) }, message: undefined, values: {} })
})

test('an endpoint that cannot be reached is the form failure message, never a thrown error', async () => {
	await endpoint.stop()
	const answer = await send(new URLSearchParams(validContact))
	expect(answer).toMatchObject({ errors: {}, message: expect.stringMatching(/connection/) })
	endpoint = await startTestApi()
})
