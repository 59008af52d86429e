import { expect, test } from 'vitest'
import { fieldMessageWords } from '#app/content/inquiries.ts'
import {
	postJson,
	postQuote,
	quoteFormData,
	validContact,
	validQuestion,
	validQuote,
} from '../../tests/support/inquiry-api.ts'
import { testApiPerTest } from '../../tests/support/test-api-per-test.ts'

const start = testApiPerTest()

// What a script posts to draw a header line of its own into the e-mail staff receive.
const withBccLine = (value: string) => `${value}\r\nBcc: attacker@evil.example`

const sendJson = (fields: Record<string, string>) => (url: string) => postJson(url, fields)
const sendQuote = (fields: Record<string, string>) => (url: string) =>
	postQuote(url, quoteFormData(fields))

test.each([
	['contact', 'name', sendJson({ ...validContact, name: withBccLine(validContact.name) })],
	[
		'contact',
		'msg_subject',
		sendJson({ ...validContact, msg_subject: withBccLine(validContact.msg_subject) }),
	],
	['contact', 'phone_number', sendJson({ ...validContact, phone_number: '+91 98765\n43210' })],
	['question', 'name', sendJson({ ...validQuestion, name: withBccLine(validQuestion.name) })],
	['quote', 'name', sendQuote({ ...validQuote, name: withBccLine(validQuote.name) })],
	['quote', 'company', sendQuote({ ...validQuote, company: withBccLine(validQuote.company) })],
	[
		'quote',
		'site_location',
		sendQuote({ ...validQuote, site_location: withBccLine(validQuote.site_location) }),
	],
])(
	'refuses a line break in the %s form’s one-line field %s with its message, storing nothing',
	async (_form, field, send) => {
		const api = await start()
		const response = await send(api.url)
		expect(response.status).toBe(422)
		expect(await response.json()).toEqual({ errors: { [field]: fieldMessageWords.oneLine } })
		expect(api.query('SELECT id FROM inquiries')).toEqual([])
	},
)
