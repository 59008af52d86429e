import { describe, expect, test } from 'vitest'
import { fieldMessageWords } from '#app/content/inquiries.ts'
import {
	CONTACT_FIELDS,
	type ContactDraft,
	emptyContactDraft,
	parseStoredDraft,
	validateContact,
} from './contact-form.ts'

const valid: ContactDraft = {
	name: 'Asha Rao',
	email: 'asha@plant.example.in',
	phone_number: '+919876543210',
	msg_subject: '2,000 LPH RO plant',
	message: 'Borewell water, TDS 1,400 ppm. Please size a plant.',
}

test('a complete draft has no errors', () => {
	expect(validateContact(valid, fieldMessageWords)).toEqual({})
})

test('an empty form gets the required message of every field, in form order', () => {
	const errors = validateContact(emptyContactDraft, fieldMessageWords)
	expect(Object.keys(errors)).toEqual([...CONTACT_FIELDS])
	expect(errors).toEqual({
		name: fieldMessageWords.nameRequired,
		email: fieldMessageWords.emailRequired,
		phone_number: fieldMessageWords.phoneRequired,
		msg_subject: fieldMessageWords.subjectRequired,
		message: fieldMessageWords.messageRequired,
	})
})

test('whitespace alone counts as empty', () => {
	expect(validateContact({ ...valid, name: '   ' }, fieldMessageWords).name).toBe(
		fieldMessageWords.nameRequired,
	)
})

describe('e-mail', () => {
	test.each([['asha@plant.example.in'], ['a.b+c@sub.domain.co'], ['ünïcode@domäin.in']])(
		'accepts %s',
		(email) => {
			expect(validateContact({ ...valid, email }, fieldMessageWords).email).toBeUndefined()
		},
	)

	test.each([
		['no TLD', 'asha@plant'],
		['a 1-letter TLD', 'asha@plant.c'],
		['no @', 'asha.plant.in'],
		['a space', 'asha rao@plant.in'],
		['a numeric TLD', 'asha@plant.12'],
		['a ? in the domain', 'asha@plant.in?bcc=attacker.example'],
		['an & in the domain', 'asha@plant.in&body=hello.example'],
		['an = in the domain', 'asha@x=y.plant.in'],
		['a % in the domain', 'asha@attacker%40evil.example'],
		['a space in the domain', 'asha@plant .in'],
	])('rejects an address with %s', (_case, email) => {
		expect(validateContact({ ...valid, email }, fieldMessageWords).email).toBe(
			fieldMessageWords.emailInvalid,
		)
	})
})

test.each([
	['name', '\r\n'],
	['msg_subject', '\n'],
	['phone_number', '\r'],
	['name', '\u2028'],
] as const)(
	'refuses a line break in the one-line field %s with the one-line message',
	(field, lineBreak) => {
		const value = `${valid[field].slice(0, 4)}${lineBreak}${valid[field].slice(4)}`
		expect(validateContact({ ...valid, [field]: value }, fieldMessageWords)[field]).toBe(
			fieldMessageWords.oneLine,
		)
	},
)

test('a message keeps its line breaks', () => {
	expect(validateContact({ ...valid, message: 'Line 1\r\nLine 2' }, fieldMessageWords)).toEqual({})
})

describe('phone number', () => {
	test.each([
		['+919876543210'],
		['919876543210'],
		['12'],
		['+123456789012345'],
		['+91 98765 43210'],
		['+91-98765-43210'],
	])('accepts %s', (phone_number) => {
		expect(
			validateContact({ ...valid, phone_number }, fieldMessageWords).phone_number,
		).toBeUndefined()
	})

	test.each([
		['a leading zero', '09876543210'],
		['16 digits', '+1234567890123456'],
		['a single digit', '5'],
		['letters', '+91 98765 abcde'],
		['a plus in the middle', '91+9876543210'],
	])('rejects a number with %s', (_case, phone_number) => {
		expect(validateContact({ ...valid, phone_number }, fieldMessageWords).phone_number).toBe(
			fieldMessageWords.phoneInvalid,
		)
	})
})

test('unicode names and HTML or script text are plain values, valid as typed', () => {
	expect(validateContact({ ...valid, name: 'Zoë Łukasz-Ōtsuka राजेश' }, fieldMessageWords)).toEqual(
		{},
	)
	expect(
		validateContact(
			{ ...valid, message: '<script>alert("x")</script><img src=x onerror=alert(1)>' },
			fieldMessageWords,
		),
	).toEqual({})
})

test('very long input gets a clear message instead of being cut silently', () => {
	expect(
		validateContact({ ...valid, message: 'x'.repeat(5001) }, fieldMessageWords).message,
	).toMatch(/under 5,000/)
	expect(validateContact({ ...valid, name: 'x'.repeat(101) }, fieldMessageWords).name).toMatch(
		/under 100/,
	)
})

describe('stored draft', () => {
	test('restores a partial draft of the form’s own shape', () => {
		expect(parseStoredDraft('{"name":"Asha","message":"Hi"}')).toEqual({
			...emptyContactDraft,
			name: 'Asha',
			message: 'Hi',
		})
	})

	test.each([
		['missing', null],
		['corrupt JSON', '{"name":"As'],
		['an array', '["Asha"]'],
		['a foreign shape', '{"user":"Asha","token":"abc"}'],
		['a non-string value', '{"name":42}'],
		['an oversized value', JSON.stringify({ message: 'x'.repeat(5001) })],
		['an oversized document', `{"name":"${'x'.repeat(20_000)}"}`],
	])('ignores %s', (_case, raw) => {
		expect(parseStoredDraft(raw)).toBeUndefined()
	})
})
