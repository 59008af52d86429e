import { expect, test } from 'vitest'
import { chatLink, dialledNumber, phoneForms } from './phone-number.ts'

test('the dialled number keeps only the digits and the leading plus of the written one', () => {
	expect(dialledNumber('+91 98765 43210')).toBe('+919876543210')
	expect(dialledNumber('+91-98765-43210')).toBe('+919876543210')
	expect(dialledNumber('(079) 2583 1100')).toBe('07925831100')
})

test('the chat link carries the international number as digits only', () => {
	expect(chatLink('+91 98765 43210')).toBe('https://wa.me/919876543210')
})

test('one written number gives the display text, the dialled number and the tel: link', () => {
	expect(phoneForms('+91 98765 43210')).toEqual({
		display: '+91 98765 43210',
		tel: '+919876543210',
		href: 'tel:+919876543210',
	})
})
