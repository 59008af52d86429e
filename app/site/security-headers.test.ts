import { expect, test } from 'vitest'
import { foreignInquiryOrigin, inquiryEndpointFor } from '#app/lib/inquiry-protocol.ts'
import { cacheControlFor, contentSecurityPolicy } from './security-headers.ts'

const directive = (policy: string, name: string) =>
	policy.split('; ').find((part) => part.startsWith(`${name} `))

test('lets the forms post to and fetch the site’s own inquiry endpoint by default', () => {
	const origin = foreignInquiryOrigin(inquiryEndpointFor(undefined))
	const policy = contentSecurityPolicy([], 'openstreetmap', origin)
	expect(directive(policy, 'form-action')).toBe("form-action 'self'")
	expect(directive(policy, 'connect-src')).toMatch(/^connect-src 'self'/)
})

test('adds an inquiry endpoint on another origin (VITE_INQUIRY_ENDPOINT) to form-action and connect-src', () => {
	const origin = foreignInquiryOrigin(
		inquiryEndpointFor('https://api.jalsetu.example/api/inquiries'),
	)
	expect(origin).toBe('https://api.jalsetu.example')
	const policy = contentSecurityPolicy([], 'openstreetmap', origin)
	expect(directive(policy, 'form-action')).toBe("form-action 'self' https://api.jalsetu.example")
	expect(directive(policy, 'connect-src')).toContain('https://api.jalsetu.example')
})

test('the inbox page is never stored by a browser or proxy; other pages are revalidated and assets kept', () => {
	expect(cacheControlFor('/admin')).toBe('no-store')
	expect(cacheControlFor('/admin/index.html')).toBe('no-store')
	expect(cacheControlFor('/administration')).toBe('no-cache')
	expect(cacheControlFor('/contact')).toBe('no-cache')
	expect(cacheControlFor('/assets/admin-abc.js')).toBe('public, max-age=31536000, immutable')
})
