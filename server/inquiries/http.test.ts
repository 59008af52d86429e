import { expect, test } from 'vitest'
import { rateLimitKey } from './http.ts'

test('a rate limit counts an IPv6 client by its /64, so rotating through the /64 does not escape it', () => {
	expect(rateLimitKey('2001:db8:1:2:aaaa::1')).toBe(rateLimitKey('2001:db8:1:2:ffff:1:2:3'))
	expect(rateLimitKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64')
	expect(rateLimitKey('2001:db8:1:3::1')).not.toBe(rateLimitKey('2001:db8:1:2::1'))
	expect(rateLimitKey('::1')).toBe('0:0:0:0::/64')
	expect(rateLimitKey('fe80::1')).toBe('fe80:0:0:0::/64')
})

test('a rate limit counts an IPv4 client by its address, also when written as IPv6', () => {
	expect(rateLimitKey('192.0.2.1')).not.toBe(rateLimitKey('192.0.2.2'))
	expect(rateLimitKey('::ffff:192.0.2.1')).toBe(rateLimitKey('192.0.2.1'))
})
