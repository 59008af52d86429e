import { expect, test } from 'vitest'
import { notFoundDocumentFor } from './paths.ts'

test('an unknown service slug is answered with the not-found document of its own route, so it hydrates cleanly', () => {
	expect(notFoundDocumentFor('/services/no-such-plant').file).toBe('404-service.html')
	expect(notFoundDocumentFor('/service-details/no-such-plant').file).toBe(
		'404-service-details.html',
	)
})

test('any other unknown path is answered with the general not-found document', () => {
	expect(notFoundDocumentFor('/no-such-page').file).toBe('404.html')
	expect(notFoundDocumentFor('/services/a/b').file).toBe('404.html')
})
